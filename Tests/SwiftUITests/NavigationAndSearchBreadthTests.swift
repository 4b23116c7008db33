import Foundation
import SwiftUI
import Testing

/// Navigation, search and sheet API beside the common forms, drawn as the screen first appears.
@MainActor
@Suite struct NavigationAndSearchBreadthTests {
    private struct Token: Identifiable {
        let id: Int
        let name: String
    }

    private struct TallSheet: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.8 }
    }

    @Test func aPathIsSavedAndRestoredByItsLength() throws {
        var path = NavigationPath(["Inbox", "Message"])
        path.append(3)
        let saved = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
        #expect(restored.count == 3)
    }

    @Test func aTokenSearchDrawsThePlainFieldAndASheetItsContent() {
        @State var query = ""
        @State var tokens = [Token(id: 1, name: "Red")]
        let view = List { Text(verbatim: "Row") }
            .searchable(text: $query, tokens: $tokens) { token in Text(verbatim: token.name) }
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .transaction(value: query) { $0.animation = nil }
            .sheet(isPresented: .constant(false)) { Text(verbatim: "Sheet").presentationDetents([.medium, .custom(TallSheet.self)]) }
        let screen = ScreenLayout().layout(view, name: "search", in: ScreenConfiguration(device: .iPhoneSE))
        let texts = screen.texts.compactMap(\.text)
        #expect(texts.contains("Row") && !texts.contains("Red") && !texts.contains("Sheet"))
        #expect(screen.unsettled.isEmpty)
    }

    @Test func aURLHandlerMayPassAnotherURLOn() {
        final class Seen: @unchecked Sendable { var urls: [URL] = [] }
        let seen = Seen()
        let action = OpenURLAction { url in
            seen.urls.append(url)
            return .systemAction(URL(fileURLWithPath: "/other"))
        }
        action(URL(fileURLWithPath: "/link"))
        #expect(seen.urls == [URL(fileURLWithPath: "/link")])
    }
}
