import Foundation
import ScreenKit
import Testing
@testable import DoIt

/// One recorded rendering: a screen state in a variant, locale and size on an iPhone 11.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    var screen: String
    var state: String
    var variant: AppVariant
    var locale: String
    var size: ContentSizeCategory

    /// `detail-scroll-notes.as-written.pl.AX5.tree.txt`.
    var fileName: String {
        "\(screen)-\(state).\(variant).\(locale).\(size.shortName).tree.txt"
    }

    var testDescription: String { fileName }

    static let locales = ["en", "pl", "ar"]
    static let sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

    /// The as-written states recorded besides each screen's default: the book's bugs.
    static let asWrittenStates: Set<String> = ["detail/fixed-header", "detail/scroll-notes", "list/sort-sheet", "list/all-items"]

    /// Every state of the fixed app, and the as-written defaults and bug states, in en, pl and ar
    /// at Large and AX5.
    static let all: [SnapshotCase] = DoItScreens.all.flatMap { screen in
        screen.states.flatMap { state in
            var variants: [AppVariant] = [.fixed]
            if state == screen.defaultState || asWrittenStates.contains("\(screen.id)/\(state.id)") { variants.append(.asWritten) }
            return variants.flatMap { variant in
                locales.flatMap { locale in
                    sizes.map { SnapshotCase(screen: screen.id, state: state.id, variant: variant, locale: locale, size: $0) }
                }
            }
        }
    }
}

/// The `tree` rendering of every recorded case matches the file under `__Snapshots__`.
/// Re-record after an intended change with `L10N_RECORD=1 swift test --filter SnapshotTests`.
@Suite struct SnapshotTests {
    static let folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    static let recording = ProcessInfo.processInfo.environment["L10N_RECORD"] == "1"

    @Test(arguments: SnapshotCase.all)
    func treeMatchesTheRecording(_ snapshot: SnapshotCase) throws {
        let screen = try Rendering.layout(snapshot.screen, state: snapshot.state, variant: snapshot.variant,
                                          locale: snapshot.locale, size: snapshot.size)
        let rendered = screen.rendered(as: .tree)
        let file = Self.folder.appendingPathComponent(snapshot.fileName)
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: file, options: .atomic)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path), let recorded = String(data: data, encoding: .utf8) else {
            Issue.record("no recording \(snapshot.fileName); record with L10N_RECORD=1 swift test --filter SnapshotTests")
            return
        }
        #expect(rendered == recorded, "\(snapshot.fileName) changed: \(Self.firstDifference(recorded, rendered))")
    }

    @Test func everyRecordingBelongsToACase() throws {
        let names = Set(SnapshotCase.all.map(\.fileName))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        let stale = files.filter { $0.hasSuffix(".tree.txt") && !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "recordings with no case (remove them): \(stale)")
    }

    @Test func renderingIsDeterministic() throws {
        let first = try Rendering.layout("home", locale: "ar", size: .accessibilityExtraExtraExtraLarge).rendered(as: .tree)
        let second = try Rendering.layout("home", locale: "ar", size: .accessibilityExtraExtraExtraLarge).rendered(as: .tree)
        #expect(first == second)
    }

    /// "line N: expected … / got …" for the first line that differs.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "<end>"
            let b = index < new.count ? String(new[index]) : "<end>"
            if a != b { return "line \(index + 1): expected \(a) / got \(b)" }
        }
        return "no line differs"
    }
}
