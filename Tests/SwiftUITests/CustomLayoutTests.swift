import SwiftUI
import Testing

/// A flow of tags, as apps write it: subviews left to right at their ideal size, wrapping to a
/// new row when the next one would pass the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(proposal.width ?? .infinity, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, origin) in rows(bounds.width, subviews).origins.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: widest, height: y + rowHeight), origins)
    }
}

/// A key a subview hands its layout: the column it asks for.
private struct ColumnKey: LayoutValueKey {
    static let defaultValue = 0
}

/// Places each subview in the column its `ColumnKey` names, 100 points apart.
private struct ColumnLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 300, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[ColumnKey.self]) * 100, y: bounds.minY),
                          proposal: ProposedViewSize(width: 100, height: 40))
        }
    }
}

/// Lays nothing out: answers NaN and places no subview.
private struct CarelessLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: 50)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A custom `Layout` is laid out by the app's own `sizeThatFits` and `placeSubviews`, and the
/// stack layouts (`AnyLayout`) draw as the stacks.
@Suite struct CustomLayoutTests {
    private func screen(_ view: some View, direction: LayoutDirection = .leftToRight) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "layout", in: ScreenConfiguration(device: .iPhoneSE, layoutDirection: direction))
    }

    private func tags() -> some View {
        FlowLayout {
            ForEach(["Groceries", "Work", "Family", "Travel", "Health", "Errands"], id: \.self) { tag in
                Text(verbatim: tag).padding(.horizontal, 8)
            }
        }
        .frame(width: 220)
    }

    @Test func aFlowLayoutWrapsItsTagsIntoRows() throws {
        let texts = screen(tags()).texts
        #expect(texts.count == 6)
        let rows = Set(texts.map { $0.frame.minY })
        #expect(rows.count > 1, "six tags do not fit one 220 pt row")
        for text in texts { #expect(text.frame.width <= 220) }
        let first = try #require(texts.first)
        let second = try #require(texts.dropFirst().first)
        #expect(first.frame.minY == second.frame.minY, "the first two tags share a row")
        #expect(second.frame.minX > first.frame.maxX)
    }

    @Test func aFlowLayoutIsMirroredRightToLeft() throws {
        let leftToRight = try #require(screen(tags()).texts.first)
        let rightToLeft = try #require(screen(tags(), direction: .rightToLeft).texts.first)
        #expect(leftToRight.frame.minY == rightToLeft.frame.minY)
        #expect(rightToLeft.frame.minX > leftToRight.frame.minX, "the first tag starts at the trailing edge")
    }

    @Test func aSubviewReadsTheValueItsViewSet() {
        let view = ColumnLayout {
            Text(verbatim: "B").layoutValue(key: ColumnKey.self, value: 2)
            Text(verbatim: "A").padding(2).layoutValue(key: ColumnKey.self, value: 0)
            Text(verbatim: "C").layoutValue(key: ColumnKey.self, value: 1).padding(0)
        }
        let texts = screen(view).texts.sorted { $0.frame.minX < $1.frame.minX }.compactMap(\.text)
        #expect(texts == ["A", "C", "B"])
    }

    @Test func aLayoutThatAnswersNaNOrPlacesNothingStillRenders() {
        let texts = screen(CarelessLayout { Text(verbatim: "Unplaced") }).texts
        #expect(texts.compactMap(\.text) == ["Unplaced"])
        #expect(texts.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
    }

    @Test func anyLayoutDrawsTheStackItWraps() throws {
        func view(_ layout: AnyLayout) -> some View {
            layout {
                Text(verbatim: "One")
                Text(verbatim: "Two")
            }
        }
        let row = screen(view(AnyLayout(HStackLayout(spacing: 4)))).texts
        let column = screen(view(AnyLayout(VStackLayout()))).texts
        #expect(row.count == 2 && column.count == 2)
        #expect(row[0].frame.minY == row[1].frame.minY)
        #expect(column[1].frame.minY > column[0].frame.maxY - 0.5)
        let stack = try #require(screen(view(AnyLayout(HStackLayout()))).allElements.first { $0.kind == .hstack })
        #expect(stack.children.count == 2)
    }

    @Test func aLayoutCanMeasureWithAStackLayout() {
        var cache: Void = ()
        let measured = ColumnMeasure { subviews in
            HStackLayout(spacing: 10).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        }
        let texts = screen(measured { Text(verbatim: "Left"); Text(verbatim: "Right") }).texts
        #expect(texts.count == 2)
    }

    @Test func proposedViewSizeReplacesUnspecifiedDimensions() {
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 30, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
    }
}

/// A layout whose size is what `measure` answers for its subviews; it leaves them unplaced.
private struct ColumnMeasure: Layout {
    let measure: (Subviews) -> CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { measure(subviews) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
