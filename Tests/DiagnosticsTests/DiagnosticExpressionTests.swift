import Foundation
import Testing
@testable import Diagnostics

/// A source finding carries the expression it is about in the one finding type, beside (not
/// instead of) a matrix context, and through JSON.
@Suite struct DiagnosticExpressionTests {
    static let location = SourceLocation(file: "View.swift", line: 3, column: 9)

    @Test func theExpressionIsKeptWhenTheMatrixChangesAndTheReverse() throws {
        var finding = Diagnostic(rule: "unlocalized-text", severity: .warning, message: "m", location: Self.location, expression: "Text(title)")
        #expect(finding.expression == "Text(title)" && finding.matrix == nil)
        finding.matrix = nil
        #expect(finding.expression == "Text(title)")
        let back = try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(finding))
        #expect(back == finding && back.expression == "Text(title)")
        finding.expression = nil
        #expect(finding == Diagnostic(rule: "unlocalized-text", severity: .warning, message: "m", location: Self.location))
    }

    @Test func findingsThatDifferOnlyInTheirExpressionAreOrderedByIt() {
        let first = Diagnostic(rule: "dynamic-key", severity: .warning, message: "m", location: Self.location, expression: "a")
        let second = Diagnostic(rule: "dynamic-key", severity: .warning, message: "m", location: Self.location, expression: "b")
        #expect([second, first].sorted() == [first, second])
    }
}
