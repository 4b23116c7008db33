/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder`: a list of views,
/// `if`/`else`, `if` alone, `switch`, and availability checks.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` (newer spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .first(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .second(second))
    }

    /// `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
