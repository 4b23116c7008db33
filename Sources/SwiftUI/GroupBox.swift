#if os(Linux)
/// A titled box around related content (SwiftUI's `GroupBox`): as iOS draws it, the content
/// and its label (in the headline font) stacked at the leading edge, padded, on a rounded
/// rectangle of the secondary system background.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)))
        let styles = EnvironmentValues.current.groupBoxStyles
        let outer = Array(styles.dropLast())
        return (styles.last ?? AnyGroupBoxStyle(DefaultGroupBoxStyle())).makeBody(configuration).environmentChange { $0.groupBoxStyles = outer }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, file: StaticString = #filePath, line: UInt = #line) {
        self.init(content: content, label: { Text(titleKey, file: file, line: line) })
    }

    /// A box titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, file: StaticString = #filePath, line: UInt = #line) {
        self.init(content: content, label: { Text(title, file: file, line: line) })
    }
}

extension GroupBox {
    /// A box with the label after the content (the older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

/// What a group box style draws (SwiftUI's `GroupBoxStyleConfiguration`).
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    nonisolated public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The box's content.
    nonisolated public struct Content: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// How group boxes inside are drawn (SwiftUI's `GroupBoxStyle`).
public protocol GroupBoxStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The box drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's group box: label and content on the secondary background, corners rounded 8 pt.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground).asSystemDefault))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style as the environment holds it.
struct AnyGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GroupBoxStylesKey: EnvironmentKey {
    static var defaultValue: [AnyGroupBoxStyle] { [] }
}

extension EnvironmentValues {
    /// The group box styles set around a view, outermost first; none means the default style.
    var groupBoxStyles: [AnyGroupBoxStyle] {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How group boxes inside are drawn.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environmentChange { $0.groupBoxStyles.append(AnyGroupBoxStyle(style)) }
    }
}
#endif
