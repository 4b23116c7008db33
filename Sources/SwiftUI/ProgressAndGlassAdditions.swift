#if os(Linux)
import Foundation
import ScreenKit

// API that real apps use and that draws nothing different on a still screen: a progress view's
// style (the spinner and the bar are drawn as the default progress view), iOS 26's glass effect
// (a material behind the content, with the same text), and the tab bar's minimizing on scroll.

/// How a progress view is drawn (SwiftUI's `ProgressViewStyle`): accepted, drawn as the default;
/// a style of the app's own declares its `makeBody` as in SwiftUI.
public protocol ProgressViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ProgressViewStyle where Body == EmptyView {
    /// The built-in styles draw the default progress view themselves.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// What a progress view style receives (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// How much is done, 0…1, or nil for an indeterminate task.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: AnyView?
    /// The current value's label, if any.
    public var currentValueLabel: AnyView?
}

/// A spinner, or a ring for a determinate value (SwiftUI's `CircularProgressViewStyle`).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The system's circular style.
    public init() {}
    /// A circular style in `tint`.
    public init(tint: Color) {}
}

/// A bar (SwiftUI's `LinearProgressViewStyle`).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The system's linear style.
    public init() {}
    /// A linear style in `tint`.
    public init(tint: Color) {}
}

/// The platform's progress style (SwiftUI's `DefaultProgressViewStyle`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The material of iOS 26's glass effect (SwiftUI's `Glass`): drawn as its tint, the color a
/// reader sees behind the view; untinted glass draws nothing and the content shows as it is.
public struct Glass: Sendable, Hashable {
    let name: String
    var tintColor: Color?
    /// The standard glass.
    public static let regular = Glass(name: "regular")
    /// Clearer glass.
    public static let clear = Glass(name: "clear")
    /// No glass.
    public static let identity = Glass(name: "identity")
    /// The glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        var tinted = self
        tinted.tintColor = color
        return tinted
    }
    /// The glass reacting to touches.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// The tint of a glass effect in its shape, behind the view; nothing for untinted glass.
nonisolated struct GlassTint<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        if let tint = glass.tintColor, glass.name != Glass.identity.name { shape.fill(tint) }
    }
}

/// When the tab bar shrinks as content scrolls (SwiftUI's `TabBarMinimizeBehavior`).
public struct TabBarMinimizeBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Shrinks when scrolling down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Shrinks when scrolling up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never shrinks.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

nonisolated extension View {
    /// The progress views' style: accepted; a still screen draws the default spinner or bar.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }

    /// iOS 26's glass behind the view, in a capsule: its tint drawn behind; layout unchanged.
    public func glassEffect(_ glass: Glass = .regular) -> some View { background(GlassTint(glass: glass, shape: Capsule())) }

    /// iOS 26's glass in `shape` behind the view: its tint drawn behind; layout unchanged.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background(GlassTint(glass: glass, shape: shape))
    }

    /// When the tab bar shrinks on scroll: accepted; nothing scrolls in a render.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}

extension TextField {
    /// A field editing a value through a `Formatter`, shown as the formatter writes it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                   file: StaticString = #filePath, line: UInt = #line) {
        let text = Binding<String>(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
        self.init(title: Text(titleKey, file: file, line: line), text: text, prompt: prompt, file: file, line: line)
    }

    /// A field editing a value through a `Formatter`, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let text = Binding<String>(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
        self.init(title: Text(title, file: file, line: line), text: text, prompt: prompt, file: file, line: line)
    }
}
#endif

#if os(Linux)
extension ProgressView where Label == AnyView, CurrentValueLabel == AnyView {
    /// The default progress view of a style's configuration (`ProgressView(configuration)` in a
    /// style of the app's own).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.label = configuration.label
        self.fraction = configuration.fractionCompleted
    }
}

extension Menu where Label == AnyView, Content == AnyView {
    /// The default menu of a style's configuration (`Menu(configuration)` in a style of the app's own).
    public init(_ configuration: MenuStyleConfiguration, file: StaticString = #filePath, line: UInt = #line) {
        self.init(file: file, line: line, content: { configuration.content }, label: { configuration.label })
    }
}
#endif
