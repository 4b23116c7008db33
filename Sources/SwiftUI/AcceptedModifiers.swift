#if os(Linux)
import Foundation

// Modifiers a still screen accepts and has nothing to draw for: lifecycle and interaction
// (no time passes and nothing is touched during a render), keyboard and input settings (no
// keyboard shows), effects that change no layout. Each returns the view unchanged.

/// An animation (SwiftUI's `Animation`): accepted, no time passes in a render.
public struct Animation: Sendable, Hashable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Ease in.
    public static let easeIn = Animation(name: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(name: "easeOut")
    /// Linear.
    public static let linear = Animation(name: "linear")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A bouncy spring.
    public static let bouncy = Animation(name: "bouncy")
    /// A smooth spring.
    public static let smooth = Animation(name: "smooth")
    /// A snappy spring.
    public static let snappy = Animation(name: "snappy")
    /// Ease in and out over `duration`.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// Ease in over `duration`.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Ease out over `duration`.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// Linear over `duration`.
    public static func linear(duration: Double) -> Animation { .linear }
    /// A spring with parameters.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring with a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { .spring }
    /// The animation after `delay`.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at `speed`.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a render has no time for the animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation's completion runs (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let name: String
    /// When the animation has logically finished.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has finished and been removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`, at once: a render has no time for the animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// How a view enters and leaves (SwiftUI's `AnyTransition`): accepted.
public struct AnyTransition: Sendable {
    let name: String
    /// Fades.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides.
    public static let slide = AnyTransition(name: "slide")
    /// Scales.
    public static let scale = AnyTransition(name: "scale")
    /// Nothing.
    public static let identity = AnyTransition(name: "identity")
    /// Moves from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Moves in from one edge and out to another.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// Both transitions.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// A keyboard's kind (UIKit's `UIKeyboardType`), for `.keyboardType(_:)` and UIKit's text
/// fields alike: declared once, here, as `import SwiftUI` brings it on iOS.
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How text is capitalized as it is typed (SwiftUI's `TextInputAutocapitalization`), accepted.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Words.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Sentences.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key (SwiftUI's `SubmitLabel`), accepted.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How scrolling dismisses the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`), accepted.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// At once.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Interactively.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether text can be selected (SwiftUI's `TextSelectability`), accepted.
public struct TextSelectability: Sendable, Hashable {
    let isEnabled: Bool
    /// Selectable.
    public static let enabled = TextSelectability(isEnabled: true)
    /// Not selectable.
    public static let disabled = TextSelectability(isEnabled: false)
}

/// Haptic feedback (SwiftUI's `SensoryFeedback`), accepted: a render plays nothing.
public struct SensoryFeedback: Sendable, Hashable {
    let name: String
    /// Success.
    public static let success = SensoryFeedback(name: "success")
    /// Warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// Error.
    public static let error = SensoryFeedback(name: "error")
    /// Selection.
    public static let selection = SensoryFeedback(name: "selection")
    /// Increase.
    public static let increase = SensoryFeedback(name: "increase")
    /// Decrease.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Start.
    public static let start = SensoryFeedback(name: "start")
    /// Stop.
    public static let stop = SensoryFeedback(name: "stop")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// A value that changed to a new discrete level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A dragged element that snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A drawn path that was completed.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// An impact's weight.
    public enum Weight: Sendable, Hashable { case light, medium, heavy }
    /// How rigid the colliding objects of an impact feel.
    public enum Flexibility: Sendable, Hashable { case rigid, solid, soft }
}

/// A key with modifiers for a keyboard shortcut (SwiftUI's `KeyboardShortcut`), accepted.
public struct KeyboardShortcut: Sendable, Hashable {
    let name: String
    /// Return.
    public static let defaultAction = KeyboardShortcut(name: "defaultAction")
    /// Escape.
    public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

/// A key a shortcut uses (SwiftUI's `KeyEquivalent`), accepted.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    let character: Character
    /// A key for a character.
    public init(_ character: Character) { self.character = character }
    /// A key for a literal character.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete.
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys of a shortcut (SwiftUI's `EventModifiers`), accepted.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Modifier keys.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Command.
    public static let command = EventModifiers(rawValue: 1)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 4)
    /// Control.
    public static let control = EventModifiers(rawValue: 8)
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 16)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// Every modifier.
    public static let all: EventModifiers = [.command, .shift, .option, .control, .capsLock, .numericPad]
}

/// How symbols are drawn (SwiftUI's `SymbolVariants`), accepted.
public struct SymbolVariants: Sendable, Hashable {
    let name: String
    /// No variant.
    public static let none = SymbolVariants(name: "none")
    /// Filled.
    public static let fill = SymbolVariants(name: "fill")
    /// In a circle.
    public static let circle = SymbolVariants(name: "circle")
    /// In a square.
    public static let square = SymbolVariants(name: "square")
    /// With a slash.
    public static let slash = SymbolVariants(name: "slash")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(name: "rectangle")

    /// This variant, filled (`.circle.fill`).
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
    /// This variant, in a circle.
    public var circle: SymbolVariants { SymbolVariants(name: name + ".circle") }
    /// This variant, in a square.
    public var square: SymbolVariants { SymbolVariants(name: name + ".square") }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(name: name + ".rectangle") }
    /// This variant, with a slash.
    public var slash: SymbolVariants { SymbolVariants(name: name + ".slash") }
}

/// How symbols are colored (SwiftUI's `SymbolRenderingMode`), accepted.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One color.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Several colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers of one color.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers of given colors.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The kinds of content shape (SwiftUI's `ContentShapeKinds`), accepted.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Kinds.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
}

/// Where content margins apply (SwiftUI's `ContentMarginPlacement`), accepted.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

nonisolated extension View {
    /// Runs `action` when `value` changes, and as the view appears when `initial` (a render
    /// changes nothing else, so only that first call runs).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        appearAction(initial ? { action(value, value) } : nil)
    }
    /// Runs `action` when `value` changes, and as the view appears when `initial` (a render
    /// changes nothing else, so only that first call runs).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        appearAction(initial ? action : nil)
    }
    /// Runs `action` when `value` changes (the iOS 14 spelling); a render changes nothing.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// Runs `action` when the view disappears; it never does in a render.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Starts `action` as the view appears: what it sets before it first waits (sample data a
    /// preview loads) is shown; a render does not wait for the network or another actor.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        appearTask(action)
    }
    /// Starts `action` as the view appears (and, on a device, when `id` changes), as `task(_:)` does.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        appearTask(action)
    }
    /// Animates changes of `value`; no time passes in a render.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Animates changes (the deprecated spelling); no time passes in a render.
    public func animation(_ animation: Animation?) -> some View { self }
    /// How the view enters and leaves.
    public func transition(_ transition: AnyTransition) -> some View { self }
    /// Pull to refresh; a render does not pull.
    public func refreshable(action: @escaping () async -> Void) -> some View { self }
    /// Haptic feedback when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Haptic feedback when `trigger` changes and `condition` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }
    /// A keyboard shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// A keyboard shortcut from a key and modifiers.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Help text for the pointer (macOS, visionOS).
    public func help(_ text: LocalizedStringKey) -> some View { self }
    /// Help text for the pointer (macOS, visionOS).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// Help text for the pointer (macOS, visionOS).
    public func help(_ text: Text) -> some View { self }
    /// The shape that receives touches.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// The shape for a kind of interaction.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// Margins of scroll content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Margins of scroll content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Whether text inside can be selected.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    /// How typed text is capitalized.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Turns autocorrection off (the older spelling).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Turns autocorrection off.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// The keyboard for text inside.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The label of the return key.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Runs `action` on return.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// How scrolling dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Dismisses the keyboard on scroll (the app's own helper in some code, SwiftUI's in iOS 16).
    public func scrollToDismissesKeyboard() -> some View { self }
    /// How symbols inside are drawn.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    /// How symbols inside are colored.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Runs `action` on a long press; a render presses nothing.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View { self }
    /// Whether the view receives touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Scroll indicators' visibility.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Whether a scroll view scrolls.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Whether the view's background is drawn behind a scrollable view (lists, forms).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// The draw order among siblings.
    public func zIndex(_ value: Double) -> some View { self }
    /// A blur.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// A scale effect; layout is unchanged in SwiftUI too.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// A scale effect along each axis (`scaleEffect(x: -1, y: 1)` mirrors); layout is unchanged in SwiftUI too.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    /// A scale effect by a size's width and height; layout is unchanged in SwiftUI too.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    /// A rotation; layout is unchanged in SwiftUI too.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// Saturation.
    public func saturation(_ amount: Double) -> some View { self }
    /// Brightness.
    public func brightness(_ amount: Double) -> some View { self }
    /// Grayscale.
    public func grayscale(_ amount: Double) -> some View { self }
    /// Draws the view offscreen first.
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    /// Composites the view as a group.
    public func compositingGroup() -> some View { self }
    /// Redacts the content.
    public func redacted(reason: RedactionReasons) -> some View { self }
    /// Keeps the view's identity for matched geometry.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> some View { self }
    /// Opens a URL: the environment's action is used.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// A context menu; a render never opens it.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    /// A context menu with a preview; a render never opens it.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// Swipe actions of a row; a render never swipes.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    /// The row's deletion; a render never deletes.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Drag and drop; a render never drags.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// A hover effect; a render has no pointer.
    public func hoverEffect() -> some View { self }
    /// The view's interactive dismissal.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// The presentation's detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The presentation's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// The status bar's visibility.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// The preferred color scheme for the presentation.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// Whether the view is persistent across renders (`.persistentSystemOverlays`).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// What triggers `onSubmit` (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Triggers.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Why content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Reasons.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 2)
}

/// A namespace for matched geometry (SwiftUI's `@Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// A namespace.
    public init() {}
    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: 0) }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// The heights a sheet rests at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Sendable, Hashable {
    let name: String
    /// Half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    /// A fraction of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}
#endif
