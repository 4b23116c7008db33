import SwiftUI
import Testing

/// SwiftUI signatures that real screens use and that were missing: each compiles as SwiftUI
/// spells it and draws what SwiftUI draws.
@Suite struct SignatureGapTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "gap", in: ScreenConfiguration(device: .iPhoneSE))
    }

    private func texts(_ view: some View) -> [String] {
        layout(view).allElements.compactMap(\.text)
    }

    @Test func aProgressBarWithALabelShowsTheLabelAndItsValue() throws {
        let screen = layout(ProgressView(value: 0.3, total: 1) { Text(verbatim: "Uploading") })
        #expect(screen.allElements.compactMap(\.text) == ["Uploading"])
        #expect(screen.allElements.contains { $0.accessibility.value == "30%" })
        #expect(texts(ProgressView("Uploading" as String, value: 0.5)) == ["Uploading"])
    }

    @Test func aStepperWithActionsIsTitled() {
        #expect(texts(Stepper("Servings", onIncrement: {}, onDecrement: {})) == ["Servings"])
        let title = "Servings"
        #expect(texts(Stepper(title, onIncrement: nil, onDecrement: {})) == ["Servings"])
    }

    @Test func aSearchFieldFollowingIsPresentedShowsItsPrompt() {
        let field = List { Text(verbatim: "Milk") }.searchable(text: .constant(""), isPresented: .constant(false), prompt: "Find groceries")
        #expect(texts(field).contains("Find groceries"))
        let textPrompt = List { Text(verbatim: "Milk") }.searchable(text: .constant(""), isPresented: .constant(true), prompt: Text(verbatim: "Find"))
        #expect(texts(textPrompt).contains("Find"))
    }

    @Test func aLiteralSearchPromptIsLookedUpAndPointsAtTheAppsLine() throws {
        for field in [AnyView(List { Text(verbatim: "Milk") }.searchable(text: .constant(""), prompt: "Search")),
                      AnyView(List { Text(verbatim: "Milk") }.searchable(text: .constant(""), isPresented: .constant(false), prompt: "Search"))] {
            let screen = ScreenLayout().layout(field, name: "search", in: ScreenConfiguration(device: .iPhone16))
            let prompt = try #require(screen.allElements.first { $0.text == "Search" && $0.kind == .text })
            #expect(prompt.sources.map(\.origin) == [.localized])
            #expect(prompt.sourceLocation?.file.hasSuffix("SignatureGapTests.swift") == true)
        }
    }

    /// A timer's bar is filled as at the render's reference date, whatever the clock says.
    @Test func aTimerBarIsFilledAsAtTheReferenceDate() {
        let start = FixedClock.referenceDate.addingTimeInterval(-30)
        let countdown = layout(ProgressView(timerInterval: start...start.addingTimeInterval(120)) { Text(verbatim: "Left") })
        #expect(countdown.allElements.contains { $0.accessibility.value == "75%" })
        let elapsed = layout(ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: false))
        #expect(elapsed.allElements.contains { $0.accessibility.value == "25%" })
    }

    /// iOS 18's selection of a text field or editor is accepted; the field draws as before.
    @Test func aFieldWithASelectionDrawsItsPlaceholder() {
        let field = TextField("Note", text: .constant(""), selection: .constant(TextSelection(insertionPoint: "".startIndex)))
        #expect(texts(field).contains("Note"))
        #expect(TextSelection(insertionPoint: "".startIndex).isInsertion)
        #expect(texts(TextEditor(text: .constant("Milk"), selection: .constant(nil))) == ["Milk"])
    }

    @Test func theEmptySearchStateNamesTheSearch() {
        #expect(texts(ContentUnavailableView.search(text: "milk")).contains("No Results for “milk”"))
        #expect(texts(ContentUnavailableView.search).contains("No Results"))
    }

    /// The system's own words are the system's, in the render's language: no app catalog is asked
    /// for them, so none reports them missing.
    @Test func theSearchFieldAndEmptySearchSpeakTheSystemsWords() {
        let polish = ScreenConfiguration(device: .iPhoneSE, locale: LocaleIdentifier(language: "pl", region: "PL"))
        let field = ScreenLayout().layout(List { Text(verbatim: "Mleko") }.searchable(text: .constant("")), name: "gap", in: polish)
        let prompt = field.allElements.first { $0.text == "Szukaj" }
        #expect(prompt?.sources.map(\.origin) == [.system])
        let empty = ScreenLayout().layout(ContentUnavailableView.search(text: "mleko"), name: "gap", in: polish).allElements.compactMap(\.text)
        #expect(empty.contains("Brak wyników dla „mleko”") && empty.contains("Sprawdź pisownię lub spróbuj wyszukać ponownie."))
    }

    @Test func aPagedTabViewIsStillDrawn() {
        let tabs = TabView { Text(verbatim: "First").tabItem { Text(verbatim: "One") } }
        #expect(texts(tabs.tabViewStyle(.page)) == texts(tabs))
        #expect(texts(tabs.tabViewStyle(.page(indexDisplayMode: .never))) == texts(tabs))
    }

    @Test func alertsAndDialogsTitledWithATextOrAStringPresentData() throws {
        let title = "Delete list"
        let shown = layout(Text(verbatim: "Lists").alert(Text(verbatim: "Delete?"), isPresented: .constant(true), presenting: 3) { count in
            Button("Delete \(count)") {}
        } message: { count in Text(verbatim: "\(count) items") })
        let alert = try #require(shown.root.children.last)
        #expect(alert.kind == .alert)
        #expect(alert.allElements.compactMap(\.text).contains("Delete?"))
        #expect(alert.allElements.compactMap(\.text).contains("3 items"))
        let none = layout(Text(verbatim: "Lists").alert(title, isPresented: .constant(true), presenting: Int?.none) { _ in Button("OK") {} })
        #expect(!none.root.children.contains { $0.kind == .alert })
        let dialog = layout(Text(verbatim: "Lists").confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible,
                                                                       presenting: 2) { count in Button("Delete \(count)") {} })
        let sheet = try #require(dialog.root.children.last)
        #expect(sheet.kind == .actionSheet)
        #expect(sheet.allElements.compactMap(\.text).contains("Delete list"))
    }

    @Test func aColorTintsTheButtonsInside() throws {
        let screen = layout(Button(action: {}) { Text(verbatim: "Save") }.tint(.orange))
        let text = try #require(screen.allElements.first { $0.text == "Save" })
        #expect(text.foreground?.description == Color.orange.description)
    }
}

