import Testing
@testable import SourceScan

/// `unlocalized-text` reports a `String` value only when text written in the code reaches it
/// (`TextOrigin`): each class with a case it reports and one it leaves alone.
@Suite struct TextOriginTests {
    @Test func aParameterIsReportedWhenACallerPassesItALiteral() {
        let result = scan("""
            struct CloudPicker: View {
                let engines: [String: Engine]
                var body: some View {
                    List {
                        summary(title: "Private Search Engine")
                        ForEach(engines.keys.sorted(), id: \\.self) { key in
                            detail(title: engines[key]?.url ?? key)
                        }
                    }
                }
                private func summary(title: String) -> some View { Text(title).bold() }
                private func detail(title: String) -> some View { Text(title) }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.location.line) == [11])
    }

    @Test func aStoredPropertyIsReportedWhenAConstructionOrAssignmentGivesItALiteral() {
        let result = scan("""
            struct OverviewCard: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct DeviceRow: View {
                let deviceName: String
                let host: String
                var body: some View { VStack { Text(deviceName); Text(host) } }
            }
            struct Screen: View {
                @State private var status = ""
                var body: some View {
                    VStack {
                        OverviewCard(title: "Stock overview")
                        DeviceRow(deviceName: record.name, host: url.host() ?? "")
                        Text(status)
                    }
                    .task { status = "Loading…" }
                }
            }
            """)
        let findings = result.findings(.unlocalizedText)
        #expect(findings.map(\.expression) == ["Text(title)", "Text(status)"])
    }

    @Test func whatAPropertyOrMethodOfTheAppReturnsCountsAndUserDataDoesNot() {
        let result = scan("""
            enum TransactionType: String, Codable {
                case purchase, consume
                func journalTitle() -> String {
                    switch self {
                    case .purchase: return "Purchase"
                    case .consume: return "Consume"
                    }
                }
                var label: String { self == .purchase ? "Bought" : "Used" }
            }
            struct TaskCategory: Codable { var description: String }
            struct Row: View {
                let type: TransactionType
                let task: TaskCategory
                var body: some View {
                    VStack {
                        Text(type.label)
                        Text(type.journalTitle())
                        Text(task.description)
                        if let description = Optional(task.description) { Text(description) }
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(type.label)", "Text(type.journalTitle())"])
    }

    @Test func aLiteralInTheValueItselfOrInALocalIsReported() {
        let result = scan("""
            struct Info: View {
                let days: Int?
                let note: String?
                var body: some View {
                    let shelfLife = days.map { "\\($0) d" } ?? "Unknown"
                    VStack {
                        Text(note ?? "Unknown")
                        Text(shelfLife)
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.location.line) == [7, 8])
    }

    @Test func namesGivenAsLiteralsAreNotInterfaceTextButComputedNamesAre() {
        let result = scan("""
            struct CodeType: Hashable { var name: String; var type: Symbology }
            struct CodeTypes {
                static let ean13 = CodeType(name: "EAN-13", type: .ean13)
                static let dataMatrix = CodeType(name: "Data Matrix", type: .dataMatrix)
            }
            enum Theme {
                case light, dark
                var displayName: String {
                    switch self {
                    case .light: "Light"
                    case .dark: "Dark"
                    }
                }
            }
            struct Settings: View {
                @Binding var ean13: Bool
                let theme: Theme
                var body: some View {
                    Form {
                        Toggle(CodeTypes.ean13.name, isOn: $ean13)
                        Text(CodeTypes.dataMatrix.name)
                        Text(theme.displayName)
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(theme.displayName)"])
    }

    @Test func peopleCreditedByTheirRoleAreNamesNotInterfaceText() {
        let result = scan("""
            struct Language { var name: String; var maintainers: String; var contributors: [String]; var note: String }
            enum Translators {
                static let german = Language(name: "German", maintainers: "Erika Mustermann", contributors: ["Max Mustermann"], note: "Needs review")
            }
            struct Credits: View {
                var body: some View {
                    VStack {
                        Text(Translators.german.maintainers)
                        ForEach(Translators.german.contributors, id: \\.self) { Text($0) }
                        Text(Translators.german.note)
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(Translators.german.note)"])
    }

    @Test func fileNamesAbbreviationsAndNumbersWithUnitsAreNotProse() {
        let result = scan("""
            struct Picture: View {
                @State private var fileName: String?
                let scale: Double
                let penalty: Bool
                func mark() -> String { penalty ? "DNF" : "OK" }
                func status() -> String { penalty ? "Did not finish" : "OK" }
                var body: some View {
                    VStack {
                        if let fileName { Text(fileName) }
                        Text(String(format: "%.1fx", scale))
                        Text(mark())
                        Text(status())
                    }
                    .onAppear { fileName = "\\(UUID()).jpg" }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(status())"])
    }

    @Test func aLiteralCallsTheOverloadThatIsNotDisfavored() {
        let result = scan("""
            struct SettingsHeader: View {
                let title: String
                init(title: LocalizedStringResource) { self.title = String(localized: title) }
                @_disfavoredOverload init(title: String) { self.title = title }
                var body: some View { Text(title) }
            }
            struct Badge: View {
                let label: String
                init(label: String) { self.label = label }
                var body: some View { Text(label) }
            }
            extension View {
                func hiddenTitle(_ title: LocalizedStringResource) -> some View { hiddenTitle(String(localized: title)) }
                @_disfavoredOverload func hiddenTitle(_ title: String) -> some View { self.navigationTitle(title) }
            }
            let a = SettingsHeader(title: "Privacy")
            let b = Badge(label: "Sponsored by")
            let c = Color.clear.hiddenTitle("Zoom")
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(label)"])
    }

    @Test func textKeptAsItIsOnPurposeIsNotReported() {
        let result = scan("""
            struct DeveloperSettings: View {
                let url: URL
                var body: some View {
                    Form {
                        Text(verbatim: "These settings are cleared when the app restarts.")
                        Text(verbatim: url.absoluteString)
                        Button(String("Reset onboarding")) { }
                        Button("Reset " + "cache") { }
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.location.line) == [8])
    }

    @Test func namesListedInATableOfConstantsAreNotInterfaceTextButLabelsAre() {
        let result = scan("""
            struct Document: Identifiable { let title: String; let body: String; var id: String { title } }
            struct RecoveryOption { let id: String; let description: String }
            extension Document {
                static let keychainAccess = Document(title: "Keychain Access", body: license)
                static let cmark = Document(title: "cmark-gfm", body: license)
            }
            extension RecoveryOption {
                static let retry = RecoveryOption(id: "retry", description: "Retry")
            }
            struct Licenses: View {
                let documents: [Document]
                let option: RecoveryOption
                var body: some View {
                    List {
                        ForEach(documents) { doc in NavigationLink(doc.title, destination: Text(doc.body)) }
                        Button(option.description) { }
                    }
                }
            }
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Button(option.description) { }"])
    }

    @Test func aPlainLiteralWhereTheCodeLocalizesElsewhereIsKeptOnPurpose() {
        let result = scan("""
            struct ShieldsBadge: View {
                var label: String
                init(label: String) { self.label = label }
                init(service: String) {
                    switch service {
                    case "matrix": label = .init(localized: "Join Matrix Room")
                    default: label = "GitHub"
                    }
                }
                var body: some View { Text(label) }
            }
            struct Banner: View {
                let message: String
                var body: some View { Text(message) }
            }
            let kofi = ShieldsBadge(label: "Sponsor")
            let uptime = ShieldsBadge(label: .init(localized: "Uptime"))
            let saved = Banner(message: "Saved")
            let failed = Banner(message: "Failed")
            """)
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(message)"])
    }
}

