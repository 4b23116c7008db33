import Observation
import SwiftUI
import Testing

/// An app's store, isolated to the main actor as Swift 6 app code writes it.
@MainActor @Observable
private final class TaskStore {
    var titles = ["Buy milk", "Call Ada"]
}

/// The same kind of model written with Combine's protocol, marked `@MainActor`.
@MainActor
private final class Profile: ObservableObject {
    @Published var name = "Ada Lovelace"
}

/// A view that reads main-actor state in its body: it compiles only because `View` is
/// `@MainActor`, as in SwiftUI.
private struct TaskList: View {
    let store: TaskStore
    @ObservedObject var profile: Profile

    var body: some View {
        VStack {
            Text(verbatim: profile.name)
            ForEach(store.titles, id: \.self) { title in Text(verbatim: title) }
        }
    }
}

/// A view type marked `@MainActor` explicitly, with a model made in its initializer.
@MainActor
private struct Greeting: View {
    let profile = Profile()
    var body: some View { Text("Hello, \(profile.name)") }
}

private func texts(_ screen: LaidOutScreen) -> [String] {
    screen.texts.compactMap(\.text)
}

@Suite struct MainActorViewTests {
    @Test func aViewReadingMainActorStateIsBuiltAndResolvedOnTheMainActorFromAnotherThread() {
        #expect(!MainActorRunner.isOnMainActor)
        let screen = ScreenLayout().layout(name: "tasks") { TaskList(store: TaskStore(), profile: Profile()) }
        #expect(texts(screen) == ["Ada Lovelace", "Buy milk", "Call Ada"])
    }

    @MainActor @Test func onTheMainActorAViewIsLaidOutDirectly() {
        let store = TaskStore()
        store.titles.append("Water plants")
        let screen = ScreenLayout().layout(TaskList(store: store, profile: Profile()), name: "tasks")
        #expect(texts(screen) == ["Ada Lovelace", "Buy milk", "Call Ada", "Water plants"])
    }

    @Test func anExplicitlyMainActorViewWithItsOwnModelIsBuiltOnTheMainActor() {
        let screen = ScreenLayout().layout(name: "greeting") { Greeting() }
        #expect(texts(screen) == ["Hello, Ada Lovelace"])
    }

    @Test func bodiesRunOnTheMainActorWhileTheLayoutRunsOnTheCallersThread() {
        struct Probe: View {
            var body: some View {
                Text(verbatim: MainActorRunner.isOnMainActor ? "main actor" : "elsewhere")
            }
        }
        #expect(texts(ScreenLayout().layout(Probe(), name: "probe")) == ["main actor"])
    }

    @Test func aGeometryReadersContentIsBuiltOnTheMainActorDuringLayout() {
        let screen = ScreenLayout().layout(name: "reader", in: ScreenConfiguration(device: .iPhoneSE)) {
            GeometryReader { proxy in
                Text(verbatim: MainActorRunner.isOnMainActor ? "\(Int(proxy.size.width)) pt on the main actor" : "elsewhere")
            }
        }
        #expect(texts(screen) == ["375 pt on the main actor"])
    }
}
