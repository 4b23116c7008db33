import Testing
@testable import ScreenKit

/// A model a view loads as it appears, counting the loads.
@MainActor final class LoadingModel {
    var items: [String] = []
    var loads = 0
    func load() {
        loads += 1
        items = ["Milk", "Bread"]
    }
}

@MainActor struct AppearActionTests {
    @Test func stateSetOnAppearIsShown() {
        struct Screen: View {
            @State var title = "Loading…"
            var body: some View {
                Text(title).onAppear { title = "Groceries" }
            }
        }
        let screen = laidOut(Screen())
        #expect(textElement(screen, "Groceries") != nil)
        #expect(textElement(screen, "Loading…") == nil)
    }

    @Test func aModelLoadedOnAppearIsShownAndLoadedOnce() {
        struct Screen: View {
            let model: LoadingModel
            var body: some View {
                VStack {
                    ForEach(model.items, id: \.self) { Text($0) }
                }
                .onAppear { model.load() }
            }
        }
        let model = LoadingModel()
        let screen = laidOut(Screen(model: model))
        #expect(screen.texts.map(\.text) == ["Milk", "Bread"])
        #expect(model.loads == 1)
    }

    @Test func aChildsOwnStateAndItsParentsAreBothShown() {
        struct Child: View {
            @State var label = "child?"
            var body: some View { Text(label).onAppear { label = "child loaded" } }
        }
        struct Parent: View {
            @State var label = "parent?"
            var body: some View {
                VStack {
                    Text(label)
                    Child()
                }
                .onAppear { label = "parent loaded" }
            }
        }
        let texts = laidOut(Parent()).texts.map(\.text)
        #expect(texts == ["parent loaded", "child loaded"])
    }

    /// An `onAppear` written in a body belongs to that body even when a container of the app's
    /// own resolves it: the body that wrote it is evaluated again.
    @Test func anActionInsideAContainerUpdatesTheBodyThatWroteIt() {
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { VStack { content } }
        }
        struct Screen: View {
            @State var count = 0
            var body: some View {
                Card { Text("\(count) items").onAppear { count = 3 } }
            }
        }
        #expect(laidOut(Screen()).texts.map(\.text) == ["3 items"])
    }

    @Test func anActionOnThePreviewsRootRuns() {
        struct Screen: View {
            let model: LoadingModel
            var body: some View { Text(model.items.first ?? "empty") }
        }
        let model = LoadingModel()
        let screen = laidOut(Screen(model: model).onAppear { model.load() })
        #expect(screen.texts.map(\.text) == ["Milk"])
        #expect(model.loads == 1)
    }

    /// A presentation the first pass handed up is not shown twice.
    @Test func aSecondPassHandsUpItsPresentationsOnce() {
        struct Screen: View {
            @State var showAlert = true
            @State var title = "before"
            var body: some View {
                Text(title)
                    .alert(isPresented: $showAlert) { Alert(title: Text("Saved")) }
                    .onAppear { title = "after" }
            }
        }
        let screen = laidOut(Screen(), height: 400)
        #expect(screen.root.children.filter { $0.kind == .alert }.count == 1)
        #expect(textElement(screen, "after") != nil)
    }

    /// Bodies that keep registering actions stop at the screen's budget of second passes.
    @Test func nestedActionsStopAtTheBudget() {
        struct Level: View {
            let depth: Int
            let model: LoadingModel
            var body: some View {
                if depth < 8 {
                    HStack { Level(depth: depth + 1, model: model); Level(depth: depth + 1, model: model) }
                        .onAppear { model.loads += 1 }
                } else {
                    EmptyView()
                }
            }
        }
        let model = LoadingModel()
        _ = laidOut(Level(depth: 0, model: model))
        #expect(model.loads > 0)
        #expect(model.loads < 1_000)
    }
}
