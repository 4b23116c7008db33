#if os(Linux)
import Foundation

/// A column or row of a lazy grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How big the track is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The track's size.
    public var size: Size
    /// Space to the next track.
    public var spacing: CGFloat?
    /// How items align in the track.
    public var alignment: Alignment?

    /// A track.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that fills rows of `columns` (SwiftUI's `LazyVGrid`): subviews in order, one row per
/// as many as there are columns (an adaptive column counts as one).
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid with `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        let count = max(1, columns.count)
        let columnSpacing = columns.first?.spacing.map(Double.init)
        let alignment = alignment, spacing = spacing
        return SubviewsReader(content) { subviews in
            GridRows(subviews: subviews, perRow: count, alignment: alignment, spacing: spacing, columnSpacing: columnSpacing)
        }
    }
}

/// Subviews in rows of `perRow`, each cell sharing the row's width.
nonisolated struct GridRows: View {
    let subviews: [ResolvedSubview]
    let perRow: Int
    let alignment: HorizontalAlignment
    let spacing: Double?
    let columnSpacing: Double?

    var body: some View {
        let starts = Array(stride(from: 0, to: subviews.count, by: perRow))
        return VStack(alignment: alignment, spacing: spacing) {
            ForEach(starts, id: \.self) { start in
                HStack(spacing: columnSpacing) {
                    ForEach(Array(start ..< min(start + perRow, subviews.count)), id: \.self) { index in
                        subviews[index].frame(maxWidth: Double.infinity)
                    }
                }
            }
        }
    }
}

/// A grid that fills columns of `rows` (SwiftUI's `LazyHGrid`).
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let content: Content

    /// A grid with `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.content = content()
    }

    public var body: some View {
        let count = max(1, rows.count)
        return SubviewsReader(content) { subviews in
            HStack {
                GridRows(subviews: subviews, perRow: count, alignment: .center, spacing: nil, columnSpacing: nil)
            }
        }
    }
}

/// A grid of rows (SwiftUI's `Grid`): each `GridRow` is a row; cells take equal widths.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(Double.init)
        self.verticalSpacing = verticalSpacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing) { content }
            .environment(\.gridColumnSpacing, horizontalSpacing)
    }
}

/// A row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment ?? .center, spacing: EnvironmentValues.current.gridColumnSpacing) { content }
    }
}

private struct GridColumnSpacingKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    var gridColumnSpacing: Double? {
        get { self[GridColumnSpacingKey.self] }
        set { self[GridColumnSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How many columns the cell spans; accepted.
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// How the cell aligns in its column; accepted.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
}
#endif
