import Foundation
import StandInAppleFoundation
import StandInSwiftData
import StandInUIKit
import SwiftUI
import Testing

/// SwiftData, streamed text, colours and text entry as apps write them.
@MainActor
@Suite struct DataAndTextEntryBreadthTests {
    @Test func aStreamsBytesAreReadLineByLine() async throws {
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in Array("data: one\r\ndata: two\nlast".utf8) { continuation.yield(byte) }
            continuation.finish()
        }
        var lines: [String] = []
        for try await line in bytes.lines { lines.append(line) }
        #expect(lines == ["data: one", "data: two", "last"])
    }

    @Test func aColourResolvesInATraitCollectionsAppearance() {
        let dark = UIColor(Color(.systemBackground)).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.color.resolved(in: .light) == RGBA(0, 0, 0))
        #expect(UIPasteboard.general.image == nil)
    }

    @Test func stringsSortAndTextEntryIsAccepted() {
        let sorted = ["b", "a"].sorted(using: SortDescriptor(\String.self, comparator: .localizedStandard))
        #expect(sorted == ["a", "b"])
        let view = TextField("Name", text: .constant("")).autocapitalization(.none).buttonBorderShape(.roundedRectangle(radius: 8))
        #expect(!ScreenLayout().layout(view, name: "entry").allElements.isEmpty)
    }

    @Test func aContextHasNoUndoManagerByDefault() {
        #expect(ModelContext().undoManager == nil)
    }
}
