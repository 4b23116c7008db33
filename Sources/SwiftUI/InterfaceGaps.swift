#if os(Linux)
import Foundation

// View modifiers of SwiftUI's interface up to iOS 17 that the product lacked when counted
// against it (`Scripts/swiftui-coverage --against`): the background and overlay spellings with a
// fill style or safe-area edges are drawn as their shorter forms; the rest change nothing a still
// screen shows and are accepted.

/// How a view group is rendered off screen (SwiftUI's `ColorRenderingMode`).
public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

/// A pointer hover effect (SwiftUI's `HoverEffect`).
public struct HoverEffect: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight.
    public static let highlight = HoverEffect(name: "highlight")
    /// A lift.
    public static let lift = HoverEffect(name: "lift")
}

/// How much padding a scene's content gets (SwiftUI's `ScenePadding`).
public struct ScenePadding: Sendable, Hashable {
    let name: String
    /// The least the platform recommends.
    public static let minimum = ScenePadding(name: "minimum")
    /// Navigation bar padding.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

/// The line style of an underline or strikethrough (SwiftUI's `Text.LineStyle.Pattern`).
public struct LineStylePattern: Sendable, Hashable {
    let name: String
    /// Solid.
    public static let solid = LineStylePattern(name: "solid")
    /// Dotted.
    public static let dot = LineStylePattern(name: "dot")
    /// Dashed.
    public static let dash = LineStylePattern(name: "dash")
    /// Dash dot.
    public static let dashDot = LineStylePattern(name: "dashDot")
    /// Dash dot dot.
    public static let dashDotDot = LineStylePattern(name: "dashDotDot")
}

extension Text {
    /// An underline or strikethrough's style (SwiftUI's `Text.LineStyle`).
    public struct LineStyle: Sendable, Hashable {
        /// A line's pattern.
        public typealias Pattern = LineStylePattern
        /// Solid.
        public static let single = LineStyle()
        /// A style of a pattern and colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
    }
}

/// A geometric transform's matrix (SwiftUI's `ProjectionTransform`).
public struct ProjectionTransform: Sendable, Hashable {
    /// The identity.
    public init() {}
    /// A transform of an affine one.
    public init<Transform>(_ transform: Transform) {}
}

/// Which parts of a matched geometry follow the source (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The look of a table (SwiftUI's `TableStyle`).
public protocol TableStyle {}

/// The built-in table looks.
public struct BuiltInTableStyle: TableStyle, Sendable, Hashable {
    let name: String
}

extension TableStyle where Self == BuiltInTableStyle {
    /// The platform's choice (an iPhone shows the first column as a list).
    public static var automatic: BuiltInTableStyle { BuiltInTableStyle(name: "automatic") }
    /// Inset.
    public static var inset: BuiltInTableStyle { BuiltInTableStyle(name: "inset") }
}

/// How a view's layout direction applies to it (SwiftUI's `LayoutDirectionBehavior`, iOS 17).
public enum LayoutDirectionBehavior: Sendable, Hashable {
    /// Fixed left to right.
    case fixed
    /// Mirrors in right to left.
    case mirrors
    /// Mirrors in `direction`.
    case mirrorsIn(LayoutDirection)
}

nonisolated extension View {
    /// A background filled with `style` in `shape`, with a fill style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle) -> some View {
        background(shape.fill(style))
    }
    /// A background of the environment's background style in `shape`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(Color(.systemBackground)))
    }
    /// A background of the environment's background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(StyleFill(paint: Color(.systemBackground).paint))
    }
    /// An overlay filled with `style`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(StyleFill(paint: style.paint))
    }
    /// An overlay filled with `style` in `shape`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style))
    }
    /// Clips to `shape` with a fill style.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some View { clipShape(shape) }
    /// Clips to the view's bounds.
    public func clipped(antialiased: Bool) -> some View { clipped() }
    /// Rounds the corners, antialiased or not.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool) -> some View { cornerRadius(Double(radius)) }
    /// Styles of three levels of content; the first is used.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
    /// Renders the view off screen first; accepted.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode) -> some View { self }
    /// A frame as long as the nearest container, changed by `length`; the container's full length
    /// is used (the closure is not applied yet).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        containerRelativeFrame(axes, alignment: alignment)
    }
    /// A coordinate space (iOS 17's spelling); accepted.
    public func coordinateSpace(_ name: CoordinateSpace) -> some View { self }
    /// A pointer hover effect; accepted, there is no pointer in a render.
    public func hoverEffect(_ effect: HoverEffect, isEnabled: Bool = true) -> some View { self }
    /// Turns hover effects off; accepted.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// The default hover effect inside; accepted.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// A keyboard shortcut, localized or not; accepted.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View { self }
    /// The direction behavior of the view (iOS 17); text and symbols mirror by themselves.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }
    /// The tint of a list section's separators; accepted.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A matched geometry effect with its properties and anchor; accepted.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    /// Whether a row may move; accepted.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Runs `action` on a long press, told when pressing changes; a render presses nothing.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Runs `action` on a long press (the iOS 13 spelling); a render presses nothing.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { self }
    /// A sheet's detents with the one selected; accepted.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// A projection transform; accepted, drawn unmoved.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
    /// An affine transform; accepted, drawn unmoved.
    public func transformEffect<Transform>(_ transform: Transform) -> some View { self }
    /// Padding of a scene's kind, laid out as the standard padding.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
    /// Where a scroll view starts; a render shows its start.
    public func scrollPosition(initialAnchor: UnitPoint?) -> some View { self }
    /// Marks the view as a scroll target; accepted.
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }
    /// Feedback chosen when `trigger` changes; accepted.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
    /// Underlines the text inside (iOS 16); measured as it is.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    /// Strikes the text inside through (iOS 16); measured as it is.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    /// A table's look; accepted.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
    /// Whether a table shows its column headers; accepted.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
    /// Shows the find navigator of a text editor; accepted, it is closed in a render.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    /// Turns find off; accepted.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// A string type-select matches (macOS); accepted.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// A string type-select matches, by key; accepted.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// The selection effect of a palette picker; accepted.
    public func paletteSelectionEffect<E>(_ effect: E) -> some View { self }
    /// A tag of the interaction activity tracked; accepted.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Whether a dialog offers to suppress itself; accepted.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
    /// A dialog's suppression toggle, with a label; accepted.
    public func dialogSuppression(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// How far beyond the standard range an image may draw (HDR); accepted, drawn as standard.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
    /// Shows an action sheet for `item` while it is not nil (the iOS 13 spelling).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        actionSheet(isPresented: .constant(item.wrappedValue != nil)) {
            item.wrappedValue.map(content) ?? ActionSheet(title: Text(verbatim: ""))
        }
    }
    /// A context menu (the iOS 13 `ContextMenu` spelling); accepted, no menu is open in a render.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
    /// Whether a dialog offers to suppress itself, with a label; accepted.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
}

extension Image {
    /// How far beyond the standard range an image draws (SwiftUI's `Image.DynamicRange`).
    public struct DynamicRange: Sendable, Hashable {
        let name: String
        /// Standard.
        public static let standard = DynamicRange(name: "standard")
        /// Constrained high.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// High.
        public static let high = DynamicRange(name: "high")
    }
}

/// A context menu's items (SwiftUI's deprecated `ContextMenu`).
public struct ContextMenu<MenuItems: View> {
    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

extension KeyboardShortcut {
    /// Whether a shortcut's key follows the keyboard's layout (SwiftUI's `KeyboardShortcut.Localization`).
    public struct Localization: Sendable, Hashable {
        let name: String
        /// The platform's choice.
        public static let automatic = Localization(name: "automatic")
        /// Without mirroring.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// As written.
        public static let custom = Localization(name: "custom")
    }
}
#endif
