#if os(Linux)
import Foundation

/// Any shape style, its type erased (SwiftUI's `AnyShapeStyle`): it fills with the erased style's paint.
public struct AnyShapeStyle: ShapeStyle {
    /// The erased style's paint.
    public let paint: Paint
    /// An erased `style`.
    public init<S: ShapeStyle>(_ style: S) { paint = style.paint }
}

/// How a text field is drawn (SwiftUI's `TextFieldStyle`): accepted, every field is drawn in the
/// platform's style.
public protocol TextFieldStyle {}
/// The platform's text field style.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// The platform's style.
    public init() {}
}
/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// A plain style.
    public init() {}
}
/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// A rounded border style.
    public init() {}
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Without decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// With a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// How a navigation view is drawn (SwiftUI's `NavigationViewStyle`): accepted, an iPhone shows
/// one column whatever the style.
public protocol NavigationViewStyle {}
/// The platform's navigation style.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The platform's style.
    public init() {}
}
/// One view at a time, pushed on a stack.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The stack style.
    public init() {}
}
/// Columns side by side where the screen is wide enough.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The columns style.
    public init() {}
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// How text fields inside are drawn; accepted, drawn in the platform's style.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// How navigation views inside are drawn; accepted, an iPhone shows one column.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// The view turned in 3D; a render draws it flat.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    /// Whether the status bar is hidden (iOS 13's spelling); a render draws it.
    public func statusBar(hidden: Bool) -> some View { self }
}
#endif
