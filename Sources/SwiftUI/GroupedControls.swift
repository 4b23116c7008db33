#if os(Linux)
import Foundation

/// A value on a scale (SwiftUI's `Gauge`), drawn as iOS's default linear gauge: the label, then
/// a bar filled to the value, with the current value's label and the bounds' labels below it.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label.font(.subheadline)
            Capsule().fill(Color(.tertiarySystemFill)).frame(height: 6)
                .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded()))%"))
            HStack {
                minimumValueLabel
                Spacer(minLength: 8)
                currentValueLabel
                Spacer(minLength: 8)
                maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }

    /// Where `value` lies in `bounds`, from 0 to 1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(1, max(0, Double((value - bounds.lowerBound) / span)))
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// How a gauge is drawn (SwiftUI's `GaugeStyle`): every style draws the linear gauge.
public protocol GaugeStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension GaugeStyle where Body == EmptyView {
    /// The built-in styles draw the default gauge themselves.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// What a gauge style receives (SwiftUI's `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// The value, 0…1 within the gauge's bounds.
    public let value: Double
    /// The label.
    public var label: AnyView
    /// The current value's label, if any.
    public var currentValueLabel: AnyView?
    /// The lower bound's label, if any.
    public var minimumValueLabel: AnyView?
    /// The upper bound's label, if any.
    public var maximumValueLabel: AnyView?
}
/// The gauge styles SwiftUI has, accepted.
public struct DefaultGaugeStyle: GaugeStyle, Sendable {
    let name: String
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle(name: "automatic") }
    /// A bar filled to the value.
    public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle(name: "linearCapacity") }
    /// A widget's bar with a marker.
    public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryLinear") }
    /// A widget's filled bar.
    public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryLinearCapacity") }
    /// A widget's ring with a marker.
    public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryCircular") }
    /// A widget's filled ring.
    public static var accessoryCircularCapacity: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryCircularCapacity") }
}

/// Related controls grouped (SwiftUI's `ControlGroup`), drawn side by side as iOS draws them in
/// a screen's content.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the builder's controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A group with a label (shown by menus and toolbars, not by the group itself).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

    /// A group titled with a localized key (shown by menus, not by the group itself).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A group titled with a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        HStack(spacing: 8) { content }
            .buttonStyle(.bordered)
    }
}

/// How a control group is drawn (SwiftUI's `ControlGroupStyle`): accepted, drawn side by side.
public protocol ControlGroupStyle {}
/// The control group styles SwiftUI has, accepted.
public struct DefaultControlGroupStyle: ControlGroupStyle, Sendable {
    let name: String
}
extension ControlGroupStyle where Self == DefaultControlGroupStyle {
    /// The platform's style.
    public static var automatic: DefaultControlGroupStyle { DefaultControlGroupStyle(name: "automatic") }
    /// Navigation controls.
    public static var navigation: DefaultControlGroupStyle { DefaultControlGroupStyle(name: "navigation") }
    /// A menu.
    public static var menu: DefaultControlGroupStyle { DefaultControlGroupStyle(name: "menu") }
    /// A compact menu.
    public static var compactMenu: DefaultControlGroupStyle { DefaultControlGroupStyle(name: "compactMenu") }
    /// A palette.
    public static var palette: DefaultControlGroupStyle { DefaultControlGroupStyle(name: "palette") }
}

/// A color well (SwiftUI's `ColorPicker`), drawn as iOS draws it in a form row: the title, and
/// the selected colour in a circle at the trailing edge.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Color

    /// A color picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Circle().fill(selection).frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A color picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey, file: file, line: line) }
    }

    /// A color picker titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title, file: file, line: line) }
    }
}

nonisolated extension View {
    /// How gauges inside are drawn; accepted, every gauge is drawn linear.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
    /// How control groups inside are drawn; accepted, drawn side by side.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
#endif
