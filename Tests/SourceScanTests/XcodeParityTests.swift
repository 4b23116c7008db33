import Testing
@testable import SourceScan

/// Keys Xcode's extraction finds in shapes of code real apps use, each in a small snippet.
@Suite struct XcodeParityTests {
    @Test func implicitInitializersInKeyPositionsAreLookups() {
        let result = scan("""
            struct ModeSection: View {
                var body: some View {
                    Section(.init("Mode", table: "ModeSettings")) { EmptyView() }
                        .help(.init("Pick how the document opens", table: "Document"))
                }
            }
            enum Tab {
                case about, general
                var title: String {
                    switch self {
                    case .about: .init(localized: "Settings tab: About", defaultValue: "About")
                    case .general: .init(localized: "General")
                    }
                }
            }
            """)
        #expect(result.strings.map { [$0.key, $0.table, $0.defaultValue ?? "-"] } == [
            ["Mode", "ModeSettings", "-"], ["Pick how the document opens", "Document", "-"],
            ["Settings tab: About", "Localizable", "About"], ["General", "Localizable", "-"],
        ])
        #expect(result.findings.isEmpty)
    }

    @Test func appIntentsTitlesDialogsAndRepresentationsAreKeys() {
        let found = keys("""
            struct ToggleSearch: AppIntent {
                static var title: LocalizedStringResource = "Toggle Search"
                static var description = IntentDescription("Turns quick search on or off.")
                @Parameter(title: "Engine", description: "The engine to change", requestValueDialog: "Which engine?")
                var engine: String
                @Parameter(title: "State", default: true) var state: Bool
                static var parameterSummary: some ParameterSummary {
                    Summary("\\(\\.$state) Quick Search for \\(\\.$engine)")
                }
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: "Search is \\(state ? "on" : "off")")
                }
            }
            enum Operation: String, AppEnum {
                case turn, toggle
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Operation")
                static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [.turn: "Turn", .toggle: "Toggle"]
            }
            struct Engine: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Search Engine"
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Engine", subtitle: "Used for search") }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: ToggleSearch(), phrases: ["Toggle search in \\(.applicationName)"], shortTitle: "Toggle Search")
                }
            }
            """)
        #expect(found == [
            "Toggle Search", "Turns quick search on or off.", "Engine", "The engine to change", "Which engine?", "State",
            "${state} Quick Search for ${engine}", "Search is %@", "Operation", "Turn", "Toggle", "Search Engine",
            "Engine", "Used for search", "Toggle Search",
        ])
    }

    @Test func scenesMenusTableColumnsAndChartValuesAreKeys() {
        let found = keys("""
            @main struct Viewer: App {
                var body: some Scene {
                    WindowGroup("Photos") { ContentView() }
                    Window("Activity", id: "activity") { ActivityView() }
                    MenuBarExtra("Status", systemImage: "bolt") { StatusMenu() }
                    Settings { SettingsView() }
                        .commands { CommandMenu("Library") { Button("Import") {} } }
                }
            }
            struct Sales: View {
                var body: some View {
                    Table(rows) { TableColumn("Name", value: \\.name) }
                    Chart(days) { BarMark(x: .value("Day", $0.date), y: .value("Sales", $0.total)) }
                    SwiftUI.Section("Qualified") { EmptyView() }
                }
            }
            """)
        #expect(found == ["Photos", "Activity", "Status", "Library", "Import", "Name", "Day", "Sales", "Qualified"])
    }

    @Test func nestedTernariesAndNilBranchesGiveEveryLiteral() {
        let found = keys("""
            struct Level: View {
                let high: Bool, medium: Bool
                var body: some View {
                    Text(high ? "High" : medium ? "Medium" : "Low")
                    Row(note: high ? nil : "Not urgent")
                }
            }
            struct Row { init(note: LocalizedStringKey?) {} }
            """)
        #expect(found == ["High", "Medium", "Low", "Not urgent"])
    }

    @Test func enumsWithALocalizedStringKeyRawTypeListTheirCases() {
        let result = scan("""
            enum Access: LocalizedStringKey, CaseIterable {
                case managedOnly
                case everyone = "navigation.menu.everyone"
            }
            """)
        #expect(result.strings.map(\.key) == ["managedOnly", "navigation.menu.everyone"])
        #expect(result.strings.first?.location.column == 10)
    }

    @Test func localizationValueWrappedInStringLocalizedIsAKey() {
        let result = scan("let s = String(localized: String.LocalizationValue(\"Saved\"))")
        #expect(result.strings.map(\.key) == ["Saved"])
        #expect(result.findings.isEmpty)
    }

    @Test func previewsAreLeftOut() {
        let found = keys("""
            struct Card: View { var body: some View { Text("Shown") } }
            #Preview { Card().navigationTitle("Sample title") }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("Preview only") }
            }
            """)
        #expect(found == ["Shown"])
    }

    @Test func anIfFalseBlockIsNeverCompiledSoNeverExtracted() {
        let found = keys("""
            struct About: View {
                var body: some View {
                    #if false
                    Button("Show welcome page") {}
                    #else
                    Text("Updates")
                    #endif
                }
            }
            """)
        #expect(found == ["Updates"])
    }
}

