#if os(Linux)
import Foundation

nonisolated extension View {
    /// Animates an SF Symbol; accepted, a still screen shows the symbol at rest.
    public func symbolEffect<Effect: SymbolEffect>(_ effect: Effect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }

    /// Animates an SF Symbol when `value` changes; accepted, a still screen shows it at rest.
    public func symbolEffect<Effect: SymbolEffect, U: Equatable>(_ effect: Effect, options: SymbolEffectOptions = .default, value: U) -> some View { self }

    /// How content changes are animated; accepted, a render does not animate.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Hides the view's content in the lock screen's redacted state; accepted, a render shows it.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Lets a text tighten its letters before it is cut short; accepted, letters are not tightened.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// The prominence of section headers; accepted, headers are drawn at their standard size.
    public func headerProminence(_ prominence: Prominence) -> some View { self }

    /// A wider or narrower cut of the font; accepted, measured at the standard width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Suggestions under a search field while searching; accepted, a render is not searching.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Scopes of a search; accepted, shown only while searching.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// Scopes of a search shown as `activation` says (iOS 16.4); accepted, a render is not searching.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View { self }

    /// Runs `action` on hover; accepted, there is no pointer in a render.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// A coordinate space named for geometry readers; accepted.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }

    /// An inspector; accepted, on iPhone it is a sheet, shown only while presented.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }

    /// How a scroll view comes to rest; accepted, a render does not scroll.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Marks the view as a scroll target; accepted.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// A drop target; accepted, nothing is dragged in a render.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    /// A mask over the view; accepted, the view is drawn unmasked (its layout is the same).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }

    /// A mask over the view (the iOS 13 spelling); accepted, the view is drawn unmasked.
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }
}

/// Options of a symbol effect (SwiftUI's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeat the effect; accepted.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeat the effect without end; accepted.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Play at `speed`; accepted.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Play once; accepted.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeat the effect in a way; accepted.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// This set of options, repeating; accepted.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// This set of options at `speed`; accepted.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }

    /// How a symbol effect repeats (SwiftUI's `SymbolEffectOptions.RepeatBehavior`).
    public struct RepeatBehavior: Sendable {
        /// Again and again, without pause.
        public static let continuous = RepeatBehavior()
        /// With pauses between.
        public static let periodic = RepeatBehavior()
        /// A number of times, with a delay.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
    }
}

/// How content changes animate (SwiftUI's `ContentTransition`).
public struct ContentTransition: Sendable {
    /// The default.
    public static let identity = ContentTransition()
    /// A cross-fade.
    public static let opacity = ContentTransition()
    /// Cross-fade the changed parts.
    public static let interpolate = ContentTransition()
    /// Digits roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Digits roll towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    /// A symbol's own replacement effect.
    public static let symbolEffect = ContentTransition()
    /// A symbol's replacement by `effect`.
    public static func symbolEffect<Effect: SymbolEffect>(_ effect: Effect, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition()
    }
}

/// How prominent a section header is (SwiftUI's `Prominence`).
public enum Prominence: Sendable, Hashable {
    case standard, increased
}

extension Font {
    /// The width of a font's cut (SwiftUI's `Font.Width`).
    public struct Width: Sendable, Hashable {
        /// The width's value.
        public let value: CGFloat
        /// A width.
        public init(_ value: CGFloat) { self.value = value }
        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }

    /// The font in `width`; accepted, measured at the standard width.
    public func width(_ width: Width) -> Font { self }
}

/// How a scroll view settles (SwiftUI's `ScrollTargetBehavior`): accepted, a render does not scroll.
public protocol ScrollTargetBehavior {}

/// Settles on the scroll view's pages (`.scrollTargetBehavior(.paging)`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Paging.
    public init() {}
}

/// Settles on the views of the scroll target layout (`.scrollTargetBehavior(.viewAligned)`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How far one swipe may go.
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        /// The platform's choice.
        public static let automatic = LimitBehavior(name: "automatic")
        /// Always one view.
        public static let always = LimitBehavior(name: "always")
        /// Always one view in compact layouts.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// One view at a time.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
        /// Never limited.
        public static let never = LimitBehavior(name: "never")
    }
    /// View-aligned settling.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles on views, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// When a search's scopes show (SwiftUI's `SearchScopeActivation`, iOS 16.4).
public struct SearchScopeActivation: Sendable, Hashable {
    let name: String
    /// As the platform chooses.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When the user types.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// When the search field is focused.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}
#endif
