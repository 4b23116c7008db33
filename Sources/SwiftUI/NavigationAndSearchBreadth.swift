#if os(Linux)
import Foundation

// SwiftUI API of navigation, search and sheets that apps write beside the common forms: a path's
// saved form for state restoration, search tokens, custom sheet heights, animations keyed to a
// value, and URL handlers that pass a URL on. A render shows the screen as it first appears:
// no token is chosen, a sheet shows at its first detent, nothing animates.

extension NavigationPath {
    /// A path's saved form (SwiftUI's `NavigationPath.CodableRepresentation`): its length.
    public struct CodableRepresentation: Codable, Sendable, Hashable {
        let count: Int
    }

    /// The path's saved form, when every value pushed is `Codable` (here: always).
    public var codable: CodableRepresentation? { CodableRepresentation(count: count) }

    /// A path restored from its saved form.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for index in 0..<max(0, codable.count) { append(index) }
    }

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.init()
        for element in elements { append(element) }
    }
}

/// A sheet height of the app's own (SwiftUI's `CustomPresentationDetent`).
public protocol CustomPresentationDetent {
    /// The height in `context`, or nil to leave the detent out.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent's height is worked out from (SwiftUI's `PresentationDetent.Context`).
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// What a custom detent's height is worked out from: the largest height a sheet may take.
    public struct Context {
        /// The largest height of the sheet.
        public let maxDetentValue: CGFloat
    }

    /// A detent of the app's own.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: "custom \(D.self)")
    }
}

extension OpenURLAction.Result {
    /// Passes another URL to the system.
    public static func systemAction(_ url: URL) -> OpenURLAction.Result { .systemAction }
    /// Passes the URL to the system, opened in the app when it prefers (iOS 18).
    public static func systemAction(prefersInApp: Bool) -> OpenURLAction.Result { .systemAction }
}

/// How the toolbar makes room for a search field (SwiftUI's `SearchPresentationToolbarBehavior`).
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The toolbar stays, the content keeps its place.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

extension EnvironmentValues {
    /// How content changes animate: the identity, as nothing animates in a render.
    public var contentTransition: ContentTransition {
        get { .identity }
        set {}
    }
}

nonisolated extension View {
    /// Changes the transaction when `value` changes (accepted: a render animates nothing).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// A search field with tokens; drawn as the plain field (no token is chosen in a render).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
        file: StaticString = #filePath, line: UInt = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A search field with tokens and suggested tokens; drawn as the plain field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey? = nil, file: StaticString = #filePath, line: UInt = #line,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// How the toolbar makes room for the search field (accepted).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
}
#endif
