import Diagnostics
import L10n

/// `invalid-locale`: an `.lproj` folder or String Catalog language whose name is not a locale.
struct InvalidLocaleRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 40

    let description = RuleDescription(
        id: "invalid-locale",
        summary: "An .lproj folder or String Catalog language is not named after a locale.",
        defaultSeverity: .warning,
        rationale: """
            Foundation picks a localization by matching the user's languages against the names of the \
            `.lproj` folders (and a String Catalog's languages). A name that is not a locale \
            (`x00001.lproj`, `Localization.lproj`) is never picked, so its translations are never shown, \
            and lint cannot compare it with the base. Rename it to the locale it holds (`pt-BR.lproj`), \
            or remove it. `Base.lproj` and the legacy names Xcode knows (`English.lproj`) are fine.
            """,
        triggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("x00001.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
            ]),
        ],
        nonTriggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("Base.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("pt-BR.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
                ("zh_Hant.lproj/Localizable.strings", "\"a\" = \"甲\";\n"),
            ]),
        ])

    func check(set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard set.isLprojSet else { return [] }
        let folders = set.localeFolders
        return folders.keys.sorted().compactMap { written in
            let locale = LintLocale(written)
            guard locale.identifier == nil, let folder = folders[written] else { return nil }
            return description.finding(
                "'\(written).lproj' is not named after a locale, so Foundation never uses it and it is not compared with the base; rename it to the locale it holds.",
                file: folder, at: nil, locale: locale)
        }
    }

    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard let catalog = file.stringCatalog else { return [] }
        var seen: Set<String> = []
        var findings: [Diagnostic] = []
        for entryIndex in catalog.strings.indices {
            let localizations = catalog.strings[entryIndex].localizations
            // Entries list their languages in the same order: a language at the same place in the
            // entry before is known without hashing it.
            let previous = entryIndex > 0 ? catalog.strings[entryIndex - 1].localizations : []
            for index in localizations.indices {
                let language = localizations[index].language
                if index < previous.count, previous[index].language == language { continue }
                guard seen.insert(language).inserted else { continue }
                let localization = localizations[index]
                let locale = LintLocale(localization.language)
                guard locale.identifier == nil else { continue }
                findings.append(description.finding(
                    "The language '\(localization.language)' is not a locale, so Foundation never uses its translations; rename it to the locale it holds.",
                    file: file.path, at: localization.position, locale: locale))
            }
        }
        return findings
    }
}
