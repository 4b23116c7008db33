import Testing
@testable import Diagnostics

@Test func severityOrdersErrorAboveWarningAboveNote() {
    #expect(Severity.error > .warning)
    #expect(Severity.warning > .note)
    #expect([Severity.note, .error, .warning].sorted() == [.note, .warning, .error])
}

@Test func diagnosticsSortByFileThenPositionThenRule() {
    let a = Diagnostic(rule: "b", severity: .error, message: "m", location: .init(file: "a", line: 2, column: 1))
    let b = Diagnostic(rule: "a", severity: .error, message: "m", location: .init(file: "a", line: 2, column: 1))
    let c = Diagnostic(rule: "a", severity: .error, message: "m", location: .init(file: "a", line: 1, column: 9))
    #expect([a, b, c].sorted() == [c, b, a])
}
