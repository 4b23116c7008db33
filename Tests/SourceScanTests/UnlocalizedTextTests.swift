import Testing
@testable import SourceScan

@Suite struct UnlocalizedTextTests {
    @Test func stringValuesTheCodeFillsAndConcatenationsAreReportedAndVerbatimIsNot() {
        let result = scan("""
            struct Row: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(verbatim: "Version 2")
                        Text(title)
                        Text("Hello " + title)
                        Button(title) { }
                        Text(verbatim: title)
                    }
                }
            }
            let row = Row(title: "Guest")
            """)
        let findings = result.findings(.unlocalizedText)
        #expect(findings.map(\.expression) == ["Text(title)", "Text(\"Hello \" + title)", "Button(title) { }"])
        #expect(findings.map(\.severity) == [.warning, .warning, .warning])
        #expect(findings.map(\.location.line) == [6, 7, 8])
        #expect(findings.count == 3 && findings[1].message.contains("concatenation"))
    }

    @Test func anIgnoreCommentSilencesTheLine() {
        let result = scan("""
            let greeting = "Welcome"
            let a = Text(greeting) // l10n:ignore
            let b = Text(greeting)
            let c = Text("// l10n:ignore inside a literal"); let d = Text(greeting)
            """)
        #expect(result.findings.map(\.location.line) == [3, 4])
    }

    @Test func localizedValuesAndUnknownTypesAreNotReported() {
        let result = scan("""
            struct Row {
                let title: LocalizedStringKey
                var body: some View { VStack { Text(title); Text(someValue) } }
            }
            """)
        #expect(result.findings.isEmpty)
    }

