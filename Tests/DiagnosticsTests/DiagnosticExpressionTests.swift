import Foundation
import Testing
@testable import Diagnostics

/// A source finding carries the expression it is about in the one finding type, beside (not
/// instead of) a tool's attachment, and through JSON.
@Suite struct DiagnosticExpressionTests {
    static let location = SourceLocation(file: "View.swift", line: 3, column: 9)

    @Test func theExpressionIsKeptWhenTheMatrixChangesAndTheReverse() throws {
        var finding = Diagnostic(rule: "unlocalized-text", severity: .warning, message: "m", location: Self.location, expression: "Text(title)")
        #expect(finding.expression == "Text(title)" && finding.attachment == nil)
        finding.attachment = Tag(name: "a")
        #expect(finding.expression == "Text(title)")
        finding.attachment = nil
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

    @Test func attachmentsTakePartInEqualityAndOrder() {
        var first = Diagnostic(rule: "r", severity: .note, message: "m", location: Self.location)
        var second = first
        first.attachment = Tag(name: "a")
        second.attachment = Tag(name: "b")
        #expect(first != second)
        #expect([second, first].sorted().map { ($0.attachment as? Tag)?.name } == ["a", "b"])
        second.attachment = Tag(name: "a")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }
}

/// An attachment of a tool's own, for the tests.
private struct Tag: FindingAttachment, Hashable {
    var name: String
    var orderingKeys: [String] { [name] }
}
