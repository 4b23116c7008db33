import Diagnostics
import Foundation
import L10n
import Testing
import ToolSupport
@testable import CatalogLint

/// Hostile String Catalogs whose substitutions used to crash or mislead lint, and the format
/// comparison's work, which must grow in step with the placeholders.
@Suite struct BoundedWorkTests {
    /// A String Catalog with one key, `%#@v0@`, and `substitutions` (name → `other` form).
    private static func catalog(_ substitutions: [(name: String, other: String)], value: String = "%#@v0@") -> String {
        let definitions = substitutions.map { substitution in
            "\"\(substitution.name)\": {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {"
                + "\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(substitution.other)\"}}}}}"
        }.joined(separator: ",\n")
        return """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "\(value)"}, "substitutions": {\(definitions)}}}}}}
            """
    }

    private static func chain(_ depth: Int) -> [(name: String, other: String)] {
        (0..<depth).map { level in (name: "v\(level)", other: level < depth - 1 ? "%#@v\(level + 1)@" : "%arg") }
    }

    @Test func aChainOfFiftyThousandSubstitutionsIsReportedNotACrash() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", Self.catalog(Self.chain(50_000)))])
        let messages = try catalog.lint(only: "xcstrings-invalid").map(\.message)
        #expect(messages == [
            "'%lld' (en): the substitutions refer to each other 50000 levels deep, more than the 64 lookup and render follow; flatten the chain.",
        ])
    }

    @Test func aChainNineLevelsDeepIsClean() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", Self.catalog(Self.chain(9)))])
        #expect(try catalog.lint(only: "xcstrings-invalid").map(\.message) == [])
    }

    @Test func substitutionsThatExpandPastTheLimitAreReported() throws {
        let levels = (0..<8).map { level in
            (name: "v\(level)", other: level < 7 ? "%arg " + String(repeating: "%1$#@v\(level + 1)@", count: 30) : "%arg leaf")
        }
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", Self.catalog(levels))])
        let messages = try catalog.lint(only: "xcstrings-invalid").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("the substitutions refer to each other so often that the text expands to up to") == true, "\(messages)")
        #expect(messages.first?.contains("more than the 100000 lookup and render allow") == true)
    }

    @Test func aHugeWidthIsReported() throws {
        let value = String(repeating: "%1$999999999lld", count: 10)
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", Self.catalog([], value: value).replacingOccurrences(of: ", \"substitutions\": {}", with: ""))])
        let messages = try catalog.lint().map(\.message)
        #expect(messages.contains { $0.contains("A width or precision of 999999999 is wider than any screen (at most 1000 is sensible)") }, "\(messages)")
    }

    @Test func comparingPlaceholdersGrowsInStepWithThem() {
        func work(_ count: Int) -> Int {
            let base = ParsedFormat(String(repeating: "%d ", count: count))
            let translation = ParsedFormat(String(repeating: "%d ", count: count) + "%d")
            let variables = ParsedFormat(String(repeating: "%#@a@ ", count: count))
            return WorkCounter.counting {
                _ = FormatComparison.problems(base: base, translation: translation, allowOmissions: false)
                _ = FormatComparison.problems(base: variables, translation: base, allowOmissions: false)
                _ = FormatComparison.problems(base: base, translation: ParsedFormat("%d"), allowOmissions: false)
            }
        }
        let small = work(2_000), large = work(8_000)
        #expect(small > 0)
        // Linear with a logarithmic search: 4× the placeholders, not 16× the work.
        #expect(Double(large) <= 5.5 * Double(small), "\(small) → \(large)")
    }
}
