import Foundation
import Harness
import L10n
import Testing
@testable import AppUI

/// The example's screens through the harness, as a team would test its own: the findings are
/// about this package's screens and catalogs.
@Suite struct AppUITests {
    static let catalogs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/AppUI/Resources").path

    static func report(_ selection: MatrixSelection) throws -> CheckReport {
        let checker = ScreenChecker(screens: try ScreenRegistry(screens).screens, catalogs: try CatalogSet.load(from: catalogs),
                                    rules: [FormalGermanRule()])
        return checker.run(try checker.matrix(selection))
    }

    @Test func theGermanReminderScheduleIsTruncated() throws {
        let report = try Self.report(MatrixSelection(screens: ["welcome"], locales: ["de"], sizes: ["L"], devices: ["iphone-se"],
                                                     schemes: ["light"]))
        let truncated = report.findings.filter { $0.rule == "text-truncated" }
        #expect(truncated.map { $0.matrix?.text } == ["An Werktagen um 9 Uhr morgens"])
        #expect(truncated.first?.message.hasPrefix("text \"An Werktagen um 9 Uhr morgens\" is cut short: only \"An Werktagen um") == true)
    }

    /// The team's own rule runs with the harness's: the German greeting says "Deine".
    @Test func theGermanGreetingIsInformal() throws {
        let report = try Self.report(MatrixSelection(screens: ["welcome"], locales: ["de", "en"], sizes: ["L"], devices: ["iphone-se"],
                                                     schemes: ["light"]))
        let informal = report.findings.filter { $0.rule == "formal-german" }
        #expect(informal.map { $0.matrix?.text } == ["Deine Listen, auf jedem Gerät."])
        #expect(Set(informal.flatMap { $0.matrix?.cells ?? [] }.map(\.locale)) == ["de"])
    }

    @Test func englishFits() throws {
        let report = try Self.report(MatrixSelection(screens: ["welcome"], locales: ["en"], sizes: ["L"], devices: ["iphone-se"],
                                                     schemes: ["light"]))
        #expect(report.findings.filter { $0.rule == "text-truncated" }.isEmpty)
    }

    @Test func germanMissesNotifications() throws {
        let report = try Self.report(MatrixSelection(screens: ["settings"], locales: ["de", "ar"], sizes: ["L"], devices: ["iphone-se"],
                                                     schemes: ["light"]))
        let missing = report.findings.filter { $0.rule == "missing-translation" }
        #expect(missing.map { $0.matrix?.text } == ["Notifications"])
        #expect(Set(missing.flatMap { $0.matrix?.cells ?? [] }.map(\.locale)) == ["de"])
    }
}
