import Foundation
import Harness
import ScreenKit
import Testing
@testable import DoIt

/// The renders recorded for one screen state in one variant: en, pl and ar at Large and AX5 on an
/// iPhone 11, in light.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    var screen: String
    var state: String
    var variant: AppVariant

    var testDescription: String { "\(screen)/\(state) (\(variant))" }

    static let selection = (locales: ["en", "pl", "ar"], sizes: ["L", "AX5"], devices: ["iphone-11"], schemes: ["light"])

    /// The as-written states recorded besides each screen's default: the book's bugs.
    static let asWrittenStates: Set<String> = ["detail/fixed-header", "detail/scroll-notes", "list/sort-sheet", "list/all-items"]

    /// Every state of the fixed app, and the as-written defaults and bug states.
    static let all: [SnapshotCase] = DoItScreens.all.flatMap { screen in
        screen.states.flatMap { state in
            var variants: [AppVariant] = [.fixed]
            if state == screen.defaultState || asWrittenStates.contains("\(screen.id)/\(state.id)") { variants.append(.asWritten) }
            return variants.map { SnapshotCase(screen: screen.id, state: state.id, variant: $0) }
        }
    }

    /// The matrix of the case's renders.
    func matrix(_ checker: ScreenChecker) throws -> CheckMatrix {
        try checker.matrix(MatrixSelection(screens: ["\(screen)/\(state)"], locales: Self.selection.locales, sizes: Self.selection.sizes,
                                           devices: Self.selection.devices, schemes: Self.selection.schemes))
    }

    /// The store's name for the variant (nil for the default one, as `l10n check --snapshots` names it).
    var storeVariant: String? { variant == .fixed ? nil : variant.rawValue }
}

/// The `tree` rendering of every recorded case matches its file under `__Snapshots__`, compared
/// by the harness's `SnapshotStore` (the store `l10n check --snapshots` uses). Re-record after an
/// intended change with `L10N_RECORD=1 swift test --filter DoItTests.SnapshotTests`: a recording
/// run fails, so a recording never passes as a test.
@Suite struct SnapshotTests {
    static let folder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").path
    static let recording = ProcessInfo.processInfo.environment["L10N_RECORD"] == "1"
    static let catalogs = Result { try CatalogSet.load(from: DoItCatalogs.root) }

    @Test(arguments: SnapshotCase.all)
    func treesMatchTheRecordings(_ snapshot: SnapshotCase) throws {
        let checker = ScreenChecker(screens: ScreenPreview.doIt(snapshot.variant), catalogs: try Self.catalogs.get())
        let store = try SnapshotStore(directory: Self.folder, record: Self.recording, variant: snapshot.storeVariant)
        for cell in try snapshot.matrix(checker).cells {
            store.observe(try checker.render(cell), cell: cell, findings: [])
        }
        let summary = try store.summary()
        if Self.recording {
            Issue.record("recorded \(summary.compared) snapshots of \(snapshot.testDescription); run again without L10N_RECORD to compare")
            return
        }
        #expect(summary.compared == 6)
        #expect(summary.missing.isEmpty, "no recording of \(summary.missing); record with L10N_RECORD=1")
        #expect(summary.changed.isEmpty, "\(summary.changed.map { "\($0.file):\n\($0.diff)" }.joined(separator: "\n"))")
    }

    @Test func everyRecordingBelongsToACase() throws {
        var names = Set<String>()
        for snapshot in SnapshotCase.all {
            let checker = ScreenChecker(screens: ScreenPreview.doIt(snapshot.variant))
            for cell in try snapshot.matrix(checker).cells {
                names.insert((snapshot.storeVariant.map { $0 + "." } ?? "") + SnapshotStore.fileName(for: cell))
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder)) ?? []
        let stale = files.filter { $0.hasSuffix(".tree.txt") && !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "recordings with no case (remove them): \(stale)")
    }

    @Test func renderingIsDeterministic() throws {
        let first = try Rendering.layout("home", locale: "ar", size: .accessibilityExtraExtraExtraLarge).rendered(as: .tree)
        let second = try Rendering.layout("home", locale: "ar", size: .accessibilityExtraExtraExtraLarge).rendered(as: .tree)
        #expect(first == second)
    }
}
