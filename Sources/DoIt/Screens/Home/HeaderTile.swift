import SwiftUI

/// One group tile (the book's `HeaderItem`): the group's icon and item count on top, its name
/// below, on a rounded tertiary background.
///
/// Fixed: the icon is hidden from VoiceOver, the count reads "4 items" (a plural) instead of a
/// bare number, and the name is in the label color: the secondary gray on white is 3.4:1, under
/// the 4.5:1 small text needs.
struct HeaderTile: View {
    let group: TodoItemGroup
    let itemCount: Int
    let variant: AppVariant

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                icon
                Spacer()
                count
            }
            Text(group.title)
                .foregroundStyle(variant == .fixed ? .primary : .secondary)
                .font(.system(.subheadline, design: .rounded))
                .fontWeight(.medium)
        }
        .padding()
        .background(Color(.tertiarySystemBackground), in: RoundedRectangle(cornerRadius: 15, style: .continuous))
    }

    /// The group's icon, white in a disc of the group's color (not in the book; ours).
    @ViewBuilder private var icon: some View {
        let image = Image(systemName: group.icon)
            .foregroundStyle(.white)
            .padding(6)
            .background(group.color.color, in: Circle())
        switch variant {
        case .asWritten: image
        case .fixed: image.accessibilityHidden(true)
        }
    }

    /// `Text("\(itemCount)")`: the key `%lld`, the number in the locale's digits.
    @ViewBuilder private var count: some View {
        let number = Text("\(itemCount)")
            .foregroundStyle(.primary)
            .font(.system(.title, design: .rounded))
            .fontWeight(.bold)
        switch variant {
        case .asWritten: number
        case .fixed: number.accessibilityLabel(Text("\(itemCount) items"))
        }
    }
}
