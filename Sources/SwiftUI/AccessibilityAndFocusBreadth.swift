#if os(Linux)
import Foundation

// Accessibility, focus, search and scroll modifiers that change nothing a still screen shows or
// its checks read (VoiceOver's spoken pitch, a zoom action, which field takes focus first, a
// scroll view's phase): accepted, each returns the view. `transformEnvironment` changes the
// environment as SwiftUI does.

/// The role of a view in a labelled pair (SwiftUI's `AccessibilityLabeledPairRole`).
public enum AccessibilityLabeledPairRole: Sendable, Hashable { case label, content }

/// What kind of text a view holds, for VoiceOver (SwiftUI's `AccessibilityTextContentType`).
public struct AccessibilityTextContentType: Sendable, Hashable {
    let name: String
    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A file system path.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// A message.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A narrative.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's text.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// A zoom gesture VoiceOver performs (SwiftUI's `AccessibilityZoomGestureAction`).
public struct AccessibilityZoomGestureAction: Sendable {
    /// In or out.
    public enum Direction: Sendable, Hashable { case zoomIn, zoomOut }
    /// The direction.
    public let direction: Direction
}

/// Custom content's importance (the Accessibility framework's `AXCustomContent`).
public final class AXCustomContent: Sendable {
    /// How important the content is.
    public enum Importance: Sendable, Hashable { case `default`, high }
}

/// How prominent a badge is (SwiftUI's `BadgeProminence`).
public struct BadgeProminence: Sendable, Hashable {
    let name: String
    /// Standard.
    public static let standard = BadgeProminence(name: "standard")
    /// Increased.
    public static let increased = BadgeProminence(name: "increased")
    /// Decreased.
    public static let decreased = BadgeProminence(name: "decreased")
}

/// A page index's look (SwiftUI's `IndexViewStyle`).
public protocol IndexViewStyle {}

/// Dots under a paged tab view (SwiftUI's `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// When the dots have a background.
    public enum BackgroundDisplayMode: Sendable, Hashable { case automatic, always, interactive, never }
    /// A page index.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots with a background mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle() }
}

extension Text {
    /// A text's scale (SwiftUI's `Text.Scale`).
    public enum Scale: Sendable, Hashable { case `default`, secondary }
}

/// How a scroll view's edge looks under bars (SwiftUI's `ScrollEdgeEffectStyle`, iOS 26).
public struct ScrollEdgeEffectStyle: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A hard edge.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A soft edge.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// How a popover or sheet adapts in compact sizes (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// A sheet's size (SwiftUI's `PresentationSizing`, iOS 18).
public protocol PresentationSizing {}

/// The built-in sheet sizes.
public struct BuiltInPresentationSizing: PresentationSizing, Sendable, Hashable {
    let name: String
    /// Fitted to the content.
    public func fitted(horizontal: Bool, vertical: Bool) -> BuiltInPresentationSizing { self }
    /// Sticky in a dimension.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> BuiltInPresentationSizing { self }
}

extension PresentationSizing where Self == BuiltInPresentationSizing {
    /// The platform's choice.
    public static var automatic: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "automatic") }
    /// A page.
    public static var page: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "page") }
    /// A form.
    public static var form: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "form") }
    /// Fitted to the content.
    public static var fitted: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "fitted") }
}

