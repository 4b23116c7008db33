import SwiftUI

/// The Home header (the book's `HomeHeader`): the four group tiles, two rows of two.
///
/// Fixed: at accessibility sizes the tiles stack one per row, as Reminders does, so a group
/// name is never squeezed into half the width.
struct HomeHeader: View {
    let variant: AppVariant
    let data: DoItData
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var rows: [[TodoItemGroup]] {
        if variant == .fixed && dynamicTypeSize.isAccessibilitySize {
            return TodoItemGroup.layout.flatMap { $0 }.map { [$0] }
        }
        return TodoItemGroup.layout
    }

    var body: some View {
        VStack {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { group in
                        NavigationLink(destination: EmptyView()) {
                            HeaderTile(group: group, itemCount: data.store.items(in: group, clock: data.clock).count, variant: variant)
                        }
                    }
                }
            }
        }
    }
}
