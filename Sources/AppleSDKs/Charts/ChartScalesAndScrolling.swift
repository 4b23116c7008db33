#if os(Linux)
import SwiftUI

// Swift Charts' scale, selection, scrolling and annotation API of iOS 17, as apps write it:
// accepted, as a chart is drawn as the area of its frame.

/// A scale's domain the chart infers (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: Sendable {
    /// The chart's choice.
    public static let automatic = AutomaticScaleDomain()
    /// The chart's choice, with or without zero, maybe reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain() }
}

/// How an annotation that does not fit is moved (Swift Charts' `AnnotationOverflowResolution`).
public struct AnnotationOverflowResolution: Sendable {
    /// What is done along one axis.
    public struct Strategy: Sendable {
        let name: String
        /// The chart's choice.
        public static let automatic = Strategy(name: "automatic")
        /// Kept inside the chart.
        public static let fit = Strategy(name: "fit")
        /// Kept inside a boundary.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit") }
        /// Left where it is.
        public static let disabled = Strategy(name: "disabled")
        /// The scale padded to make room.
        public static let padScale = Strategy(name: "padScale")
    }

    /// What an annotation is kept inside.
    public enum Boundary: Sendable { case automatic, chart, plot }

    /// The chart's choice.
    public static let automatic = AnnotationOverflowResolution()

    /// A resolution per axis.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}

/// How a scrolled chart settles (Swift Charts' `ChartScrollTargetBehavior`).
public struct ChartScrollTargetBehavior: Sendable {
    /// Settles on values matching `components`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ChartScrollTargetBehavior {
        ChartScrollTargetBehavior()
    }
    /// Settles on multiples of `unit`.
    public static func valueAligned(unit: Double, majorAlignment: MajorValueAlignment? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ChartScrollTargetBehavior {
        ChartScrollTargetBehavior()
    }
}

/// Where a scrolled chart's major values align (Swift Charts' `MajorValueAlignment`).
public struct MajorValueAlignment: Sendable {
    /// Values matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
    /// Multiples of `unit`.
    public static func unit(_ unit: Double) -> MajorValueAlignment { MajorValueAlignment() }
    /// A page at a time.
    public static let page = MajorValueAlignment()
}

/// How far a value-aligned chart scrolls (Swift Charts' `ValueAlignedLimitBehavior`).
public enum ValueAlignedLimitBehavior: Sendable { case automatic, always, never }

/// Content grouped to be plotted together (Swift Charts' `Plot`).
public struct Plot<Content: View>: ChartMark {
    /// The content.
    public init(@ViewBuilder content: () -> Content) {}
}

extension ChartProxy {
    /// The plot area's frame, to read with a geometry proxy: unknown here.
    public var plotFrame: Anchor<CGRect>? { nil }
    /// The plot area's frame (before iOS 17): an empty rectangle, as no chart is laid out here.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(CGRect.zero) }
    /// Selects the x value at a position (nothing is selected in a render).
    public func selectXValue(at position: CGFloat) {}
    /// Selects the y value at a position.
    public func selectYValue(at position: CGFloat) {}
    /// Selects the angle value at a point.
    public func selectAngleValue(at position: CGPoint) {}
    /// The values at a point: none.
    public func value<X, Y>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
}

extension View {
    /// The y scale's inferred domain.
    public func chartYScale(domain: AutomaticScaleDomain, range: ScaleRange = .automatic, type: ScaleType? = nil) -> some View { self }
    /// The x scale's inferred domain.
    public func chartXScale(domain: AutomaticScaleDomain, range: ScaleRange = .automatic, type: ScaleType? = nil) -> some View { self }
    /// Symbols by value, over a domain.
    public func chartSymbolScale<D, R>(domain: D, range: R) -> some View { self }
    /// Symbols by value, over a domain.
    public func chartSymbolScale<D>(domain: D) -> some View { self }
    /// Symbol sizes by value.
    public func chartSymbolSizeScale<M>(_ mapping: M) -> some View { self }
    /// Line styles by value.
    public func chartLineStyleScale<M>(_ mapping: M) -> some View { self }
    /// Where a scrollable chart starts along x.
    public func chartScrollPosition<X>(initialX: X) -> some View { self }
    /// Where a scrollable chart starts along y.
    public func chartScrollPosition<Y>(initialY: Y) -> some View { self }
    /// Where a scrollable chart is along y.
    public func chartScrollPosition<Y>(y: Binding<Y>) -> some View { self }
    /// How a scrolled chart settles.
    public func chartScrollTargetBehavior(_ behavior: ChartScrollTargetBehavior) -> some View { self }
    /// The y values shown at once.
    public func chartYVisibleDomain<L>(length: L) -> some View { self }
    /// A range selected along x.
    public func chartXSelection<P>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// A range selected along y.
    public func chartYSelection<P>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// A gesture on the chart, given its proxy (no gesture runs in a render).
    public func chartGesture<G>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }
    /// Line styles of marks by value.
    public func lineStyle<V>(by value: PlottableValue<V>) -> some View { self }
    /// An annotation kept inside the chart by `overflowResolution` (not drawn yet).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some View { self }
    /// An annotation given its context (not drawn yet).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some View { self }
}

/// How an axis label is turned (Swift Charts' `AxisValueLabelOrientation`).
public enum AxisValueLabelOrientation: Sendable { case automatic, horizontal, vertical, verticalReversed }

/// What is done with axis labels that collide (Swift Charts' `AxisValueLabelCollisionResolution`).
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Labels dropped greedily.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Labels dropped by priority.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { greedy }
    /// Labels truncated.
    public static let truncate = AxisValueLabelCollisionResolution()
    /// Nothing done.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// A line plotting a function (Swift Charts' `LinePlot`, iOS 18).
public struct LinePlot: ChartMark {
    /// The line of `y = function(x)`.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    /// The line of `y = function(x)`, labelled with strings.
    @_disfavoredOverload
    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
}

/// An area plotting a function (Swift Charts' `AreaPlot`, iOS 18).
public struct AreaPlot: ChartMark {
    /// The area under `y = function(x)`.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    /// The area under `y = function(x)`, labelled with strings.
    @_disfavoredOverload
    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
}

/// What an annotation's content is given (Swift Charts' `AnnotationContext`).
public struct AnnotationContext: Sendable {
    /// The annotation's target size.
    public let targetSize: CGSize
}
#endif
#if os(Linux)
/// A value a chart can plot (Swift Charts' `Plottable`): numbers, strings, dates, and the app's
/// own types, such as a `String`-backed enumeration. A chart is not plotted here, so it asks
/// nothing of a type; one that spells out its primitive value still builds.
public protocol Plottable {}

extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension Date: Plottable {}
extension Decimal: Plottable {}
#endif
