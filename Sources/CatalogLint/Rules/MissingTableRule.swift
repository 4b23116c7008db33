#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import L10n

/// `missing-table`: a locale lacks a table file that the base has.
struct MissingTableRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 50

    let description = RuleDescription(
        id: "missing-table",
        summary: "A locale lacks a table (.strings or .stringsdict file) that the base has.",
        defaultSeverity: .warning,
        rationale: """
            When a locale has no copy of a table, every string of that table shows in the development \
            language for its users. Add the file to the locale's .lproj folder (translated), or remove \
            the locale if it is not meant to ship.
            """,
        triggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Do It\";\n"),
                ("pl.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
            ]),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"A\";\n", pl: "\"a\" = \"Á\";\n"),
            // Base holds the storyboards: it is a base, not a locale that lacks tables.
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("Base.lproj/Main.strings", "\"Lbh-J2-qVU.title\" = \"Settings\";\n"),
                ("pl.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
            ]),
        ])

    func check(set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard let base = set.base, set.isLprojSet else { return [] }
        let baseFiles = set.files.filter { $0.localeFolder == base.written && $0.format != .xcstrings }
        guard !baseFiles.isEmpty else { return [] }
        var present: [String: Set<String>] = [:]
        for file in set.files {
            guard let locale = file.localeFolder else { continue }
            present[locale, default: []].insert(file.table + "." + file.format.rawValue)
        }
        let folders = set.localeFolders
        var findings: [Diagnostic] = []
        for (written, tables) in present.sorted(by: { $0.key < $1.key }) where written != base.written {
            let locale = LintLocale(written)
            guard !locale.isPseudoLanguage, !set.isBaseLike(locale) else { continue }
            for file in baseFiles {
                let name = file.table + "." + file.format.rawValue
                // A run over one file of a folder lists only that file: look for the others.
                guard !tables.contains(name), !Self.exists((folders[written] ?? written) + "/" + name) else { continue }
                findings.append(description.finding(
                    "Locale \(locale) has no \(name), which the base \(base) has; its users see every string of it in \(base).",
                    file: folders[written] ?? written, at: nil, locale: locale))
            }
        }
        return findings
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
