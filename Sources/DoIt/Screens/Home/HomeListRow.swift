import SwiftUI

/// A list's row on Home (the book's `Home.Row`): its icon in a colored disc, then its name.
///
/// As written, the icon sits in a fixed 32 × 32 frame (so rows line up) that clips a glyph grown
/// by Dynamic Type, and the name goes through `LocalizedStringKey` (chapter 6's fix for "All
/// Items", which turns every list name into a key). Fixed: the disc grows with the glyph, the
/// decorative icon is hidden from VoiceOver, and the name, user data, is shown verbatim.
struct HomeListRow: View {
    let list: TodoItemList
    let variant: AppVariant

    var body: some View {
        HStack {
            switch variant {
            case .asWritten:
                Image(systemName: list.icon)
                    .foregroundStyle(.white)
                    .frame(width: 32, height: 32)
                    .background(list.color.color)
                    .clipShape(Circle())
                Text(LocalizedStringKey(list.name))
            case .fixed:
                Image(systemName: list.icon)
                    .foregroundStyle(.white)
                    .padding(6)
                    .frame(minWidth: 32, minHeight: 32)
                    .background(list.color.color)
                    .clipShape(Circle())
                    .accessibilityHidden(true)
                Text(verbatim: list.name)
            }
        }
    }
}
