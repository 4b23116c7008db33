import Testing
@testable import SourceScan

@Suite struct CallFormTests {
    @Test(arguments: [
        ("Text(\"Hello\")", "Text"),
        ("Button(\"Hello\") { save() }", "Button"),
        ("Button(\"Hello\", action: save)", "Button"),
        ("Label(\"Hello\", systemImage: \"star\")", "Label"),
        ("Toggle(\"Hello\", isOn: $on)", "Toggle"),
        ("TextField(\"Hello\", text: $name)", "TextField"),
        ("SecureField(\"Hello\", text: $password)", "SecureField"),
        ("Picker(\"Hello\", selection: $size) { EmptyView() }", "Picker"),
        ("DatePicker(\"Hello\", selection: $date)", "DatePicker"),
        ("Stepper(\"Hello\", value: $count)", "Stepper"),
        ("NavigationLink(\"Hello\", destination: Detail())", "NavigationLink"),
        ("Link(\"Hello\", destination: url)", "Link"),
        ("Section(\"Hello\") { EmptyView() }", "Section"),
        ("Menu(\"Hello\") { EmptyView() }", "Menu"),
        ("ProgressView(\"Hello\")", "ProgressView"),
        ("LocalizedStringKey(\"Hello\")", "LocalizedStringKey"),
        ("v.navigationTitle(\"Hello\")", ".navigationTitle"),
        ("v.navigationBarTitle(\"Hello\", displayMode: .inline)", ".navigationBarTitle"),
        ("v.help(\"Hello\")", ".help"),
        ("v.accessibilityLabel(\"Hello\")", ".accessibilityLabel"),
        ("v.accessibilityHint(\"Hello\")", ".accessibilityHint"),
        ("v.accessibilityValue(\"Hello\")", ".accessibilityValue"),
        ("v.alert(\"Hello\", isPresented: $shown) { }", ".alert"),
        ("v.confirmationDialog(\"Hello\", isPresented: $shown) { }", ".confirmationDialog"),
        ("v.searchable(text: $query, prompt: \"Hello\")", ".searchable"),
        ("v.badge(\"Hello\")", ".badge"),
        ("NSLocalizedString(\"Hello\", comment: \"\")", "NSLocalizedString"),
        ("String(localized: \"Hello\")", "String(localized:)"),
        ("LocalizedStringResource(\"Hello\")", "LocalizedStringResource"),
        ("AttributedString(localized: \"Hello\")", "AttributedString(localized:)"),
    ])
    func eachLookupIsFound(code: String, call: String) {
        let result = scan("let x = \(code)")
        #expect(result.strings.map(\.key) == ["Hello"])
        #expect(result.strings.first?.call == call)
    }

    @Test func textInsideAlertsSlidersAndAccessibilityIsFound() {
        let found = keys("""
            let a = Alert(title: Text("Title"), message: Text("Body"), dismissButton: .default(Text("OK")))
            let s = Slider(value: $v, in: 0...1) { Text("Volume") }
            let l = v.accessibility(label: Text("Close"))
            let sheet = ActionSheet(title: Text("Sort by"), buttons: [.cancel()])
            """)
        #expect(found == ["Title", "Body", "OK", "Volume", "Close", "Sort by"])
    }

    @Test func callsWithoutAKeyArgumentAreNotLookups() {
        let result = scan("""
            let b = Button(action: save) { Image(systemName: "plus") }
            let s = String(count)
            let t = Text(date, style: .date)
            let badge = v.badge(3)
            """)
        #expect(result.strings.isEmpty)
        #expect(result.findings.isEmpty)
    }

