import Diagnostics
import L10n

/// `whitespace-mismatch`: leading or trailing spaces or line breaks that differ from the base's.
struct WhitespaceMismatchRule: LintRule {
    let description = RuleDescription(
        id: "whitespace-mismatch",
        summary: "Leading or trailing spaces or line breaks differ from the base's.",
        defaultSeverity: .warning,
        rationale: """
            Code often joins strings ("Name: " + value) or lays them out relying on a trailing line break; \
            a translation that drops or adds the space or newline runs words together or adds a blank \
            line. Match the base's leading and trailing white space.
            """,
        triggering: [
            .strings(en: "\"a\" = \"Name: \";\n", pl: "\"a\" = \"Nazwa:\";\n"),
            .strings(en: "\"a\" = \"Done\";\n", pl: "\"a\" = \"Gotowe\\n\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"Name: \";\n", pl: "\"a\" = \"Nazwa: \";\n"),
            .strings(en: "\"a\" = \"Done\";\n", pl: "\"a\" = \"\";\n"),
        ])

    func check(table: LocaleTable, base: LocaleTable?, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard let base, set.isTranslation(table) else { return [] }
        var findings: [Diagnostic] = []
        for unit in table.units {
            guard case .text(let text) = unit.value, !text.value.isBlank,
                  case .text(let baseText)? = base.unit(for: unit.identity)?.value, !baseText.value.isBlank else { continue }
            var differences: [String] = []
            let (lead, trail) = (text.value.leadingWhitespace, text.value.trailingWhitespace)
            let (baseLead, baseTrail) = (baseText.value.leadingWhitespace, baseText.value.trailingWhitespace)
            if lead != baseLead { differences.append("starts with \(Self.describe(lead)) where the base starts with \(Self.describe(baseLead))") }
            if trail != baseTrail { differences.append("ends with \(Self.describe(trail)) where the base ends with \(Self.describe(baseTrail))") }
            guard !differences.isEmpty else { continue }
            findings.append(description.finding(
                "The translation \(differences.joined(separator: " and ")).",
                file: unit.file, at: text.position, locale: table.locale, key: unit.key))
        }
        return findings
    }
}

extension WhitespaceMismatchRule {
    /// `' '`, `'\n'`, or `no white space`.
    static func describe(_ whitespace: String) -> String {
        whitespace.isEmpty ? "no white space" : Quoted.text(whitespace)
    }
}

extension String {
    /// The spaces, tabs and line breaks the text starts with.
    var leadingWhitespace: String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.prefix { $0.properties.isWhitespace })
        return String(scalars)
    }

    /// The spaces, tabs and line breaks the text ends with.
    var trailingWhitespace: String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.reversed().prefix { $0.properties.isWhitespace }.reversed())
        return String(scalars)
    }
}
