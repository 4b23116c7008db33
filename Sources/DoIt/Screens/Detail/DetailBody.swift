import SwiftUI

/// The detail screen's content under the bar: the header in one of chapter 6's layouts, then
/// the notes, then a spacer pushing both to the top.
struct DetailBody: View {
    let item: TodoItem
    let color: Color
    let layout: DetailLayout
    let variant: AppVariant
    let clock: ReferenceClock
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The darkening gradient that keeps white text readable on any list color.
    static let gradient = LinearGradient(colors: [Color.black.opacity(0.6), Color.black.opacity(0)],
                                         startPoint: .bottom, endPoint: UnitPoint(x: 0.5, y: 0.1))

    var body: some View {
        switch layout {
        case .fixedHeight:
            VStack(alignment: .leading) {
                Rectangle()
                    .fill(color)
                    .ignoresSafeArea(edges: .top)
                    .frame(height: 210)
                    .overlay { ZStack(alignment: .bottomLeading) {
                        Rectangle().fill(Self.gradient)
                        header.padding()
                    } }
                if let notes = item.notes {
                    Text(notes).padding(.horizontal)
                }
                Spacer()
            }
        case .scrollingNotes:
            VStack(alignment: .leading) {
                coloredHeader
                if let notes = item.notes {
                    ScrollView(.vertical) { Text(notes) }.padding()
                }
                Spacer()
            }
        case .fitted where dynamicTypeSize.isAccessibilitySize:
            // At accessibility sizes a long title with its priority and date can be taller than
            // the screen: header and notes scroll together, so nothing is cut short.
            ScrollView(.vertical) {
                VStack(alignment: .leading) {
                    shadedHeader
                    if let notes = item.notes {
                        Text(verbatim: notes).padding()
                    }
                }
            }
        case .fitted:
            VStack(alignment: .leading) {
                shadedHeader.layoutPriority(1)
                if let notes = item.notes {
                    ScrollView(.vertical) { Text(verbatim: notes) }.padding()
                }
                Spacer()
            }
        }
    }

    private var header: some View {
        DetailHeader(item: item, variant: variant, clock: clock)
            .foregroundStyle(.white)
    }

    /// The header sized by its text on the list's color, shaded as a whole and then by the
    /// gradient: a title that wraps onto many lines reaches up where the gradient alone leaves
    /// a light list color (green, yellow) too bright behind white text.
    private var shadedHeader: some View {
        header
            .padding()
            .padding(.top)
            .background { ZStack {
                Rectangle().fill(color)
                Rectangle().fill(Color.black.opacity(0.25))
                Rectangle().fill(Self.gradient)
            }
            .ignoresSafeArea(edges: .top) }
    }

    /// The header sized by its text on the list's color and the gradient (chapter 6).
    private var coloredHeader: some View {
        header
            .padding()
            .padding(.top)
            .background { ZStack {
                Rectangle().fill(color)
                Rectangle().fill(Self.gradient)
            }
            .ignoresSafeArea(edges: .top) }
    }
}
