import Diagnostics
import L10n
import ToolSupport

/// `extra-key`: a key in a locale's table that the base table does not have.
struct ExtraKeyRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 70

    let description = RuleDescription(
        id: "extra-key",
        summary: "A locale's table has a key that the base table does not have.",
        defaultSeverity: .warning,
        rationale: """
            A key the base no longer has is usually a leftover of a renamed or deleted string: the code \
            never looks it up, and the translation the code does look up is missing. Remove it, or \
            rename it to the key the base uses now. When lint scanned the code (`--sources`, \
            `--package`) and none of it looks the key up, the fix (`l10n lint --fix`) removes the \
            entry from a `.strings` table; without the code, whether it is a leftover or a key to \
            rename is not known, and the finding has no fix.
            """,
        triggering: [
            .strings(en: "\"a\" = \"A\";\n", pl: "\"a\" = \"Á\";\n\"old\" = \"Stary\";\n"),
            // An object the storyboard no longer has.
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("Base.lproj/Main.storyboard", InterfaceExamples.storyboard),
                ("pl.lproj/Main.strings", "\"Lbh-J2-qVU.text\" = \"Ustawienia\";\n\"Old-J2-qVU.text\" = \"Stary\";\n"),
            ]),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"A\";\n\"b\" = \"B\";\n", pl: "\"b\" = \"Bé\";\n\"a\" = \"Á\";\n"),
            // Info.plist keys are the base of InfoPlist.strings, whatever en's copy lists.
            RuleExample([
                ("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Do It\";\n"),
                ("pl.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Zrób to\";\n\"NSCameraUsageDescription\" = \"Aparat skanuje kody.\";\n"),
            ]),
            // The base of Main.strings is the storyboard in Base.lproj: its object ids are the keys.
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("Base.lproj/Main.storyboard", InterfaceExamples.storyboard),
                ("pl.lproj/Main.strings", "/* Class = \"UILabel\"; text = \"Settings\"; ObjectID = \"Lbh-J2-qVU\"; */\n\"Lbh-J2-qVU.text\" = \"Ustawienia\";\n"),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard set.isTranslation(table), !table.isStringCatalog else { return [] }
        guard let base = pair.base else {
            // Strings of a storyboard or XIB that is not among the files read: its keys cannot be known.
            guard !Self.translatesInterfaceFile(table) else { return [] }
            return [description.finding(
                "Table \(table.name) of \(table.locale) has no counterpart in the base \(set.base.map(String.init(describing:)) ?? ""); none of its keys is looked up in the base.",
                file: table.primaryFile, at: nil, locale: table.locale)]
        }
        var reported: Set<String> = []
        var texts = FixTexts(boundary: set.readBoundary, limits: context.limits)
        // Keys written more than once (worked out when a fix is first considered): removing one
        // of their entries would leave the other.
        var repeated: Set<String>?
        return table.units.indices.compactMap { offset in
            let unit = table.units[offset]
            guard !pair.baseHasKey(ofUnit: offset), reported.insert(unit.key).inserted else { return nil }
            let finding = description.finding(
                "Key \(QuotedText.value(unit.key)) is not in the base \(base.table.locale) table \(base.table.name); remove it or rename it to the key the base uses.",
                file: unit.file, at: unit.position, locale: table.locale, key: unit.key)
            // Removing is the one repair only when no code looks the key up (renaming is the other).
            guard context.codeKeys?.mayUse(unit.key, table: table.name) == false else { return finding }
            if repeated == nil {
                var seen: Set<String> = []
                repeated = Set(table.units.compactMap { seen.insert($0.key).inserted ? nil : $0.key })
            }
            guard repeated?.contains(unit.key) == false else { return finding }
            return finding.fixed(by: texts.text(of: unit.file).flatMap {
                EntryRemovalFix.fix(keyAt: unit.position, in: $0,
                                    description: "Remove the entry \(QuotedText.value(unit.key)): no scanned code looks it up.")
            })
        }
    }
}

extension ExtraKeyRule {
    /// Whether the table's keys are those of a storyboard or XIB (`Lbh-J2-qVU.title`, with Xcode's
    /// `Class = …; ObjectID = …` comments): most of them have that shape.
    static func translatesInterfaceFile(_ table: LocaleTable) -> Bool {
        let shaped = table.units.count(where: { InterfaceBuilderKey.hasGeneratedObjectID($0.key) || InterfaceBuilderKey.isInterfaceComment($0.comment) })
        return shaped * 2 > table.units.count
    }
}
