#if os(Linux)
import Foundation

// iOS 17 and 18 API around transitions, tabs, search tokens, sharing and scrolling that apps
// write beside the views they draw. A render is one still screen: what animates, customizes or
// settles later is accepted and drawn as the screen first shows.

/// A transition of the app's own (iOS 17's `Transition`): how a view looks as it appears and
/// disappears. A render shows the view as it is, at its identity phase.
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition makes.
    associatedtype Body: View
    /// The view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
    /// `content` at `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// Where a view is in its transition (SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Sendable, Hashable {
    /// About to be inserted.
    case willAppear
    /// In place: the view as it is shown.
    case identity
    /// Just removed.
    case didDisappear

    /// Whether the view is in place.
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 in place, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The transition that animates a symbol in and out (SwiftUI's `SymbolEffectTransition`).
public struct SymbolEffectTransition: Transition {
    /// The symbol as it is.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == SymbolEffectTransition {
    /// Animates a symbol in and out with its default effect.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() }
}

extension AnyTransition {
    /// A transition of the app's own, type-erased.
    public init<T: Transition>(_ transition: T) { self.init(name: String(describing: T.self)) }
}

nonisolated extension View {
    /// How the view comes and goes (accepted: a render shows it in place).
    public func transition<T: Transition>(_ transition: T) -> some View { self }

    /// Whether the labels of buttons and other controls inside show their titles (accepted: the
    /// render draws each label as its style says).
    public func labelsVisibility(_ visibility: Visibility) -> some View { self }

    /// A border painted with `content` inside the view's edges: a color, or a style such as
    /// `.separator` or `.tint` drawn in its color.
    @_disfavoredOverload
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().stroke(content.resolvedColor ?? Color.primary, lineWidth: Double(width)))
    }
}

// MARK: - Zoom transitions

/// How the source of a zoom transition looks (SwiftUI's `MatchedTransitionSourceConfiguration`).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source as the view draws it (SwiftUI's `EmptyMatchedTransitionSourceConfiguration`).
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A source configuration with a change applied (accepted: the source draws as the view does).
public struct ModifiedMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source's background during the zoom.
    public func background(_ style: Color) -> ModifiedMatchedTransitionSourceConfiguration { .init() }
    /// The source's clip shape during the zoom.
    public func clipShape(_ shape: RoundedRectangle) -> ModifiedMatchedTransitionSourceConfiguration { .init() }
    /// The source's shadow during the zoom.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedMatchedTransitionSourceConfiguration { .init() }
}

nonisolated extension View {
    /// The source of a zoom transition, styled by `configuration` (accepted).
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View { self }
}

// MARK: - Tab customization

/// What the user changed in a customizable tab bar or sidebar (SwiftUI's `TabViewCustomization`),
/// stored with `@AppStorage`: a render shows the tabs as the app declares them.
public struct TabViewCustomization: Sendable, Hashable, Codable {
    /// No changes.
    public init() {}

    /// The visibility the user chose for the tab of `id`: automatic, unchanged.
    public subscript(visibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }

    /// Forgets the user's visibility choices.
    public mutating func resetVisibility() {}
    /// Forgets the user's order of sections.
    public mutating func resetSectionOrder() {}
}

extension TabViewCustomization: RawRepresentable {
    /// The customization read from `@AppStorage`: the declared tabs.
    public init?(rawValue: String) { self.init() }
    /// The customization as `@AppStorage` stores it.
    public var rawValue: String { "" }
}

nonisolated extension View {
    /// Lets the user customize the tab view, saving to `customization` (accepted).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
    /// A header atop a sidebar-adaptable tab view's sidebar (accepted: a phone shows the tab bar).
    public func tabViewSidebarHeader<H: View>(@ViewBuilder content: () -> H) -> some View { self }
    /// A footer under the sidebar's tabs (accepted).
    public func tabViewSidebarFooter<F: View>(@ViewBuilder content: () -> F) -> some View { self }
    /// A bar at the sidebar's bottom (accepted).
    public func tabViewSidebarBottomBar<B: View>(@ViewBuilder content: () -> B) -> some View { self }
}

extension TabSection {
    /// The section's identity when the user customizes the sidebar (accepted).
    public func customizationID(_ id: String) -> TabSection { self }
    /// Actions beside the section's header in the sidebar (accepted: a phone's tab bar has no headers).
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> TabSection { self }
    /// Whether the section shows by default (accepted).
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> TabSection { self }
    /// Whether the user may move or hide the section (accepted).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: TabPlacement...) -> TabSection { self }
}

// MARK: - Search tokens

