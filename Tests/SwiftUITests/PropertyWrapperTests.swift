import Observation
import SwiftUI
import Testing

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

@Observable
private final class Library {
    var title = "Reading list"
}

private final class Counter: ObservableObject {
    @Published var count = 2
}

/// The texts of the view `makeView` builds on the main actor, as SwiftUI builds views with
/// property wrappers.
private func shownTexts<V: View>(_ makeView: @MainActor () -> V) -> [String] {
    ScreenLayout().layout(name: "test", view: makeView).texts.map { $0.lines.map(\.text).joined() }
}

@Suite struct PropertyWrapperTests {
    @Test func customEnvironmentKeyHasItsDefaultUntilSet() {
        struct Probe: View {
            @Environment(\.accentName) var accentName
            var body: some View { Text(verbatim: accentName) }
        }
        #expect(shownTexts { VStack { Probe(); Probe().environment(\.accentName, "green") } } == ["blue", "green"])
    }

    @Test func observableObjectIsReadFromTheEnvironmentByType() {
        struct Probe: View {
            @Environment(Library.self) var library
            var body: some View { Text(verbatim: library.title) }
        }
        #expect(shownTexts { Probe().environment(Library()) } == ["Reading list"])
    }

    @Test func stateBindingAndBindableShareOneValue() {
        struct Editor: View {
            @Binding var name: String
            var body: some View { Text(verbatim: name) }
        }
        struct Screen: View {
            @State var name = "Draft"
            var body: some View {
                let _ = { $name.wrappedValue = "Final" }()
                Editor(name: $name)
            }
        }
        #expect(shownTexts { Screen() } == ["Final"])
        let library = Library()
        @Bindable var bindable = library
        $bindable.title.wrappedValue = "Changed"
        #expect(library.title == "Changed")
    }

    @Test func observedAndEnvironmentObjectsReadTheirObject() {
        struct Probe: View {
            @EnvironmentObject var counter: Counter
            var body: some View { Text(verbatim: "\(counter.count)") }
        }
        #expect(shownTexts { Probe().environmentObject(Counter()) } == ["2"])
        let counter = Counter()
        let observed = ObservedObject(wrappedValue: counter)
        observed.projectedValue.count.wrappedValue = 5
        #expect(counter.count == 5)
    }

    @Test func appStorageReadsItsDefaultThenWhatWasWritten() {
        let first = AppStorage(wrappedValue: false, "PropertyWrapperTests.flag")
        #expect(first.wrappedValue == false)
        first.projectedValue.wrappedValue = true
        let second = AppStorage(wrappedValue: false, "PropertyWrapperTests.flag")
        #expect(second.wrappedValue == true)
    }
}

/// Lifecycle actions a preview runs as the screen appears.
@Suite struct AppearLifecycleTests {
    @Test func anObservableModelLoadedOnAppearIsShown() {
        struct Screen: View {
            @State private var library = Library()
            var body: some View {
                Text(library.title).onAppear { library.title = "Loaded list" }
            }
        }
        #expect(shownTexts { Screen() } == ["Loaded list"])
    }

    @Test func onChangeRunsAsTheViewAppearsOnlyWhenInitial() {
        struct Screen: View {
            @State private var query = "milk"
            @State private var first = "none"
            @State private var second = "none"
            var body: some View {
                VStack {
                    Text(first).onChange(of: query, initial: true) { old, new in first = "\(old)→\(new)" }
                    Text(second).onChange(of: query) { second = "changed" }
                }
            }
        }
        #expect(shownTexts { Screen() } == ["milk→milk", "none"])
    }
}

/// A model a screen loads in `.task`, from sample data (no wait) or from another actor (a wait).
@MainActor @Observable private final class TaskModel {
    var items: [String] = []
    var isLoading = false
    func loadSamples() async { items = ["Milk", "Bread"] }
    func loadFrom(_ service: SampleService) async {
        isLoading = true
        items = await service.fetch()
        isLoading = false
    }
}

private actor SampleService {
    func fetch() -> [String] { ["from the server"] }
}

extension AppearLifecycleTests {
    @Test func aTaskThatFinishesAtOnceIsShownDone() {
        struct Screen: View {
            @State private var model = TaskModel()
            var body: some View {
                VStack { ForEach(model.items, id: \.self) { Text($0) } }
                    .task { await model.loadSamples() }
            }
        }
        #expect(shownTexts { Screen() } == ["Milk", "Bread"])
    }

    /// A task that waits for another actor is not waited for: the screen is shown as before it
    /// started, not half-loaded.
    @Test func aTaskThatWaitsLeavesTheScreenAsItWas() {
        struct Screen: View {
            @State private var model = TaskModel()
            let service = SampleService()
            var body: some View {
                VStack {
                    if model.isLoading { Text("Loading") }
                    Text("\(model.items.count) items")
                }
                .task(id: 1) { await model.loadFrom(service) }
            }
        }
        #expect(shownTexts { Screen() } == ["0 items"])
    }
}

extension AppearLifecycleTests {
    /// A preview that left out an object only the screen's task reads is checked as drawn: the
    /// task, which would stop on the missing object, is not run.
    @Test func actionsOfAViewMissingItsEnvironmentObjectAreNotRun() {
        struct Screen: View {
            @Environment(Library.self) private var library
            @State private var status = "idle"
            var body: some View {
                Text(status).onAppear { status = library.title }
            }
        }
        #expect(shownTexts { Screen() } == ["idle"])
        #expect(shownTexts { Screen().environment(Library()) } == ["Reading list"])
    }
}
