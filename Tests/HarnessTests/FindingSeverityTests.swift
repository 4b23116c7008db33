import Diagnostics
import Testing
@testable import Harness
import ScreenKit

/// Severity by what the team can do: a finding in pseudo-locales alone is a note unless the same
/// element fails in a shipped locale too, and a screen that stops in one locale is `screen-failed`
/// there while the others are checked.
@Suite struct FindingSeverityTests {
    /// A button title in a column too narrow for the accented pseudo-locale's padding (and for
    /// the Polish of `catalog(polish:)` when it is long).
    private static let screens = [
        ScreenPreview("order") {
            VStack {
                Text("Order now").lineLimit(1).frame(width: 110)
                Spacer()
            }
        },
    ]

    private static func checker(polish: String) throws -> (ScreenChecker, TemporaryCatalogs) {
        let catalogs = try TemporaryCatalogs(["en": ["Order now": "Order now"], "pl": ["Order now": polish]])
        return (ScreenChecker(screens: screens, catalogs: try catalogs.load()), catalogs)
    }

    private static let selection = MatrixSelection(locales: ["en", "pl", "en-XA"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"])

    private static let layoutRules: Set<String> = ["text-truncated", "text-clipped"]

    @Test func aFindingInThePseudoLocaleAloneIsANote() throws {
        let (checker, catalogs) = try Self.checker(polish: "Zamów")
        let report = checker.run(try checker.matrix(Self.selection))
        let found = report.findings.filter { Self.layoutRules.contains($0.rule) }
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.occurrence.hasPrefix("en-XA") == true)
        #expect(found.first?.message.contains("Only the pseudo-locale en-XA shows it") == true)
        withExtendedLifetime(catalogs) {}
    }

    @Test func theSameElementFailingInAShippedLocaleKeepsItsSeverity() throws {
        let (checker, catalogs) = try Self.checker(polish: "Złóż zamówienie natychmiast")
        let report = checker.run(try checker.matrix(Self.selection))
        let found = report.findings.filter { Self.layoutRules.contains($0.rule) }
        #expect(found.count == 1)
        #expect(found.first.map { $0.severity > .note } == true)
        // Said in the shipped locale's words.
        #expect(found.first?.smallestRender.contains(" · pl · ") == true)
        #expect(found.first?.message.contains("pseudo-locale") == false)
        withExtendedLifetime(catalogs) {}
    }

    /// Says the screen "order" stops its process in Polish.
    private struct StopsInPolish: LocaleProbe {
        func failures(screens: [String], locales: [LocaleIdentifier]) -> [String: [LocaleIdentifier: String]] {
            locales.contains("pl") && screens.contains("order") ? ["order": ["pl": "Fatal error: Unexpectedly found nil"]] : [:]
        }
    }

    @Test func aScreenThatStopsInOneLocaleFailsThereAndIsCheckedInTheOthers() throws {
        var (checker, catalogs) = try Self.checker(polish: "Zamów")
        checker.probe = StopsInPolish()
        let report = checker.run(try checker.matrix(Self.selection))
        let failed = report.findings.filter { $0.rule == "screen-failed" }
        #expect(failed.count == 1)
        #expect(failed.first?.severity == .error)
        #expect(failed.first?.cells.map(\.locale) == ["pl"])
        #expect(failed.first?.message.contains("stopped its process in pl: Fatal error: Unexpectedly found nil") == true)
        // en-XA was still laid out and checked.
        #expect(report.findings.contains { Self.layoutRules.contains($0.rule) && $0.cells.map(\.locale) == ["en-XA"] })
        withExtendedLifetime(catalogs) {}
    }
}

/// A preview of a view only another platform's code shows (a Mac toolbar's button written in
/// `#if os(macOS)`): its iPhone layout and touch findings are notes, what it says is judged.
@Suite struct OtherPlatformViewSeverityTests {
    private static func report(otherPlatformView: String?) throws -> [Diagnostic] {
        let preview = ScreenPreview("refresh") {
            Button(action: {}) { Image(systemName: "arrow.clockwise") }.frame(width: 17, height: 17)
        }.showing(otherPlatformView: otherPlatformView)
        let checker = ScreenChecker(screens: [preview])
        let selection = MatrixSelection(locales: ["en"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"])
        return checker.run(try checker.matrix(selection)).findings.filter { $0.rule == "a11y-hit-target" }
    }

    @Test func aSmallButtonOnlyTheMacShowsIsANoteSayingWhy() throws {
        let found = try Self.report(otherPlatformView: "RefreshButton")
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.contains("RefreshButton, which the app's code uses only in branches iOS does not compile") == true)
    }

    @Test func theSameButtonOnAnIPhoneScreenKeepsItsSeverity() throws {
        let found = try Self.report(otherPlatformView: nil)
        #expect(found.count == 1)
        #expect(found.first.map { $0.severity > .note } == true)
    }
}