/// Scene types an app composes beside its `@main` type, as apps write them: they compile, and
/// hold nothing to draw.
private struct LibraryScenes: Scene {
    var body: some Scene {
        WindowGroup { Text(verbatim: "Library") }
            .defaultSize(width: 800, height: 600)
            .commands { CommandMenu("Shelf") { Button("Add") {} } }
        Window("Stats", id: "stats") { Text(verbatim: "Stats") }
            .windowResizability(.contentSize)
        WindowGroup(for: UUID.self) { $id in Text(verbatim: id?.uuidString ?? "") }
        Settings { Text(verbatim: "Preferences") }
        MenuBarExtra("Library", systemImage: "books.vertical") { Text(verbatim: "Open") }
            .menuBarExtraStyle(.window)
    }
}

/// An `App` type outside the `@main` file, with windows opened by identifier and value and a
/// scene that handles background refreshes without importing BackgroundTasks.
private struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { NoteWindow(id: nil) }
            .backgroundTask(.appRefresh("feed.refresh")) {}
        WindowGroup("Note", id: "note-detail", for: UUID.self) { $noteID in NoteWindow(id: noteID) }
    }
}

private struct NoteWindow: View {
    let id: UUID?
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var query = ""
    @State private var tags: [Tag] = []
    var body: some View {
        Text(verbatim: id?.uuidString ?? "No note")
            .searchable(text: $query, tokens: $tags, suggestedTokens: .constant([Tag(name: "work")]), prompt: Text("Search notes")) { tag in
                Text(verbatim: tag.name)
            }
            .onDisappear { if let id { dismissWindow(id: "note-detail", value: id) } }
    }

    struct Tag: Identifiable {
        var id: String { name }
        let name: String
    }
}

@Suite struct SceneDeclarationTests {
    @Test @MainActor func anAppTypeOutsideTheEntryCompilesAndItsWindowsViewsDraw() {
        #expect(String(describing: type(of: ReaderApp().body)) == "TupleScene")
        let screen = ScreenLayout().layout(NoteWindow(id: nil), name: "note", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "No note" })
    }

    @Test @MainActor func aSceneTypeOfTheAppsOwnCompiles() {
        #expect(String(describing: type(of: LibraryScenes().body)) == "TupleScene")
        let field = TextField("Note", text: .constant("")).writingToolsBehavior(.disabled)
        let screen = ScreenLayout().layout(field, name: "t", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "Note" })
    }
}
