import SwiftUI
import Testing

@Observable
private final class Shelf {
    var name = "Shelf"
}

/// A screen that reads an object its preview forgets to provide: SwiftUI stops there, and so
/// does the render.
private struct ShelfView: View {
    @Environment(Shelf.self) var shelf
    var body: some View { Text(verbatim: shelf.name) }
}

#Preview("Forgets its shelf") {
    ShelfView()
}

@Suite struct FailingPreviewTests {
    @Test func aPreviewThatTrapsFailsInItsOwnProcessAndTheOthersStillRender() async throws {
        // In a process of its own, the trapping preview ends that process with a failure
        // instead of ending the run.
        await #expect(processExitsWith: .failure) {
            let record = Previews.all.first { $0.name == "Forgets its shelf" }
            await MainActor.run {
                guard let record else { return }
                _ = ScreenLayout().layout(record.makeView(), name: "forgets")
            }
        }
        // The other previews of the module still render here.
        let greeting = try #require(Previews.all.first { $0.name == "Greeting" })
        let texts = await MainActor.run { ScreenLayout().layout(greeting.makeView(), name: "greeting").texts }
        #expect(texts.map { $0.lines.map(\.text).joined() } == ["Hello Ada"])
    }
}
