import Testing
@testable import SourceScan

@Suite struct InterpolationTests {
    @Test(arguments: [
        ("let name = \"Ann\"", "\\(name)", "%@"),
        ("let count = 3", "\\(count)", "%lld"),
        ("let ratio = 0.5", "\\(ratio)", "%lf"),
        ("let ratio: Float = 0.5", "\\(ratio)", "%f"),
        ("let width: CGFloat = 2", "\\(width)", "%lf"),
        ("let small: Int32 = 2", "\\(small)", "%d"),
        ("let big: UInt = 2", "\\(big)", "%llu"),
        ("let date = Date()", "\\(date, style: .date)", "%@"),
        ("let date = Date()", "\\(date, formatter: Formatters.medium)", "%@"),
        ("let date = Date()", "\\(date, format: .dateTime.day())", "%@"),
        ("let date = Date()", "\\(date.formatted())", "%@"),
        ("let ratio = 0.5", "\\(ratio, specifier: \"%.1f\")", "%.1f"),
        ("let x = 1", "\\(x as Int)", "%lld"),
        ("let items: [String] = []", "\\(items.count)", "%lld"),
        ("let x = 1", "\\(42)", "%lld"),
        ("let x = 1", "\\(Int(3.5))", "%lld"),
        ("let name = \"Ann\"", "\\(name.uppercased())", "%@"),
    ])
    func placeholderFollowsTheArgumentType(declaration: String, interpolation: String, placeholder: String) {
        let result = scan("\(declaration)\nlet t = Text(\"Value: \(interpolation).\")")
        #expect(result.strings.map(\.key) == ["Value: \(placeholder)."])
        #expect(result.findings.isEmpty)
    }

    @Test func severalInterpolationsAndPercentSigns() {
        let found = keys("""
            let name = "Ann"
            let count = 2
            let a = Text("Hello \\(name), \\(count) items")
            let b = Text("\\(count)% done")
            let c = Text("100% sure")
            """)
        #expect(found == ["Hello %@, %lld items", "%lld%% done", "100% sure"])
    }

    @Test func typesComeFromDeclarationsInScope() {
        let found = keys("""
            struct DetailView: View {
                let item: TodoItem
                @State private var rating = 4
                var progress: Double { 0.5 }

                func label(for count: Int, title: String) -> some View {
                    let doubled: Int = count * 2
                    return VStack {
                        Text("Editing: \\(item.title)")
                        Text("\\(rating) stars")
                        Text("\\(progress) done")
                        Text("\\(count) of \\(doubled)")
                        Text("\\(title)!")
                        Text("Due \\(item.due!, style: .date)")
                        Text("\\(self.rating)")
                        ForEach(item.tags) { tag in Text("#\\(tag)") }
                        ForEach(0..<3) { index in Text("Row \\(index)") }
                    }
                }
            }
            """, """
            struct TodoItem {
                var title: String
                var due: Date?
            }
            extension TodoItem {
                var tags: [String] { [] }
            }
            """)
        #expect(found == ["Editing: %@", "%lld stars", "%lf done", "%lld of %lld", "%@!", "Due %@", "%lld", "#%@", "Row %lld"])
    }

    @Test func anUnknownTypeIsAFindingNotASilentGuess() {
        let result = scan("""
            func show(_ thing: Thing) -> some View {
                Text("Got \\(thing.weight) and \\(makeValue())")
            }
            """)
        #expect(result.strings.map(\.key) == ["Got %@ and %@"])
        #expect(result.strings.first?.isKeyCertain == false)
        #expect(result.findings.map(\.rule) == [ScanRule.unknownArgumentType.rawValue, ScanRule.unknownArgumentType.rawValue])
        #expect(result.findings.map(\.expression) == ["thing.weight", "makeValue()"])
        #expect(result.findings.map(\.location.column) == [17, 37])
    }

    @Test func aShadowingClosureParameterOfUnknownTypeIsNotResolvedToTheOuterName() {
        let result = scan("""
            struct V {
                let value = 3
                var body: some View { things.map { value in Text("\\(value)") } }
            }
            """)
        #expect(result.findings.map(\.rule) == [ScanRule.unknownArgumentType.rawValue])
    }

    @Test func foundationInterpolationUsesTheSamePlaceholders() {
        let found = keys("""
            let count = 3
            let a = String(localized: "\\(count) files")
            let b = LocalizedStringResource("\\(count) folders", comment: "c")
            let c = AttributedString(localized: "**\\(count)** new")
            """)
        #expect(found == ["%lld files", "%lld folders", "**%lld** new"])
    }
}

@Suite struct TuplePatternTests {
    @Test func aValueBoundInATuplePatternHasItsSubjectElementsType() {
        let found = keys("""
            func pinLabel(user: Text?, count: Int?, pinned: Bool) -> LocalizedStringKey {
                switch (user, count, pinned) {
                case let (.some(user), .some(count), true): "\\(user) pinned \\(count) posts"
                case let (.some(user), count, false): "\\(user) unpinned \\(count ?? 0) posts"
                default: "Pinned"
                }
            }
            """)
        #expect(found == ["%@ pinned %lld posts", "%@ unpinned %lld posts", "Pinned"])
    }

    @Test func aMethodOfTheEnclosingTypeCalledByNameHasItsResultType() {
        let found = keys("""
            struct Conversion: View {
                let factor: Double
                private func amount(of value: Double) -> Int { Int(value) }
                var body: some View { Text("Same as \\(amount(of: factor)) units") }
            }
            """)
        #expect(found == ["Same as %lld units"])
    }

    @Test func aTextWithItsOwnModifiersIsAText() {
        let result = scan("""
            struct Row: View {
                let group: String
                var body: some View { Text("Group: \\(Text(group).font(.caption).bold())") }
            }
            """)
        #expect(result.strings.map(\.key) == ["Group: %@"])
        #expect(result.findings(.unknownArgumentType).isEmpty)
    }
}
