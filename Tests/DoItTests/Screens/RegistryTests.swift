import Testing
@testable import DoIt

@Suite struct RegistryTests {
    @Test func theScreensAreTheIssuesSixInOrder() {
        #expect(DoItScreens.all.map(\.id) == ["home", "list", "detail", "item-editor", "notes-editor", "list-editor"])
    }

    @Test func everyScreenHasDistinctStatesWithTheDefaultFirst() {
        for screen in DoItScreens.all {
            #expect(!screen.states.isEmpty)
            #expect(screen.states.first == screen.defaultState)
            #expect(screen.defaultState.id == "default")
            #expect(Set(screen.states.map(\.id)).count == screen.states.count, "\(screen.id)")
            #expect(screen.states.allSatisfy { !$0.summary.isEmpty })
        }
    }

    @Test func theChapter6StatesExist() throws {
        #expect(try DoItScreens.screen("detail").states.map(\.id).contains("fixed-header"))
        #expect(try DoItScreens.screen("detail").states.map(\.id).contains("scroll-notes"))
        #expect(try DoItScreens.screen("list").states.map(\.id).contains("sort-sheet"))
        #expect(try DoItScreens.screen("list").states.map(\.id).contains("completion-alert"))
    }

    // Building a Do It view is main-actor code, as in any SwiftUI app.
    @MainActor @Test func unknownNamesAreErrorsListingTheKnownOnes() throws {
        #expect(throws: DoItScreenError.unknownScreen("settings", known: DoItScreens.all.map(\.id))) {
            try DoItScreens.screen("settings")
        }
        let detail = try DoItScreens.screen("detail")
        #expect(throws: DoItScreenError.unknownState(screen: "detail", state: "open", known: detail.states.map(\.id))) {
            try detail.view(state: "open")
        }
    }

    @Test func renderingNamesSayStateAndVariant() throws {
        let detail = try DoItScreens.screen("detail")
        #expect(detail.renderingName() == "detail")
        #expect(detail.renderingName(state: "default") == "detail")
        #expect(detail.renderingName(state: "scroll-notes", variant: .asWritten) == "detail/scroll-notes (as-written)")
    }
}
