import Foundation
import StandInUniformTypeIdentifiers
import SwiftUI
import Testing

/// A model that can be shared and dragged, as apps declare one.
private struct Recipe: Codable, Transferable {
    var title: String
    var photo: URL?

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
        FileRepresentation(exportedContentType: .jpeg) { recipe in SentTransferredFile(recipe.photo ?? URL(fileURLWithPath: "/")) }
            .suggestedFileName("Recipe.jpg")
        DataRepresentation(exportedContentType: .plainText) { recipe in Data(recipe.title.utf8) }
    }
}

/// `Transferable` types and their representations compile as apps write them, and a view
/// sharing one is drawn.
@Suite struct TransferableTests {
    @Test func aModelDeclaresItsRepresentations() {
        _ = Recipe.transferRepresentation
        let screen = ScreenLayout().layout(ShareLink("Share", item: "Pancakes"), name: "share", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.texts.contains { $0.text == "Share" })
    }
}
