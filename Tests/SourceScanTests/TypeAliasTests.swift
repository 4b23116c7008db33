import Testing
@testable import SourceScan

/// A type alias of `LocalizedStringResource`, `LocalizedStringKey` or `String.LocalizationValue`
/// takes keys as the type itself does, declared in the same file or in another.
@Suite struct TypeAliasTests {
    @Test func aDeclarationOfAnAliasedTypeTakesKeys() {
        let result = scan("""
            typealias Copy = LocalizedStringResource
            struct Greeting {
                let title: Copy = "Hello"
                var subtitle: Copy? { "Welcome back" }
                static let tips: [Copy] = ["Swipe to delete", "Tap to edit"]
                func footer() -> Copy { "See you, \\(name)" }
                let name = "Ann"
            }
            func show() {
                let local: Copy = "Saved"
            }
            """)
        #expect(result.strings.map { [$0.key, $0.call] } == [
            ["Hello", "LocalizedStringResource"], ["Welcome back", "LocalizedStringResource"],
            ["Swipe to delete", "LocalizedStringResource"], ["Tap to edit", "LocalizedStringResource"],
            ["See you, %@", "LocalizedStringResource"], ["Saved", "LocalizedStringResource"],
        ])
    }

    @Test func anAliasDeclaredInAnotherFileOrOfAnAliasCounts() {
        let found = keys("""
            struct Labels {
                let save: Label = "Save"
                let cancel: Key = "Cancel"
                let value: Value = "Draft"
            }
            """, """
            typealias Key = LocalizedStringKey
            typealias Label = Key
            enum Strings { typealias Value = String.LocalizationValue }
            """)
        #expect(found == ["Save", "Cancel", "Draft"])
    }

    @Test func aParameterOfAnAliasedTypeTakesKeys() {
        let result = scan("""
            let a = Banner(title: "Offline", detail: "Check your connection")
            let b = Banner(title: "Synced")
            let c = Copy("Welcome")
            func notify() { announce("Upload finished", count: 2) }
            """, """
            typealias Copy = LocalizedStringResource
            struct Banner {
                let title: Copy
                var detail: Copy? = nil
            }
            func announce(_ message: Copy, count: Int) {}
            """)
        #expect(result.strings.map(\.key) == ["Offline", "Check your connection", "Synced", "Welcome", "Upload finished"])
    }

    @Test func aTypeThatIsNoAliasOfAKeyTypeTakesNone() {
        let found = keys("""
            typealias Name = String
            typealias Titles = (String, String)
            struct Tag: ExpressibleByStringLiteral { init(stringLiteral value: String) {} }
            struct Item {
                let name: Name = "not a key"
                let tag: Tag = "not a key either"
                let unknown: Somewhere = "nor this"
            }
            func label(_ text: Name) {}
            let l = label("no key")
            """)
        #expect(found.isEmpty)
    }
}
