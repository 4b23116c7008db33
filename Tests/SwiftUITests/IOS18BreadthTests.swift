import Foundation
@testable import SwiftUI
import Testing

/// A container of the app's own that reads its subviews' sections and container values.
private struct Shelf<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(sections: content) { section in
                section.header
                section.content
                Text(verbatim: section.containerValues.accent == .blue ? "Default accent" : "Other accent")
            }
        }
    }
}

extension ContainerValues {
    @Entry var accent: Color = .blue
}

extension Transaction {
    @Entry var isUserInitiated = false
}

/// A fade of the app's own.
private struct Fade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
}

/// Draws its text's lines itself.
private struct Highlighter: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

private struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
}

private struct Token: Identifiable {
    let id: Int
    var name: String
}

/// A settings screen of iOS 17–18 idioms around the controls it draws.
private struct Settings: View {
    @State private var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    @State private var weight: Double?
    @State private var query = ""
    @State private var tokens: [Token] = []
    @State private var customization = TabViewCustomization()
    @FocusState private var searching: Bool
    @Namespace private var zoom
    let urls = [URL(fileURLWithPath: "/tmp/a.pdf")]

    var body: some View {
        VStack {
            Toggle("All alarms", sources: $alarms, isOn: \.isOn)
            TextField("Weight", value: $weight, format: .number, prompt: Text(verbatim: "kg"))
            Text(verbatim: "Boxed").border(.separator, width: 2)
            Text(verbatim: "Shown").transition(Fade()).transition(.symbolEffect).textRenderer(Highlighter())
            Shelf { Text(verbatim: "Book").containerValue(\.accent, .red) }
            ShareLink(items: urls) { url in SharePreview(url.lastPathComponent) }
            Color.red.frame(width: 10, height: 10)
                .matchedTransitionSource(id: 1, in: zoom) { source in source.clipShape(RoundedRectangle(cornerRadius: 8)).shadow(radius: 4) }
        }
        .searchable(text: $query, tokens: $tokens, prompt: Text(verbatim: "Find")) { Text($0.name) }
        .searchFocused($searching)
        .searchSuggestions { Text(verbatim: "Food").searchCompletion(Token(id: 1, name: "Food")) }
        .labelsVisibility(.hidden)
        .tabViewCustomization($customization)
        .scrollTargetBehavior(Snap())
    }
}

/// A scroll behavior of the app's own.
private struct Snap: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
    }
}

@Suite struct IOS18BreadthTests {
    @MainActor @Test func settingsOfIOS17And18IdiomsDrawTheirControls() throws {
        let screen = ScreenLayout().layout(Settings(), name: "settings", in: ScreenConfiguration(device: .iPhone16))
        let texts = screen.allElements.compactMap(\.text)
        #expect(texts.contains("All alarms"))
        #expect(texts.contains("Boxed"))
        #expect(texts.contains("Shown"))
        #expect(texts.contains("Book"))
        // A container value the container reads is its default in a render.
        #expect(texts.contains("Default accent"))
        #expect(texts.contains("Share"))
    }

    @Test func aToggleOfSourcesIsOnOnlyWhenEveryOneIs() {
        var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
        let sources = Binding(get: { alarms }, set: { alarms = $0 })
        let all = Toggle<Text>.all(Toggle<Text>.elements(of: sources), \.isOn)
        #expect(all.wrappedValue == false)
        all.wrappedValue = true
        #expect(alarms.map(\.isOn) == [true, true])
        #expect(all.wrappedValue == true)
    }

    @Test func transactionAndContainerEntriesReadTheirDefaults() {
        var transaction = Transaction()
        transaction.isUserInitiated = true
        #expect(transaction.isUserInitiated == false)
        #expect(ContainerValues().accent == .blue)
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity)
    }
}
