import Catalogs
import Testing
@testable import L10n

/// Lookups of hostile String Catalogs end within `ExpansionLimits`: a form that refers to its own
/// variable many times, substitutions that refer to each other thousands of times over, a chain
/// thousands deep and widths of a billion give an error naming the key, not a hang or gigabytes;
/// a legitimate chain deeper than a few levels still resolves.
@Suite struct ExpansionBudgetTests {
    /// A String Catalog whose one key `key` has `value` and `substitutions` (name → `other` form).
    static func catalog(key: String, value: String, substitutions: [(name: String, other: String)]) throws -> CatalogSet {
        func json(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let definitions = substitutions.map { substitution in
            "\(json(substitution.name)): {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {"
                + "\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \(json(substitution.other))}}}}}"
        }.joined(separator: ",\n")
        let text = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {\(json(key)): {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": \(json(value))}, "substitutions": {\(definitions)}}}}}}
            """
        return .inMemory(stringCatalog: try XCStringsFile.parse(Array(text.utf8)))
    }

    @Test(arguments: [8, 16])
    func aFormReferringToItsOwnVariableManyTimesEnds(times: Int) throws {
        let form = "%arg " + String(repeating: "%1$#@a@", count: times)
        let set = try Self.catalog(key: "%lld", value: "%#@a@", substitutions: [("a", form)])
        let resolution = set.resolve("%lld", locale: "en", arguments: [.int(3)])
        #expect(resolution.mismatches.contains(.recursiveVariable("a")))
        #expect(resolution.text == "3 ")
    }

    @Test func substitutionsReferringToEachOtherThousandsOfTimesOverGiveAnErrorNamingTheKey() throws {
        // 8 levels, each form referring to the next 30 times: 30^8 copies of the last form.
        let levels = (0..<8).map { level in
            (name: "v\(level)", other: level < 7 ? "%arg " + String(repeating: "%1$#@v\(level + 1)@", count: 30) : "%arg leaf")
        }
        let set = try Self.catalog(key: "deep %lld", value: "%#@v0@", substitutions: levels)
        let resolution = set.resolve("deep %lld", locale: "en", arguments: [.int(2)])
        #expect(resolution.mismatches.contains(.limitExceeded(.characters(ExpansionLimits.characters))), "\(resolution.mismatches)")
        #expect(resolution.text == "[the value of 'deep %lld' was not formatted: its widths, precisions and variables make more than 100000 characters]")
    }

    @Test func aChainNineLevelsDeepResolves() throws {
        let levels = (0..<9).map { level in (name: "v\(level)", other: level < 8 ? "\(level)-%#@v\(level + 1)@" : "%arg end") }
        let set = try Self.catalog(key: "chain %lld", value: "%#@v0@", substitutions: levels)
        let resolution = set.resolve("chain %lld", locale: "en", arguments: [.int(4)])
        #expect(resolution.mismatches.isEmpty, "\(resolution.mismatches)")
        #expect(resolution.text == "0-1-2-3-4-5-6-7-4 end")
    }

    @Test func aChainDeeperThanTheLimitGivesAnErrorNamingTheKey() throws {
        let depth = 5_000
        let levels = (0..<depth).map { level in (name: "v\(level)", other: level < depth - 1 ? "%#@v\(level + 1)@" : "%arg") }
        let set = try Self.catalog(key: "long %lld", value: "%#@v0@", substitutions: levels)
        let resolution = set.resolve("long %lld", locale: "en", arguments: [.int(1)])
        #expect(resolution.mismatches.contains(.limitExceeded(.nesting(ExpansionLimits.nesting, variable: "v64"))), "\(resolution.mismatches)")
        #expect(resolution.text.hasPrefix("[the value of 'long %lld' was not formatted: its variables nest more than 64 levels deep"))
    }

    @Test func hugeWidthsAreBoundedByTheBudget() throws {
        let value = String(repeating: "%1$999999999lld", count: 10)
        let set = try Self.catalog(key: "wide %lld", value: value, substitutions: [])
        let resolution = set.resolve("wide %lld", locale: "en", arguments: [.int(1)])
        #expect(resolution.mismatches.contains(.limitExceeded(.characters(ExpansionLimits.characters))))
        #expect(resolution.text.utf8.count < 200)
        // Formatted without a catalog: padded as far as the budget goes, and said so.
        let formatted = StringFormatter(locale: "en").format(value, [.int(1)])
        #expect(formatted.text.utf8.count <= ExpansionLimits.characters + 10)
        #expect(formatted.mismatches.contains(.limitExceeded(.characters(ExpansionLimits.characters))))
        #expect(formatted.mismatches.contains(.malformedFormat(FormatIssue(kind: .excessiveAmount(999_999_999), offset: 0))))
    }

    @Test func hugePrecisionsAreBoundedByTheBudget() {
        let formatted = StringFormatter(locale: "en").format("%.999999e %.999999e", [.double(1), .double(2)])
        #expect(formatted.text.utf8.count <= ExpansionLimits.characters + 200)
        #expect(formatted.mismatches.contains(.limitExceeded(.characters(ExpansionLimits.characters))))
    }

    @Test func whatPlaceholdersWriteCountsTowardsTheBudget() {
        // Found by fuzzing: 5 bytes of `%.40e` write 46 digits (92 bytes in Arabic), so 8 KB of
        // format made 200 KB of text, past the budget.
        let format = String(repeating: "%1$.40e", count: 3_000)
        let formatted = StringFormatter(locale: "ar").format(format, [.double(2.5)])
        #expect(formatted.text.utf8.count <= ExpansionLimits.characters + 200, "\(formatted.text.utf8.count)")
        #expect(formatted.mismatches.contains(.limitExceeded(.characters(ExpansionLimits.characters))))
    }

    @Test func aNegativeStarWidthLeftAlignsAsInC() {
        // C: a negative `*` width is the `-` flag and its size.
        #expect(StringFormatter(locale: "en").format("[%*d]", [.int(-6), .int(42)]).text == "[42    ]")
        #expect(StringFormatter(locale: "en").format("[%*d]", [.int(6), .int(42)]).text == "[    42]")
        #expect(StringFormatter(locale: "en").format("[%0*d]", [.int(-5), .int(7)]).text == "[7    ]")
    }

    @Test func aNegativeStarPrecisionIsNoPrecision() {
        // C: a negative `*` precision is taken as if none were given (`%f`: six digits).
        #expect(StringFormatter(locale: "en").format("%.*f", [.int(-3), .double(1.5)]).text == "1.500000")
        #expect(StringFormatter(locale: "en").format("%.*f", [.int(2), .double(1.5)]).text == "1.50")
    }
}
