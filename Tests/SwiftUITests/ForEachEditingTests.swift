import Foundation
import SwiftUI
import Testing

/// A list whose rows delete and move: the actions compile as SwiftUI spells them, the rows draw,
/// and the collection helpers the actions call move and remove as SwiftUI's do.
@Suite struct ForEachEditingTests {
    private struct Chores: View {
        @State var chores = ["Dishes", "Laundry", "Bins"]
        var body: some View {
            List {
                ForEach(chores, id: \.self) { Text(verbatim: $0) }
                    .onDelete { chores.remove(atOffsets: $0) }
                    .onMove(perform: nil)
            }
        }
    }

    @Test func rowsThatDeleteAndMoveAreDrawn() {
        let screen = ScreenLayout().layout(Chores(), name: "chores", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.compactMap(\.text) == ["Dishes", "Laundry", "Bins"])
    }

    @Test func removingAtOffsetsRemovesThoseElements() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([0, 2]))
        #expect(items == ["b", "d"])
        items.remove(atOffsets: IndexSet([7]))
        #expect(items == ["b", "d"])
    }

    @Test(arguments: [
        (IndexSet([0]), 3, ["b", "c", "a", "d"]),
        (IndexSet([3]), 0, ["d", "a", "b", "c"]),
        (IndexSet([0, 2]), 4, ["b", "d", "a", "c"]),
        (IndexSet([1, 2]), 1, ["a", "b", "c", "d"]),
    ])
    func movingFromOffsetsPutsThemBeforeTheDestination(source: IndexSet, destination: Int, expected: [String]) {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: source, toOffset: destination)
        #expect(items == expected)
    }
}
