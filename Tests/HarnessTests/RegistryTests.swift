import Diagnostics
import ScreenKit
import Testing
@testable import Harness

/// The screen registry: ids and state names are unique, and a clash names both declarations.
@Suite struct RegistryTests {
    @Test func screensKeepTheirOrder() throws {
        let registry = try ScreenRegistry(SampleScreens.all)
        #expect(registry.ids == ["greeting", "settings"])
        #expect(try registry.screen("settings").states == ["default"])
    }

    @Test func twoScreensWithOneIdNameBothDeclarations() {
        let first = ScreenPreview("home", file: "/app/Sources/App/Home.swift", line: 12) { Text("Home") }
        let second = ScreenPreview("home", file: "/app/Sources/App/Other.swift", line: 30) { Text("Other") }
        #expect(throws: ScreenRegistryError.duplicateScreen("home", first: SourceLocation(file: "/app/Sources/App/Home.swift", line: 12),
                                                            second: SourceLocation(file: "/app/Sources/App/Other.swift", line: 30))) {
            try ScreenRegistry([first, second])
        }
        let error = ScreenRegistryError.duplicateScreen("home", first: first.declaration, second: second.declaration)
        #expect(error.description == "two screens have the id 'home': /app/Sources/App/Home.swift:12 and "
                + "/app/Sources/App/Other.swift:30; give each screen its own id")
    }

    @Test func aStateNamedTwiceNamesBothDeclarations() {
        let states = [PreviewState("full", file: "/app/Inbox.swift", line: 4), PreviewState("empty", file: "/app/Inbox.swift", line: 5),
                      PreviewState("full", file: "/app/Inbox.swift", line: 9)]
        let inbox = ScreenPreview(id: "inbox", states: states, file: "/app/Inbox.swift", line: 3) { _ in AnyView(Text("Inbox")) }
        #expect(throws: ScreenRegistryError.duplicateState(screen: "inbox", state: "full", first: SourceLocation(file: "/app/Inbox.swift", line: 4),
                                                           second: SourceLocation(file: "/app/Inbox.swift", line: 9))) {
            try ScreenRegistry([inbox])
        }
        let listed = ScreenPreview("list", states: ["a", "b", "a"], file: "/app/List.swift", line: 7) { _ in Text("List") }
        #expect(throws: ScreenRegistryError.self) { try ScreenRegistry([listed]) }
    }

    @Test func anUnknownScreenListsTheKnownOnes() throws {
        let registry = try ScreenRegistry(SampleScreens.all)
        #expect(throws: MatrixError.unknownScreen("nowhere", known: ["greeting", "settings"])) { try registry.screen("nowhere") }
    }

    @Test func aPreviewRecordBecomesAScreen() throws {
        // What an adapter over previews does: a name, a file and line, and a view builder.
        let record = (name: "Card", file: "/app/Card.swift", line: 20, make: { @Sendable in AnyView(Text("Card")) })
        var registry = ScreenRegistry()
        try registry.register(ScreenPreview(id: record.name, states: [PreviewState](), file: record.file, line: record.line) { _ in record.make() })
        #expect(registry.screens.first?.declaration == SourceLocation(file: "/app/Card.swift", line: 20))
        #expect(registry.screens.first?.states == ["default"])
    }
}
