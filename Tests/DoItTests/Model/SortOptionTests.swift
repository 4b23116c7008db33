import Foundation
import Testing
@testable import DoIt

@Suite struct SortOptionTests {
    private func item(_ title: String, _ priority: TodoItem.Priority, day: Int? = nil) -> TodoItem {
        TodoItem(id: title, title: title, priority: priority,
                 date: day.map { WallClockTime(2020, 3, $0, utcOffsetHours: 0).date }, listID: "l")
    }

    private var items: [TodoItem] {
        [item("banana", .low, day: 9), item("Apple", .urgent), item("cherry", .high, day: 2), item("apple pie", .high, day: 5)]
    }

    @Test func titleSortsAscendingIgnoringCase() {
        #expect(SortOption.title.sorted(items).map(\.title) == ["Apple", "apple pie", "banana", "cherry"])
    }

    @Test func prioritySortsHighestFirstKeepingStoredOrderOnTies() {
        #expect(SortOption.priority.sorted(items).map(\.title) == ["Apple", "cherry", "apple pie", "banana"])
    }

    @Test func dueDateSortsAscendingWithUndatedItemsLast() {
        #expect(SortOption.dueDate.sorted(items).map(\.title) == ["cherry", "apple pie", "banana", "Apple"])
    }

    @Test func manualKeepsTheStoredOrder() {
        #expect(SortOption.manual.sorted(items) == items)
        #expect(SortOption.default == .manual)
    }

    @Test func optionsAreTheBooksLabelsInOrder() {
        #expect(SortOption.allCases.map(\.rawValue) == ["Title", "Priority", "Due Date", "Manual"])
    }

    @Test func priorityOrderIsDeclarationOrder() {
        #expect(TodoItem.Priority.allCases.sorted() == [.low, .normal, .high, .urgent])
        #expect(TodoItem.Priority.urgent > .high)
        #expect(TodoItem.Priority.allCases.map(\.titleKey.key) == ["Low", "Normal", "High", "Urgent"])
    }
}

@Suite struct LocalizationKeyTests {
    @Test func sortOptionTitlesAreTheirRawValues() {
        #expect(SortOption.allCases.allSatisfy { $0.title.key == $0.rawValue })
    }

    @Test func colorNamesAreTheSwatchLabels() {
        #expect(ListColor.predefined.map(\.localizedName.key) == ["Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Indigo", "Purple"])
        #expect(ListColor.custom(hue: 0.5, saturation: 1, brightness: 1).localizedName.key == "Custom Color")
    }
}

@Suite struct KeyCommandTests {
    @Test func chapter7sCommandsAndShortcuts() {
        #expect(KeyCommand.newItem.shortcut == "⌘N")
        #expect(KeyCommand.listInfo.shortcut == "⌘I")
        #expect(KeyCommand.newList.shortcut == "⇧⌘N")
        #expect([KeyCommand.newItem, .listInfo, .newList].map(\.title.key) == ["New Item", "List Info", "New List"])
        #expect(KeyCommand.newList.discoverabilityTitle.key == "Create a new to-do list")
    }
}
