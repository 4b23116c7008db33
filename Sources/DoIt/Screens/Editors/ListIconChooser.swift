import SwiftUI

/// The list editor's icon chooser (the book's `IconChooser`, chapter 5): the 25 icons in a grid,
/// a ring around the selected one.
///
/// As written: a 24 pt glyph in a 30 pt wide frame, five to a row (58 pt buttons: 346 pt in all,
/// wider than an iPhone SE), VoiceOver reading raw symbol names, the selection only drawn. Fixed:
/// a Title 2 glyph, rows that share the width, three to a row at accessibility sizes, each icon
/// named and the selected one marked.
struct ListIconChooser: View {
    let selection: String
    let variant: AppVariant
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var rows: [[ListIcon]] {
        guard variant == .fixed && dynamicTypeSize.isAccessibilitySize else { return ListIcon.choices }
        let all = ListIcon.all
        return stride(from: 0, to: all.count, by: 3).map { Array(all[$0..<min($0 + 3, all.count)]) }
    }

    var body: some View {
        VStack(spacing: 14) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 14) {
                    ForEach(row, id: \.self) { icon in button(icon) }
                }
            }
        }
    }

    @ViewBuilder private func button(_ icon: ListIcon) -> some View {
        let selected = icon.symbol == selection
        switch variant {
        case .asWritten:
            Button(action: {}) {
                Image(systemName: icon.symbol)
                    .font(.system(size: 24, weight: .bold, design: .rounded))
                    .padding(6)
                    .frame(width: 30)
                    .padding(14)
                    .background(Color(.tertiarySystemFill))
                    .clipShape(Circle())
            }
            .background { if selected { Circle().stroke(Color(.separator), lineWidth: 3) } }
        case .fixed:
            Button(action: {}) {
                Image(systemName: icon.symbol)
                    .font(Font.system(.title2, design: .rounded).bold())
                    .padding(12)
                    .frame(minWidth: 44, maxWidth: .infinity, minHeight: 44)
                    .background(Color(.tertiarySystemFill))
                    .clipShape(Circle())
            }
            .background { if selected { Circle().stroke(Color(.separator), lineWidth: 3) } }
            .accessibilityLabel(Text(icon.accessibilityName))
            .accessibilityAddTraits(selected ? .isSelected : [])
        }
    }
}
