import Foundation
import Testing
@testable import DoIt

@Suite struct SampleDataTests {
    let store = SampleData.store

    @Test func theBooksItemIsTheFirstAndMatchesItsJSON() throws {
        let item = try #require(store.items.first)
        #expect(item == SampleData.bookItem)
        #expect(item.id == "63A3B756-BCBC-4EA3-8A35-A52462B24604")
        #expect(item.title == "Complete SwiftUI book sample")
        #expect(item.priority == .high)
        #expect(item.notes == "Use parts of the initial setup tutorial, to demonstrate how I plan to introduce and explain new code.")
        // 2019-08-03T16:30:00-0500 and 2019-08-05T12:14:51-0800.
        #expect(item.date?.timeIntervalSince1970 == 1_564_867_800)
        #expect(item.completed?.timeIntervalSince1970 == 1_565_036_091)
        #expect(item.complete)
        let list = try #require(store.list(for: item))
        #expect(list.id == "B930B8BB-3804-440D-89ED-6F3E4DDCE22A")
        #expect(list.color == .blue)
    }

    @Test func ourDataHasAtLeastFourListsAndFifteenItems() {
        #expect(OurSampleData.lists.count >= 4)
        #expect(OurSampleData.items.count >= 15)
    }

    @Test func itemsCoverEveryKindTheScreensNeed() {
        let items = store.items
        #expect(Set(items.map(\.priority)) == Set(TodoItem.Priority.allCases))
        #expect(items.contains { $0.notes != nil } && items.contains { $0.notes == nil })
        #expect(items.contains { $0.date != nil } && items.contains { $0.date == nil })
        #expect(items.contains(where: \.complete) && items.contains { !$0.complete })
        #expect(items.contains { $0.title.count <= 5 } && items.contains { $0.title.count >= 60 })
        let clock = SampleData.clock
        #expect(items.contains { $0.date.map { !clock.hasTimeOfDay($0) } ?? false })
    }

    @Test func everyItemBelongsToAListAndIdsAreUnique() {
        for item in store.items {
            #expect(store.list(for: item) != nil, "\(item.title) has no list")
        }
        #expect(Set(store.items.map(\.id)).count == store.items.count)
        #expect(Set(store.lists.map(\.id)).count == store.lists.count)
        #expect(store.list(withID: store.defaultListID) != nil)
    }

    @Test func everyListUsesAnIconFromTheChooserAndAPredefinedColor() {
        for list in store.lists {
            #expect(ListIcon.named(list.icon) != nil, "\(list.name): \(list.icon)")
            #expect(ListColor.predefined.contains(list.color), "\(list.name)")
        }
    }

    @Test func iconGridIsFiveByFiveWithDistinctSymbolsAndNames() {
        #expect(ListIcon.choices.count == 5)
        #expect(ListIcon.choices.allSatisfy { $0.count == 5 })
        #expect(Set(ListIcon.all.map(\.symbol)).count == 25)
        #expect(Set(ListIcon.all.map(\.accessibilityName.key)).count == 25)
        #expect(ListIcon.all.first?.symbol == "list.bullet")
    }
}

@Suite struct ExampleItemTests {
    @Test func theScreensExampleItemsAreWhatTheyClaim() throws {
        let store = SampleData.store
        let noDate = try #require(store.item(withID: SampleData.Example.noDueDate))
        #expect(noDate.date == nil && noDate.notes != nil)
        let long = try #require(store.item(withID: SampleData.Example.longTitle))
        #expect(long.title.count > 60)
        let noNotes = try #require(store.item(withID: SampleData.Example.noNotes))
        #expect(noNotes.notes == nil)
    }
}