/// Which declaration a call reaches, as Swift picks it.
@Suite struct OverloadTests {
    @Test func aDisfavoredStringOverloadLeavesTheKeyOne() {
        let found = keys("""
            let a = footnote("Refreshes every \\(30) seconds.")
            let t = ToastType.failure("Could not save")
            let u: ToastType = .failure("Could not load")
            """, """
            @ViewBuilder func footnote(_ title: LocalizedStringResource) -> some View { Text(title) }
            @_disfavoredOverload func footnote(_ title: String) -> some View { Text(title) }
            enum ToastType {
                case failure(Error)
                static func failure(_ message: LocalizedStringResource?) -> Self { .plain }
                @_disfavoredOverload static func failure(_ message: String?) -> Self { .plain }
            }
            """)
        #expect(found == ["Refreshes every %lld seconds.", "Could not save", "Could not load"])
    }

    @Test func anExplicitInitializerReplacesTheMemberwiseOne() {
        let found = keys("""
            let h = Header(title: "Privacy", description: "Choose what is shared.")
            """, """
            struct Header: View {
                let title: String
                let description: String?
                init(title: LocalizedStringResource, description: LocalizedStringResource?) {
                    self.title = String(localized: title)
                    self.description = description.map { String(localized: $0) }
                }
            }
            """)
        #expect(found == ["Privacy", "Choose what is shared."])
    }

    @Test func implicitInitializersAreMatchedByTheirLabels() {
        let found = keys("""
            let rows: [Row] = [.init(id: "short", label: "Short press:"), .init("Alt Text", value: 3)]
            let icon = Icon.init(id: "pink", name: "Pink")
            let other = Other(name: "not a key")
            """, """
            struct Row {
                let id: String
                let label: LocalizedStringResource
                init(id: String, label: LocalizedStringResource) { self.id = id; self.label = label }
                init(_ label: LocalizedStringResource, value: Int) { self.id = ""; self.label = label }
            }
            struct Icon { let id: String; let name: LocalizedStringResource }
            struct Other { let name: String }
            """)
        #expect(found == ["Short press:", "Alt Text", "Pink"])
    }

    @Test func anImplicitInitializerTakesTheTypeOfTheParameterItIsGivenTo() {
        let found = keys("""
            func confirm(model: Popups, archived: Bool) {
                model.show(message: "Move to…", [
                    .init(title: archived ? "Unarchive" : "Archive") { },
                    .init(title: "Delete", isDestructive: true) { },
                ])
                model.add(.init(title: "Saved"))
                model.showPlain(message: "Raw", [.init(label: "not a key")])
            }
            """, """
            final class Popups {
                struct Choice {
                    let title: String
                    init(title: LocalizedStringResource, isDestructive: Bool = false, action: @escaping () -> Void) {
                        self.title = String(localized: title)
                    }
                    @_disfavoredOverload
                    init(title: some StringProtocol, isDestructive: Bool = false, action: @escaping () -> Void) {
                        self.title = String(title)
                    }
                }
                struct Note { let title: LocalizedStringKey }
                struct Plain { let label: String }
                func show(message: LocalizedStringResource, _ choices: [Choice]?) {}
                func showPlain(message: String, _ plain: [Plain]) {}
                func add(_ note: Note) {}
            }
            struct Banner { init(title: String) {} }
            """)
        #expect(found == ["Move to…", "Unarchive", "Archive", "Delete", "Saved"])
    }

    @Test func overloadsThatDisagreeGiveNoKey() {
        let found = keys("let r = Badge(\"maybe\")", """
            struct Badge { init(_ text: LocalizedStringKey) {}; init(_ text: String) {} }
            """)
        #expect(found.isEmpty)
    }
}

/// Tuples whose declared type holds keys.
@Suite struct TupleKeyTests {
    @Test func tupleElementsAreKeysWhereTheTupleTypeSaysSo() {
        let found = keys("""
            struct Problem {
                var info: (String, LocalizedStringKey) {
                    if offline { return ("wifi.slash", "No connection to server.") }
                    return ("exclamationmark", "API error detected.")
                }
                func labels() -> (current: LocalizedStringResource, next: LocalizedStringResource) {
                    (current: "Blocked", next: "Unblock")
                }
            }
            let b = PlayButton(text: (on: "Pause", off: "Play"), icon: "play")
            """, """
            struct PlayButton { init(text: (on: LocalizedStringResource, off: LocalizedStringResource), icon: String) {} }
            """)
        #expect(found == ["No connection to server.", "API error detected.", "Blocked", "Unblock", "Pause", "Play"])
    }

    @Test func theTypeOfATupleElementDropsItsLabel() {
        #expect(CallSiteReader.tupleElementType(TypeName("(on:LocalizedStringKey,off:[String:Int])"), at: 1)
                == TypeName("[String:Int]"))
        #expect(CallSiteReader.tupleElementType(TypeName("(Int,LocalizedStringKey)"), at: 1) == .localizedStringKey)
        #expect(CallSiteReader.tupleElementType(TypeName("LocalizedStringKey"), at: 0) == nil)
    }
}

@Suite struct OptionalChainTests {
    @Test func anOptionalMemberReadThroughAnOptionalChainIsOptionalOnce() {
        let found = keys("""
            struct Stepper: View {
                let settings: Settings?
                var body: some View { Text("Up to \\(settings?.places ?? 2) places") }
            }
            struct Settings { var places: Int? }
            """)
        #expect(found == ["Up to %lld places"])
    }
}
