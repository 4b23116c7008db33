import ArgumentParser
import L10n

/// `l10n info LOCALE`: a locale's names, direction, digits, plural rules and format samples.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show a locale's names, direction, digits, plural categories and format samples.",
        discussion: """
        Samples are formatted at a fixed instant (2019-08-03 21:30 UTC), so the output is the \
        same on every machine.

        Examples:
          l10n info pl
          l10n info ar-EG
          l10n info zh_Hant_TW
        """
    )

    @Argument(help: "The locale (pl, ar, pt-BR, zh_Hant_TW, …).")
    var locale: LocaleIdentifier

    func run() throws {
        print(Self.render(try LocaleSummary(locale: locale)), terminator: "")
    }

    /// The report as printed.
    static func render(_ summary: LocaleSummary) -> String {
        var rows: [(String, String)] = [
            ("identifier", "\(summary.locale.bcp47) (ICU \(summary.locale.icuIdentifier), likely \(summary.maximized.bcp47))"),
            ("direction", summary.direction == .rightToLeft ? "right to left" : "left to right"),
            ("digits", summary.numberingSystem.name + (summary.numberingSystem.digits.isEmpty ? " (algorithmic)" : " " + String(summary.numberingSystem.digits))),
            ("cardinal", plural(summary.cardinal)),
            ("ordinal", plural(summary.ordinal)),
        ]
        rows += summary.samples
        var text = "\(summary.locale.bcp47) — \(summary.englishName) (\(summary.nativeName))\n"
        if !summary.hasLocaleData {
            text += "  note: ICU has no data for this language; the rules and formats below are the root locale's\n"
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (label, value) in rows {
            text += "  " + label + String(repeating: " ", count: width - label.count + 2) + value + "\n"
        }
        return text
    }

    private static func plural(_ categories: [(PluralCategory, [String])]) -> String {
        categories.map { category, examples in "\(category.rawValue) \(examples.joined(separator: ", "))" }.joined(separator: " · ")
    }
}