    @Test func valuesAlreadyLocalizedAreNotReported() {
        let result = scan("""
            struct Row: View {
                let error: Error
                let date: Date
                let count: Int
                let kind: Kind
                var title: String { String(localized: "Settings") }
                var subtitle: String {
                    switch kind {
                    case .a: return String(localized: "A")
                    case .b: return NSLocalizedString("B", comment: "")
                    }
                }
                static let footer = String(localized: "Footer")
                func heading() -> String { String(format: NSLocalizedString("%lld rows", comment: ""), count) }
                var plain: String { "raw" }
                var body: some View {
                    VStack {
                        Text(String(localized: "Hello"))
                        Text(error.localizedDescription)
                        Text(date.formatted(date: .abbreviated, time: .omitted))
                        Text(count.formatted())
                        Text(title)
                        Text(self.subtitle)
                        Text(Row.footer)
                        Text(heading())
                        Text(formatter.string(from: date))
                        Text(error?.localizedDescription ?? "")
                        Text(verbatim: date.formatted())
                        Text(plain)
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(plain)"])
    }

    @Test func aModifierIsReportedAtItsArgumentNotAtTheStartOfTheChain() {
        let result = scan("""
            struct Screen: View {
                let title: String
                var body: some View {
                    VStack {
                        Text("Body")
                    }
                    .padding()
                    .navigationTitle(title)
                }
            }
            let lists = Screen(title: "Lists")
            """)
        let finding = result.findings(.unlocalizedText).first
        #expect(finding?.location == .init(file: "View.swift", line: 8, column: 26))
        #expect(finding?.expression == ".navigationTitle(title)")
    }

    @Test func aStoredPropertyEveryConstructionFillsWithLocalizedTextIsNotReported() {
        let result = scan("""
            struct Tool { let name: String; let icon: String }
            struct Card { let title: String }
            let tools = [Tool(name: String(localized: "Timer"), icon: "stopwatch"),
                         Tool(name: NSLocalizedString("Scrambler", comment: ""), icon: "cube")]
            struct ToolRow: View {
                let tool: Tool
                let card: Card
                var body: some View {
                    VStack {
                        Text(tool.name)
                        Text(tool.icon)
                        Text(card.title)
                    }
                }
            }
            struct Badge: View {
                let name: String
                var body: some View { Text(name) }
            }
            let badge = Badge(name: String(localized: "New"))
            """, "let card = Card(title: \"Shown as it is\")\nstruct Plain { let name: String }\nlet p = Plain(name: \"x\")")
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(tool.icon)", "Text(card.title)"])
    }

    @Test func aStatePropertySetOnlyToLocalizedTextIsNotReported() {
        let result = scan("""
            struct Actions: View {
                @State var failure = ""
                @State var status = ""
                var body: some View {
                    VStack {
                        Text(failure)
                        Text(status)
                    }
                    .task {
                        do { try await refresh() } catch { failure = error.localizedDescription }
                        status = "Refreshing"
                        status = String(localized: "Done")
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(status)"])
    }

    @Test func textWithNoWordsOrKeptAsItIsOnPurposeIsNotReported() {
        let result = scan("""
            struct Handle: View {
                let host: String
                let saved: Bool
                let count: Int
                var handle: String { "@\\(host)" }
                var body: some View {
                    VStack {
                        Text(verbatim: "")
                        Text(verbatim: " ")
                        Text(verbatim: "@\\(host)")
                        Text(verbatim: saved ? " " : "")
                        Text(verbatim: "1")
                        SecureField(String(""), text: .constant(""))
                        Text(verbatim: "Offline")
                        Button(String("Reset Cache")) { }
                        Text(handle)
                        Text(String(count))
                        Text(String(host.count + 1))
                        TextField("Address", text: .constant(""), prompt: Text(verbatim: "https://example.com/?q=%s"))
                        Text(verbatim: "Open https://example.com")
                    }
                }
            }
            """)
        // `Text(verbatim: "Offline")` and `Button(String("Reset Cache"))` keep their text on purpose.
        #expect(result.findings(.unlocalizedText).isEmpty)
    }

    @Test func storedTextOfDecodedOrPersistedTypesIsUserData() {
        let result = scan("""
            struct Product: Codable { var name: String; var note: String? }
            @Model final class Shelf { var label: String; init(label: String) { self.label = label } }
            struct Preset: Encodable { var title: String = "" }
            struct Tip { let text: String }
            struct Rows: View {
                let product: Product
                let shelf: Shelf
                let preset: Preset
                let tip: Tip
                var body: some View {
                    VStack {
                        Text(product.name)
                        Text(product.note!)
                        Text(shelf.label)
                        Text(preset.title)
                        Text(tip.text)
                    }
                }
            }
            let tip = Tip(text: "Swipe to delete")
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(tip.text)"])
    }

    @Test func aPropertySetFromAnImplicitLocalizedInitializerIsNotReported() {
        let result = scan("""
            struct Choice {
                let title: String
                init(title: LocalizedStringResource) { self.title = .init(localized: title) }
            }
            let yes = Choice(title: "Yes")
            struct Header {
                let note: String?
                init(note: LocalizedStringResource?) {
                    if let note { self.note = .init(localized: note) } else { self.note = nil }
                }
            }
            struct ChoiceRow: View {
                let choice: Choice
                let header: Header
                var body: some View { Text(choice.title); Text(header.note!) }
            }
            """)
        #expect(result.findings(.unlocalizedText).isEmpty)
    }
}

@Suite struct DynamicKeyTests {
    @Test func aValueThatIsALocalizationValueAlreadyIsNoDynamicKey() {
        let result = scan("""
            enum Engine: String, CaseIterable {
                case web, maps
                var displayName: String.LocalizationValue { self == .web ? "Web" : "Maps" }
                static var available: [Engine] { allCases }
            }
            struct Intent {
                static var title: LocalizedStringResource = "Set Engine"
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: Intent.title) }
            }
            struct Picker: View {
                let name: String
                var body: some View {
                    VStack {
                        ForEach(Engine.available, id: \\.self) { engine in Text(String(localized: engine.displayName)) }
                        Text(String(localized: String.LocalizationValue(name)))
                    }
                }
            }
            """)
        #expect(result.findings(.dynamicKey).map(\.expression) == ["String.LocalizationValue(name)"])
    }

    @Test func textLocalizedAlreadyIsNoDynamicKey() {
        let result = scan("""
            struct CloudPicker: View {
                let error: Error
                let folder: String
                var body: some View {
                    VStack {
                        IconLabel(icon: "exclamationmark.icloud", text: String.LocalizationValue(error.localizedDescription))
                        IconLabel(icon: "folder", text: String.LocalizationValue(folder))
                    }
                }
            }
            """)
        #expect(result.findings(.dynamicKey).map(\.location.line) == [7])
    }

    @Test func foundationMembersOfAURLHaveTheirTypes() {
        let result = scan("""
            struct LinkButton: View {
                let url: URL
                let link: Link
                var body: some View {
                    VStack {
                        Text("Open \\(url.host() ?? "")")
                        Text("\\(url.lastPathComponent) on \\(url.host ?? "")")
                        Text("Port \\(url.port ?? 443)")
                        Text("Open \\(link.host)")
                    }
                }
            }
            """)
        #expect(result.findings(.unknownArgumentType).map(\.expression) == ["link.host"])
        #expect(result.strings.map(\.key) == ["Open %@", "%@ on %@", "Port %lld", "Open %@"])
    }

    @Test func aStaticMemberReadThroughItsTypeHasItsDeclaredType() {
        let found = keys("""
            enum Limits { static let titleLength: Int = 40 }
            let hint = Text("Up to \\(Limits.titleLength) characters")
            """)
        #expect(found == ["Up to %lld characters"])
    }
}

/// A `String` enum's raw value is text written in the code: shown as it is, transformed or not,
/// it is reported when the scanned code declares the enum.
@Suite struct RawValueTextTests {
    @Test func rawValuesOfAnEnumOfTheScannedCodeShownAsTextAreReported() {
        let result = scan("""
            struct ItemRow: View {
                var item: Item
                var body: some View {
                    VStack {
                        Text(item.priority.rawValue.capitalized)
                        Text(item.priority.rawValue)
                        Text(item.priority.rawValue.uppercased())
                        Text(item.priority.rawValue.localizedCapitalized)
                        Text(item.name.capitalized)
                    }
                }
            }
            """, """
            struct Item { var priority: Priority; var name: String }
            enum Priority: String, CaseIterable, Codable { case low, normal, high }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == [
            "Text(item.priority.rawValue.capitalized)", "Text(item.priority.rawValue)",
            "Text(item.priority.rawValue.uppercased())", "Text(item.priority.rawValue.localizedCapitalized)",
        ])
    }

    @Test func rawValuesOfAnEnumTheScanDoesNotSeeAreNotReported() {
        let result = scan("""
            struct ItemRow: View {
                var item: Item
                var body: some View { Text(item.priority.rawValue.capitalized) }
            }
            struct Item { var priority: Priority }
            """)
        #expect(result.findings(.unlocalizedText).isEmpty)
    }
}
