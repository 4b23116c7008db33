import SwiftUI

/// The list's bar items (chapters 4–5): info (real lists only), sort, + and Edit.
///
/// As written the info and sort glyphs are set in a fixed 24 pt bold font and the info button
/// has no label. Fixed: text styles, and the info button reads "List Info".
struct TodoListBarItems: View {
    let showsInfo: Bool
    let variant: AppVariant

    var body: some View {
        HStack(spacing: 14) {
            if showsInfo { infoButton }
            Button(action: {}) {
                Image(systemName: "arrow.up.arrow.down.circle.fill").imageScale(.large)
            }
            .accessibilityLabel(Text("Sort List"))
            Button(action: {}) {
                Image(systemName: "plus.circle.fill").imageScale(.large)
            }
            .accessibilityLabel(Text("Add a new To-Do Item"))
            EditButton()
        }
    }

    @ViewBuilder private var infoButton: some View {
        switch variant {
        case .asWritten:
            Button(action: {}) {
                Image(systemName: "info.circle").imageScale(.large).font(.system(size: 24, weight: .bold))
            }
        case .fixed:
            Button(action: {}) {
                Image(systemName: "info.circle").imageScale(.large)
            }
            .accessibilityLabel(Text("List Info"))
        }
    }
}