    @Test func tableCommentAndDefaultValueAreRead() {
        let result = scan("""
            let a = Text("Title", tableName: "Detail", comment: "The screen title")
            let b = NSLocalizedString("save.button", tableName: "Buttons", value: "Save", comment: "Saves the item")
            let c = String(localized: "greeting", defaultValue: "Hello \\(name)", table: "Home", comment: "Greets")
            """, "let name: String = \"x\"")
        #expect(result.strings == [
            ExtractedString(key: "Title", table: "Detail", comment: "The screen title",
                            location: .init(file: "View.swift", line: 1, column: 14), call: "Text"),
            ExtractedString(key: "save.button", table: "Buttons", comment: "Saves the item", defaultValue: "Save",
                            location: .init(file: "View.swift", line: 2, column: 27), call: "NSLocalizedString"),
            ExtractedString(key: "greeting", table: "Home", comment: "Greets", defaultValue: "Hello %@",
                            location: .init(file: "View.swift", line: 3, column: 27), call: "String(localized:)"),
        ])
    }

    @Test func initShorthandAndTernaryLiteralsAreKeys() {
        let found = keys("""
            let total = 3
            let b = Button(.init("*Game over: \\(total) points*\\nClick to restart"), action: restart)
            let t = Text(total == 0 ? "Tap a die" : "Total: \\(total)")
            """)
        #expect(found == ["*Game over: %lld points*\nClick to restart", "Tap a die", "Total: %lld"])
    }

    @Test func literalsPassedToParametersDeclaredAsLocalizedStringKeyAreKeys() {
        let found = keys("""
            let row = Row(name: "All Items", icon: "list.bullet")
            let data = ListData.items("Overdue", [])
            let header = Header("Welcome")
            """, """
            struct Row: View {
                let name: LocalizedStringKey
                let icon: String
            }
            enum ListData { case items(LocalizedStringKey, [Item]) }
            struct Header { init(_ title: LocalizedStringKey) {} }
            """)
        #expect(found == ["All Items", "Overdue", "Welcome"])
    }

    @Test func nsLocalizedStringWithInterpolationIsADynamicKey() {
        let result = scan("let s = NSLocalizedString(\"Hello \\(name)\", comment: \"\")")
        #expect(result.strings.isEmpty)
        #expect(result.findings(.dynamicKey).map(\.location.column) == [27])
        #expect(result.findings(.dynamicKey).first?.severity == .warning)
    }

    @Test func localizedStringKeyOfAVariableIsADynamicKey() {
        let result = scan("func row(name: String) -> some View { Text(LocalizedStringKey(name)) }")
        #expect(result.strings.isEmpty)
        #expect(result.findings.map(\.rule) == [ScanRule.dynamicKey.rawValue])
        #expect(result.findings.first?.expression == "LocalizedStringKey(name)")
    }
}

@Suite struct DeclaredKeyTests {
    @Test func literalsReturnedAsLocalizedStringKeyAreKeys() {
        let found = keys("""
            enum Group {
                case today, scheduled, all
                var title: LocalizedStringKey {
                    switch self {
                    case .today: "Today"
                    case .scheduled: return "Scheduled"
                    case .all: "All Items"
                    }
                }
            }
            let greeting: LocalizedStringKey = "Welcome"
            func subtitle(_ done: Bool) -> LocalizedStringKey {
                if done { return "Done" }
                let helper = { return "Not a key" }
                return "Pending"
            }
            var plain: String { "Not a key either" }
            """)
        #expect(found == ["Today", "Scheduled", "All Items", "Welcome", "Done", "Pending"])
    }

    @Test func rawValuesOfStringEnumsAreListedAsKeys() {
        let result = scan("""
            struct Detail {
                let item: TodoItem
                var body: some View {
                    Text(LocalizedStringKey(item.priority.rawValue.capitalized))
                    ForEach(TodoItem.Priority.allCases, id: \\.self) { Text(LocalizedStringKey($0.rawValue.capitalized)) }
                }
            }
            enum SortOption: String {
                case title = "Title", dueDate = "Due Date"
                var title: LocalizedStringKey { LocalizedStringKey(rawValue) }
            }
            """, """
            struct TodoItem {
                var priority: Priority
                enum Priority: String, CaseIterable { case low, normal, high, urgent = "very urgent" }
            }
            """)
        // Keys listed at one position are in key order.
        #expect(result.strings.map(\.key) == ["High", "Low", "Normal", "Very Urgent", "High", "Low", "Normal", "Very Urgent",
                                              "Due Date", "Title"])
        #expect(result.findings.isEmpty)
    }
}
