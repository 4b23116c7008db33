#if os(Linux)
import Foundation

// Modifiers of iOS 14–18 that change nothing a still screen shows, or nothing its checks read:
// presentation chrome (a sheet is drawn open only by its own preview), colour effects (contrast
// is judged on the colours the app chose), scroll behaviour (a render does not scroll), zoom
// transitions, widget and activity hooks. Each is accepted and returns the view; `safeAreaPadding`
// is laid out as the padding it adds.

/// How a view's colours blend with those under it (SwiftUI's `BlendMode`).
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

/// Whether a scroll view bounces when its content fits (SwiftUI's `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether what is behind a sheet can be used (SwiftUI's `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction()
    /// Usable.
    public static let enabled = PresentationBackgroundInteraction()
    /// Not usable.
    public static let disabled = PresentationBackgroundInteraction()
    /// Usable up to a detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// Whether a sheet's swipes scroll or resize it (SwiftUI's `PresentationContentInteraction`).
public struct PresentationContentInteraction: Sendable {
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction()
    /// Swipes resize the sheet.
    public static let resizes = PresentationContentInteraction()
    /// Swipes scroll its content.
    public static let scrolls = PresentationContentInteraction()
}

/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A navigation stack's background.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A tab view's background.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

/// Whether a menu closes when an action is chosen (SwiftUI's `MenuActionDismissBehavior`).
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// It closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// It stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How a navigation push or sheet animates (SwiftUI's `NavigationTransition`, iOS 18).
public struct NavigationTransition: Sendable {
    /// The platform's choice.
    public static let automatic = NavigationTransition()
    /// A zoom from a source view.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition { NavigationTransition() }
}

/// Where a view is in a scroll transition (SwiftUI's `ScrollTransitionPhase`): at rest, identity.
public enum ScrollTransitionPhase: Sendable, Hashable {
    case topLeading, identity, bottomTrailing
    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }
    /// -1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition runs (SwiftUI's `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    /// Animated.
    public static let animated = ScrollTransitionConfiguration()
    /// Interactive.
    public static let interactive = ScrollTransitionConfiguration()
    /// Identity.
    public static let identity = ScrollTransitionConfiguration()
    /// Animated with an animation.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// The threshold where it starts.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
    /// Where a transition starts.
    public struct Threshold: Sendable {
        /// Visible.
        public static let visible = Threshold()
        /// Hidden.
        public static let hidden = Threshold()
        /// Centered.
        public static let centered = Threshold()
        /// A fraction visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

nonisolated extension View {
    /// A sheet's background; accepted.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// A sheet's background view; accepted.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// Whether what is behind a sheet is usable; accepted.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// A sheet's corner radius; accepted.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// How swipes on a sheet behave; accepted.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    /// How the view's colours blend with those under it; contrast is judged on the colours as chosen.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// Inverts the colours; accepted.
    public func colorInvert() -> some View { self }
    /// Turns luminance into opacity; accepted.
    public func luminanceToAlpha() -> some View { self }
    /// Animates the view's children as one geometry; accepted.
    public func geometryGroup() -> some View { self }
    /// Whether a scroll view bounces; accepted, a render does not scroll.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Whether a scroll view clips its content; accepted.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Effects as the view scrolls in and out; drawn at rest (identity).
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> EmptyVisualEffect) -> some View { self }
    /// Effects as the view scrolls in and out, with top and bottom configurations; drawn at rest.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> EmptyVisualEffect) -> some View { self }
    /// Padding inside the safe area (iOS 17), laid out as padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    /// Padding inside the safe area by insets, laid out as padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    /// Padding inside the safe area by a length, laid out as padding.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
    /// Gives system gestures on `edges` a second swipe; accepted.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// The source of a zoom transition (iOS 18); accepted.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// How a pushed view or sheet animates in (iOS 18); accepted.
    public func navigationTransition(_ style: NavigationTransition) -> some View { self }
    /// A container's background (a widget's, iOS 17); drawn behind the view.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style)
    }
    /// A container's background view; drawn behind the view.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }
    /// The URL a widget opens; accepted.
    public func widgetURL(_ url: URL?) -> some View { self }
    /// The tint of list row separators; accepted.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Shows the view unredacted in a redacted placeholder; accepted.
    public func unredacted() -> some View { self }
    /// Whether a menu closes when an action is chosen; accepted.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
    /// Whether the selection of a row may change; accepted.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Whether find and replace offers replace; accepted.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Makes the view a focus section (tvOS, macOS); accepted.
    public func focusSection() -> some View { self }
    /// The language the text is set in; measured in the render's locale.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// Opens URLs of `conditions` in this scene; accepted.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
    /// Padding of a scene's standard margins; laid out as the standard padding.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
    /// The shape of the view's container, for `ContainerRelativeShape`; accepted.
    public func containerShape<S: Shape>(_ shape: S) -> some View { self }
    /// Whether a held button repeats; accepted.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
    /// Whether a view springs open when something is dragged over it; accepted.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
    /// The anchor of a view in its grid cell; accepted.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// The axes a grid cell does not size; accepted.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
    /// A toolbar's visibility (iOS 18); accepted.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// Whether a held button repeats (SwiftUI's `ButtonRepeatBehavior`).
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// It repeats.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// It does not.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Whether a view springs open under a drag (SwiftUI's `SpringLoadingBehavior`).
public struct SpringLoadingBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// It does.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// It does not.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}
#endif
