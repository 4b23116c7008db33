import ArgumentParser
import L10n

/// `l10n plural LOCALE NUMBER...`: the CLDR plural category of each number.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the plural category of each number in a locale, one per line.",
        discussion: """
        Numbers are read as written, so visible fraction digits count as CLDR says \
        ("1" is one in English, "1.0" is other).

        Examples:
          l10n plural pl 1 2 5 22 1.5      # one few many few other
          l10n plural ar 0 1 2 3 11 100    # zero one two few many other
          l10n plural en --ordinal 1 2 3 11
        """
    )

    @Argument(help: "The locale (pl, ar, pt-BR, zh_Hant_TW, …).")
    var locale: LocaleIdentifier

    @Argument(parsing: .allUnrecognized, help: "Numbers, e.g. 1 22 1.5 -3.")
    var rawNumbers: [String]

    /// The numbers, without a `--` separator the shell user may have written before negatives.
    var numbers: [String] { rawNumbers.filter { $0 != "--" } }

    @Flag(help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones.")
    var ordinal = false

    func validate() throws {
        if numbers.isEmpty { throw ValidationError("Give at least one number.") }
        for number in numbers where !Self.isDecimal(number) {
            throw ValidationError("'\(number)' is not a decimal number (write it like 22, -3 or 1.50).")
        }
    }

    /// Digits with an optional leading minus and one decimal point: what CLDR's operands are defined on.
    static func isDecimal(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    func run() throws {
        let rules = try PluralRules.cached(locale: locale, type: ordinal ? .ordinal : .cardinal)
        for number in numbers {
            print(rules.category(forDecimal: number).rawValue)
        }
    }
}
