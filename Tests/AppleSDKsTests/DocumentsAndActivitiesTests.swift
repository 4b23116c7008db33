import Foundation
import StandInAppleFoundation
import StandInUniformTypeIdentifiers
import SwiftUI
import Testing

private struct Recipe: Codable, Equatable {
    var name: String
}

/// Handoff payloads, drops and document configurations as document-based apps use them.
@Suite struct DocumentsAndActivitiesTests {
    @Test func aTypedPayloadReadsBackAndMarksTheActivityChanged() throws {
        let activity = NSUserActivity(activityType: "org.example.recipe")
        #expect(throws: DecodingError.self) { try activity.typedPayload(Recipe.self) }
        try activity.setTypedPayload(Recipe(name: "Soup"))
        #expect(try activity.typedPayload(Recipe.self) == Recipe(name: "Soup"))
        #expect(activity.needsSave)
    }

    @Test func aSortComparatorShortcutComparesAsTheFinderDoes() {
        let comparator = KeyPathComparator(\Recipe.name, comparator: .localizedStandard)
        #expect(comparator.compare(Recipe(name: "File 2"), Recipe(name: "File 10")) == .orderedAscending)
    }

    @Test func aPreviewsDropHoldsNothingToLoad() {
        let loaded = LoadedBox()
        NSItemProvider().loadTransferable(type: String.self) { result in loaded.failed = (try? result.get()) == nil }
        #expect(loaded.failed)
    }

    @Test func aDocumentConfigurationBindsItsDocument() {
        var text = "Draft"
        let configuration = FileDocumentConfiguration(document: Binding(get: { PlainText(text: text) }, set: { text = $0.text }))
        configuration.document.text = "Final"
        #expect(text == "Final")
        #expect(configuration.fileURL == nil && configuration.isEditable)
    }
}

private final class LoadedBox: @unchecked Sendable {
    var failed = false
}

private struct PlainText: FileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws { text = "" }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
}
