#if os(Linux)
import SwiftUI

extension View {
    /// Colors marks by a value (accepted, not drawn).
    public func foregroundStyle<V>(by value: PlottableValue<V>) -> some View { self }
    /// Sets a point's symbol by a value (accepted).
    public func symbol<V>(by value: PlottableValue<V>) -> some View { self }
    /// Sets a point's symbol (accepted).
    public func symbol(_ symbol: BasicChartSymbolShape) -> some View { self }
    /// Sets a point's symbol to a view (accepted).
    public func symbol<S: View>(@ViewBuilder symbol: () -> S) -> some View { self }
    /// Sets a symbol's size (accepted).
    public func symbolSize(_ size: CGFloat) -> some View { self }
    /// Places marks side by side by a value (accepted).
    public func position<V>(by value: PlottableValue<V>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some View { self }
    /// Sets how a line joins points (accepted).
    public func interpolationMethod(_ method: InterpolationMethod) -> some View { self }
    /// Sets a line's stroke (accepted).
    public func lineStyle<S>(_ style: S) -> some View { self }
    /// Adds an annotation to a mark (not drawn yet).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some View { self }

    /// Sets the x axis (not drawn yet).
    public func chartXAxis<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Sets the y axis (not drawn yet).
    public func chartYAxis<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    /// Labels the x axis (not drawn yet).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil) -> some View { self }
    /// Labels the y axis (not drawn yet).
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil) -> some View { self }
    /// Sets the x scale (accepted).
    public func chartXScale<D>(domain: D, range: ScaleRange = .automatic, type: ScaleType? = nil) -> some View { self }
    /// Sets the y scale (accepted).
    public func chartYScale<D>(domain: D, range: ScaleRange = .automatic, type: ScaleType? = nil) -> some View { self }
    /// Sets the x scale's range (accepted).
    public func chartXScale(range: ScaleRange, type: ScaleType? = nil) -> some View { self }
    /// Sets the y scale's range (accepted).
    public func chartYScale(range: ScaleRange, type: ScaleType? = nil) -> some View { self }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    /// Places the legend (not drawn yet).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    /// Places the legend with custom content (not drawn yet).
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View { self }
    /// Maps values to styles (accepted).
    public func chartForegroundStyleScale<M>(_ mapping: M) -> some View { self }
    /// Maps values to styles with a function (accepted).
    public func chartForegroundStyleScale<D, S>(domain: D, range: S) -> some View { self }
    /// Maps values to symbols (accepted).
    public func chartSymbolScale<M>(_ mapping: M) -> some View { self }
    /// Styles the plot area (accepted).
    public func chartPlotStyle<C: View>(_ content: @escaping (ChartPlotContent) -> C) -> some View { self }
    /// Draws over the chart with its proxy (not drawn yet).
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View { self }
    /// Draws behind the chart with its proxy (not drawn yet).
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View { self }
    /// Lets the chart scroll (accepted).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// Sets how much of the x domain shows (accepted).
    public func chartXVisibleDomain<L>(length: L) -> some View { self }
    /// Sets the scroll position on x (accepted).
    public func chartScrollPosition<X>(x: Binding<X>) -> some View { self }
    /// Selects an x value (never, on a still screen).
    public func chartXSelection<V>(value: Binding<V?>) -> some View { self }
    /// Selects a y value (never, on a still screen).
    public func chartYSelection<V>(value: Binding<V?>) -> some View { self }
    /// Selects an angle (never, on a still screen).
    public func chartAngleSelection<V>(value: Binding<V?>) -> some View { self }
}

/// The plot area given to `chartPlotStyle` (a view here).
public typealias ChartPlotContent = AnyView

/// A chart's geometry (Swift Charts' `ChartProxy`): a chart is not laid out here, so it answers nothing.
public struct ChartProxy: Sendable {
    /// The value at an x position: none.
    public func value<V>(atX position: CGFloat, as type: V.Type = V.self) -> V? { nil }
    /// The value at a y position: none.
    public func value<V>(atY position: CGFloat, as type: V.Type = V.self) -> V? { nil }
    /// The x position of a value: none.
    public func position<V>(forX value: V) -> CGFloat? { nil }
    /// The y position of a value: none.
    public func position<V>(forY value: V) -> CGFloat? { nil }
    /// The plot's size.
    public var plotSize: CGSize { .zero }
}

/// A scale's output range (Swift Charts' `ScaleRange`).
public struct ScaleRange: Sendable {
    /// The chart's choice.
    public static let automatic = ScaleRange()
    /// The plot's size minus padding.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange() }
    /// The plot's size with padding.
    public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange() }
}

/// A scale's kind (Swift Charts' `ScaleType`).
public enum ScaleType: Sendable { case linear, log, squareRoot, category, date
    /// A power scale.
    public static func power(exponent: Double) -> ScaleType { .linear }
}

/// Axis marks (Swift Charts' `AxisMarks`): not drawn yet.
public struct AxisMarks: View {
    /// Marks of the chart's choice, their grid lines and ticks drawn with `stroke`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {}
    /// Marks with labels written by `format` (`AxisMarks(format: .dateTime.month())`).
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
    /// Marks at `values` with labels written by `format`.
    public init<F: FormatStyle, V>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                                   stroke: StrokeStyle? = nil) {}
    /// Marks drawn by a builder.
    public init<C: View>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                         @ViewBuilder content: @escaping (AxisValue) -> C) {}
    /// Marks at some values, their grid lines and ticks drawn with `stroke`.
    public init<V>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V], stroke: StrokeStyle? = nil) {}
    /// Marks at some values drawn by a builder.
    public init<V, C: View>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                            @ViewBuilder content: @escaping (AxisValue) -> C) {}
    /// Marks drawn by a builder that does not read the value (`AxisMarks(values: .stride(by: .day)) { AxisGridLine() }`).
    public init<C: View>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                         @ViewBuilder content: @escaping () -> C) {}
    /// Marks at some values drawn by a builder that does not read the value.
    public init<V, C: View>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                            @ViewBuilder content: @escaping () -> C) {}
    public var body: some View { EmptyView() }
}

/// An axis mark's value (Swift Charts' `AxisValue`).
public struct AxisValue: Sendable {
    /// Its index.
    public let index: Int
    /// The number of values.
    public let count: Int
    /// The value as a type: none here.
    public func `as`<V>(_ type: V.Type) -> V? { nil }
}

/// The look of axis marks (Swift Charts' `AxisMarkPreset`).
public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }

/// Where axis marks go (Swift Charts' `AxisMarkPosition`).
public enum AxisMarkPosition: Sendable { case automatic, leading, trailing, top, bottom }

/// Which values get axis marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    /// The chart's choice.
    public static let automatic = AxisMarkValues()
    /// About a number of values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    /// Every so many calendar units.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
    /// Every so much.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
}

/// An axis mark's label (Swift Charts' `AxisValueLabel`): not drawn yet.
public struct AxisValueLabel: View {
    /// The value's own label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// The value formatted.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) {}
    /// A label of a localized key.
    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// A label of a string (`AxisValueLabel(day.formatted(.dateTime.weekday()))`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {}
    /// A label of a builder.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                         verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}
    public var body: some View { EmptyView() }
}

/// An axis mark's grid line (Swift Charts' `AxisGridLine`): not drawn yet.
public struct AxisGridLine: View {
    /// A grid line.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public var body: some View { EmptyView() }
}

/// An axis mark's tick (Swift Charts' `AxisTick`): not drawn yet.
public struct AxisTick: View {
    /// A tick.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public var body: some View { EmptyView() }
}
#endif
