#if os(Linux)
import SwiftUI

/// What a chart shows (Swift Charts' `ChartContent`). Marks are views here that draw nothing,
/// so a chart's content is built, looped and modified as SwiftUI views are.
public typealias ChartContent = View

/// Builds a chart's content (Swift Charts' `ChartContentBuilder`): SwiftUI's view builder.
public typealias ChartContentBuilder = ViewBuilder

/// What a chart's axis shows (Swift Charts' `AxisContent`): axis marks are views here that draw
/// nothing, built as chart content is.
public typealias AxisContent = View

/// A part of an axis mark (Swift Charts' `AxisMark`): a grid line, tick or label, a view here.
public typealias AxisMark = View

/// Builds an axis's content (Swift Charts' `AxisContentBuilder`): SwiftUI's view builder.
public typealias AxisContentBuilder = ViewBuilder

/// Builds an axis mark's parts (Swift Charts' `AxisMarkBuilder`): SwiftUI's view builder.
public typealias AxisMarkBuilder = ViewBuilder

/// A chart (Swift Charts' `Chart`): a gray area of the frame it is given, as marks, axes and
/// legends are not drawn yet; the views around it are checked.
public struct Chart<Content: View>: View {
    /// A chart of marks.
    public init(@ViewBuilder content: () -> Content) {}
    /// A chart of a mark per element.
    public init<Data: RandomAccessCollection, C: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> C)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {}
    /// A chart of a mark per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                    @ViewBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {}
    public var body: some View { Color(.tertiarySystemFill) }
}

/// A value plotted, with its label (Swift Charts' `PlottableValue`).
public struct PlottableValue<Value> {
    let value: Value
    /// A value labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { PlottableValue(value: value) }
    /// A value labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { PlottableValue(value: value) }
    /// A value labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { PlottableValue(value: value) }
    /// A date binned by a calendar unit.
    public static func value(_ label: LocalizedStringKey, _ value: Value, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Value> {
        PlottableValue(value: value)
    }
    /// A date binned by a calendar unit, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Value> {
        PlottableValue(value: value)
    }
}

/// A mark that draws nothing here: its body is empty.
public protocol ChartMark: View {}

extension ChartMark {
    public var body: some View { EmptyView() }
}

/// A bar (Swift Charts' `BarMark`).
public struct BarMark: ChartMark {
    /// A bar of x and y values.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {}
    /// A bar spanning x values.
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
    /// A bar spanning y values.
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
    /// A bar of an x value.
    public init<X>(x: PlottableValue<X>) {}
    /// A bar of a y value.
    public init<Y>(y: PlottableValue<Y>) {}
}

/// A line (Swift Charts' `LineMark`).
public struct LineMark: ChartMark {
    /// A point of a line.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    /// A point of a series' line.
    public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {}
}

/// A point (Swift Charts' `PointMark`).
public struct PointMark: ChartMark {
    /// A point.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    /// A point at an x value.
    public init<X>(x: PlottableValue<X>) {}
    /// A point at a y value.
    public init<Y>(y: PlottableValue<Y>) {}
}

/// An area (Swift Charts' `AreaMark`).
public struct AreaMark: ChartMark {
    /// An area under a line.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {}
    /// An area between y values.
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
}

/// A rule (Swift Charts' `RuleMark`).
public struct RuleMark: ChartMark {
    /// A horizontal rule.
    public init<Y>(y: PlottableValue<Y>) {}
    /// A vertical rule.
    public init<X>(x: PlottableValue<X>) {}
    /// A vertical rule between y values.
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    /// A horizontal rule between x values.
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
}

/// A rectangle (Swift Charts' `RectangleMark`).
public struct RectangleMark: ChartMark {
    /// A rectangle at x and y.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {}
    /// A rectangle spanning values.
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
}

/// A pie or donut sector (Swift Charts' `SectorMark`).
public struct SectorMark: ChartMark {
    /// A sector.
    public init<A>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                   angularInset: CGFloat? = nil) {}
}

/// A mark's size (Swift Charts' `MarkDimension`).
public struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The chart's choice.
    public static let automatic = MarkDimension()
    /// A fixed size.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    /// A ratio of the available size.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    /// An inset.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    init() {}
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
}

/// How marks stack (Swift Charts' `MarkStackingMethod`).
public enum MarkStackingMethod: Sendable { case standard, normalized, center, unstacked }

/// How a line is drawn between points (Swift Charts' `InterpolationMethod`).
public enum InterpolationMethod: Sendable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }

/// Where an annotation goes (Swift Charts' `AnnotationPosition`).
public enum AnnotationPosition: Sendable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }

/// A point's symbol (Swift Charts' `BasicChartSymbolShape`).
public enum BasicChartSymbolShape: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
#endif
