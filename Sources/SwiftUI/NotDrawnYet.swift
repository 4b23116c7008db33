#if os(Linux)
// SwiftUI API that this product does not draw yet, declared unavailable so that a view using it
// fails to compile with a message naming what is missing, instead of a type-checker error that
// names nothing ("cannot infer key path type", "unable to type-check this expression").

/// Draws with a graphics context (SwiftUI's `Canvas`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw Canvas yet; check the screen without it, or draw its text with Text")
nonisolated public struct Canvas: View {
    /// A canvas.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false, renderer: @escaping (inout Any, CGSize) -> Void) {}
    public var body: some View { EmptyView() }
}

/// A tree of rows that disclose their children (SwiftUI's `OutlineGroup`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw OutlineGroup yet; a List of the top-level rows is drawn")
nonisolated public struct OutlineGroup<Data, Content: View>: View {
    /// An outline of `data`'s tree.
    public init<Children>(_ data: Data, children: KeyPath<Any, Children?>, @ViewBuilder content: @escaping (Any) -> Content) {}
    public var body: some View { EmptyView() }
}

/// A picker of several dates (SwiftUI's `MultiDatePicker`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw MultiDatePicker yet; a DatePicker is drawn")
nonisolated public struct MultiDatePicker<Label: View>: View {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) where Label == Text {}
    public var body: some View { EmptyView() }
}

/// A button that pastes (SwiftUI's `PasteButton`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw PasteButton yet; a Button is drawn")
nonisolated public struct PasteButton: View {
    /// A paste button.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public var body: some View { EmptyView() }
}

/// A button that starts renaming (SwiftUI's `RenameButton`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw RenameButton yet; a Button is drawn")
nonisolated public struct RenameButton<Label: View>: View {
    /// A rename button.
    public init() where Label == Text {}
    public var body: some View { EmptyView() }
}

/// A mesh of colors (SwiftUI's `MeshGradient`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw MeshGradient yet; a LinearGradient is drawn")
public struct MeshGradient {
    /// A mesh gradient.
    public init(width: Int, height: Int, points: [Any], colors: [Color]) {}
}

/// A custom layout (SwiftUI's `Layout`): not drawn yet.
@available(*, unavailable, message: "l10n does not lay out a custom Layout yet; use the stacks (HStack, VStack, ZStack) it draws")
public protocol Layout {}

#endif