/// How severe a dialog is (SwiftUI's `DialogSeverity`).
public struct DialogSeverity: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = DialogSeverity(name: "automatic")
    /// Standard.
    public static let standard = DialogSeverity(name: "standard")
    /// Critical.
    public static let critical = DialogSeverity(name: "critical")
}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`): at rest in a render.
public struct ScrollGeometry: Sendable, Equatable {
    /// How far it scrolled: not at all.
    public var contentOffset = CGPoint.zero
    /// The content's size.
    public var contentSize = CGSize.zero
    /// The content's insets.
    public var contentInsets = EdgeInsets()
    /// The container's size.
    public var containerSize = CGSize.zero
    /// The visible rectangle.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The bounds.
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
}

/// A scroll view's phase (SwiftUI's `ScrollPhase`): idle in a render.
public enum ScrollPhase: Sendable, Hashable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether it is scrolling.
    public var isScrolling: Bool { self != .idle }
}

nonisolated extension View {
    /// Pairs a label and its content for VoiceOver; accepted.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    /// What kind of text the view holds; accepted.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    /// VoiceOver's zoom action; accepted.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }
    /// VoiceOver's scroll action; accepted.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    /// Content VoiceOver reads on request; accepted.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Content VoiceOver reads on request, by key; accepted.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Content VoiceOver reads on request, by keys; accepted.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Content VoiceOver reads on request, a string value; accepted.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V?,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Whether the element responds to touches; accepted.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    /// Lets touches reach the view directly under VoiceOver; accepted.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    /// Where VoiceOver activates the element; accepted.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// Where VoiceOver activates the element, as a unit point; accepted.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    /// Links elements VoiceOver moves between; accepted.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Spells the text out letter by letter; accepted.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    /// Raises or lowers the speaking pitch; accepted.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Speaks punctuation; accepted.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Queues announcements; accepted.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    /// The completion a search suggestion fills in; accepted.
    public func searchCompletion(_ completion: String) -> some View { self }
    /// Whether a submit stops at this view; accepted.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    /// The tint of list items' symbols; accepted.
    public func listItemTint(_ tint: Color?) -> some View { self }
    /// How prominent the badges inside are; accepted.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    /// The look of a paged tab view's index; accepted.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
    /// A smaller scale of the text; measured at its own size.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    /// Extends the view under the safe area's edges as a mirrored blur (iOS 26); accepted.
    public func backgroundExtensionEffect() -> some View { self }
    /// A view above a tab bar (iOS 26); accepted, not drawn yet.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// How a scroll view's edges look under bars (iOS 26); accepted.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }
    /// Whether a bar's background shows; accepted.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A menu on the navigation title; accepted.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// The view focused first in `namespace`; accepted, nothing is focused in a render.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }
    /// A focus scope; accepted.
    public func focusScope(_ namespace: Namespace.ID) -> some View { self }
    /// The value focused first; accepted.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { self }
    /// Hides the focus ring; accepted.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// The width of an inspector's column; accepted, an iPhone shows it as a sheet.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// The widths of an inspector's column; accepted.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// How a popover adapts in compact sizes; accepted.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How a popover adapts in each compact dimension; accepted.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    /// A sheet's size (iOS 18); accepted.
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { self }
    /// A dialog's icon; accepted.
    public func dialogIcon(_ icon: Image?) -> some View { self }
    /// How severe a dialog is; accepted.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }
    /// Runs `action` when a value of the scroll geometry changes; a render does not scroll.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View { self }
    /// Runs `action` when the scroll phase changes; a render stays idle.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    /// Runs `action` when the view scrolls in or out of sight; a render does not scroll.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    /// Flashes the scroll indicators on appearing; accepted.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    /// Flashes the scroll indicators when `value` changes; accepted.
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }
    /// Redraws only when the view's value changes; drawn as it is.
    public func equatable() -> some View { self }
    /// Removes symbol effects inside; accepted.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
    /// Marks the view for a widget's accent; accepted.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// Marks content that may be stale in a widget; accepted.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// The store `@AppStorage` inside reads; accepted, previews read the standard store.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
    /// The style `.background` means inside; accepted.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Mirrors the view in right-to-left layouts; accepted (text and directional symbols mirror by themselves).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
    /// Changes one environment value inside.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        environmentChange { transform(&$0[keyPath: keyPath]) }
    }
    /// A rename action for the navigation title; accepted.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
    /// The document the navigation title shares; accepted.
    public func navigationDocument(_ url: URL) -> some View { self }
    /// Lays a radio group out across (macOS); accepted.
    public func horizontalRadioGroupLayout() -> some View { self }
    /// Alternating row backgrounds (macOS); accepted.
    public func alternatingRowBackgrounds(_ behavior: Visibility = .automatic) -> some View { self }
    /// A context menu for selected rows; accepted, no menu is open in a render.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
}
#endif