nonisolated extension View {
    /// A search field with tokens and a prompt of a text; drawn as the plain field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text?,
        file: StaticString = #filePath, line: UInt = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens and a prompt of a string; drawn as the plain field.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        file: StaticString = #filePath, line: UInt = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A search field with tokens, suggested tokens and a prompt of a text; drawn as the plain field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text?,
        file: StaticString = #filePath, line: UInt = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens, suggested tokens and a prompt of a string; drawn as the plain field.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        file: StaticString = #filePath, line: UInt = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A search field with tokens whose presentation `isPresented` controls; drawn as the plain field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey? = nil, file: StaticString = #filePath, line: UInt = #line,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A search field with tokens the user edits in place (iOS 17); drawn as the plain field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey? = nil, file: StaticString = #filePath, line: UInt = #line,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A suggestion that completes the search with `token` (accepted: no suggestion is chosen).
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }

    /// Binds the search field's focus to `binding` (accepted: nothing has focus in a render).
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the search field's focus to `binding` being `value` (accepted).
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}

// MARK: - Sharing and toggles

extension ShareLink where Label == AnyView {
    /// A link sharing `items`, each previewed by `preview`, with the system's "Share" label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil,
                                 file: StaticString = #filePath, line: UInt = #line, preview: @escaping (Items.Element) -> SharePreview) {
        self.init(items: items, subject: subject, message: message, file: file, line: line)
    }

    /// A link sharing `items`, each previewed by `preview`, titled with a localized key.
    public init<Items: Sequence>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil,
                                 file: StaticString = #filePath, line: UInt = #line, preview: @escaping (Items.Element) -> SharePreview) {
        self.init(titleKey, item: Array(items), subject: subject, message: message, file: file, line: line)
    }
}

extension ShareLink {
    /// A link sharing `items`, each previewed by `preview`, with a label of the app's own.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil,
                                 preview: @escaping (Items.Element) -> SharePreview, file: StaticString = #filePath,
                                 line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, file: file, line: line, label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle of several sources at once (iOS 16): on when every source is on, and turning it
    /// turns them all.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, isOn: Self.all(sources, isOn), file: file, line: line)
    }

    /// A toggle of several sources at once, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                                              file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, isOn: Self.all(sources, isOn), file: file, line: line)
    }

    /// On when every one of `sources` is on (and when there are none); setting sets them all.
    static func all<C: RandomAccessCollection>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        Binding(get: { sources.allSatisfy { $0[keyPath: isOn].wrappedValue } },
                set: { value in sources.forEach { $0[keyPath: isOn].wrappedValue = value } })
    }
}

extension Toggle where Label == Text {
    /// A toggle of the elements of a bound collection (`Toggle("All", sources: $alarms, isOn: \.isOn)`).
    public init<C: MutableCollection & RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: Binding<C>,
                                                               isOn: KeyPath<Binding<C.Element>, Binding<Bool>>,
                                                               file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, sources: Self.elements(of: sources), isOn: isOn, file: file, line: line)
    }

    /// A toggle of the elements of a bound collection, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: MutableCollection & RandomAccessCollection>(_ title: S, sources: Binding<C>,
                                                                                  isOn: KeyPath<Binding<C.Element>, Binding<Bool>>,
                                                                                  file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, sources: Self.elements(of: sources), isOn: isOn, file: file, line: line)
    }

    /// A binding to each element of the bound collection.
    static func elements<C: MutableCollection & RandomAccessCollection>(of collection: Binding<C>) -> [Binding<C.Element>] {
        collection.wrappedValue.indices.map { index in
            Binding(get: { collection.wrappedValue[index] }, set: { collection.wrappedValue[index] = $0 })
        }
    }
}

extension Toggle {
    /// A toggle of several sources at once with a label of the app's own.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, file: StaticString = #filePath,
                                           line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(isOn: Toggle<Text>.all(sources, isOn), file: file, line: line, label: label)
    }
}

// MARK: - Scroll targets

/// Where a scroll view would settle (SwiftUI's `ScrollTarget`).
public struct ScrollTarget: Sendable {
    /// The rectangle to bring into view.
    public var rect: CGRect
    /// The anchor of `rect` that settles at the same anchor of the scroll view, if any.
    public var anchor: UnitPoint?

    /// A target of `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when it settles (SwiftUI's `ScrollTargetBehaviorContext`).
public struct ScrollTargetBehaviorContext: Sendable {
    /// The scroll view's size: the device's in a render.
    public var containerSize: CGSize
    /// The content's size.
    public var contentSize: CGSize
    /// The axes the scroll view scrolls on.
    public var axes: Axis.Set
    /// The target the scroll started at.
    public var originalTarget: ScrollTarget
}

extension ScrollTargetBehavior {
    /// What an app's own behavior receives (`func updateTarget(_:context: TargetContext)`).
    public typealias TargetContext = ScrollTargetBehaviorContext

    /// Settles where the user let go (a render does not scroll, so this is never called).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
#endif
