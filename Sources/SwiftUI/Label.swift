#if os(Linux)
/// A title with an icon (SwiftUI's `Label`), drawn as the environment's label style says:
/// icon then title by default; `.labelStyle(.iconOnly)` keeps the title for accessibility only.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        // A plain image beside a title is decorative, as in SwiftUI: VoiceOver reads the title
        // ("Add Document"), not the symbol's name. An icon the app labelled keeps its label.
        let decorative = icon is Image
        let shownIcon = decorative ? AnyView(icon.accessibilityHidden(true)) : AnyView(icon)
        let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(shownIcon),
                                                    titleText: title as? Text, plainIcon: .init(AnyView(icon)))
        // The innermost style draws the label; a label its body builds is drawn by the style
        // around it (the default at the end), as in SwiftUI, so a style that wraps `Label` in
        // its `makeBody` does not apply itself again without end.
        let styles = EnvironmentValues.current.labelStyles
        let outer = Array(styles.dropLast())
        return (styles.last ?? AnyLabelStyle(DefaultLabelStyle())).makeBody(configuration).environmentChange { $0.labelStyles = outer }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A localized title with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(titleKey, file: file, line: line) }, icon: { Image(systemName: name, file: file, line: line) })
    }

    /// A string title, shown as it is, with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(title, file: file, line: line) }, icon: { Image(systemName: name, file: file, line: line) })
    }

    /// A localized title with an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(titleKey, file: file, line: line) }, icon: { Image(name, file: file, line: line) })
    }

    /// A string title with an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(title, file: file, line: line) }, icon: { Image(name, file: file, line: line) })
    }

    /// A localized resource title with an SF Symbol.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(title, file: file, line: line) }, icon: { Image(systemName: name, file: file, line: line) })
    }
}

/// What a label style draws: the label's title and icon (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The label's icon.
    nonisolated public struct Icon: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
    /// The title when it is a text, for styles that show only the icon.
    let titleText: Text?
    /// The icon as the app made it, before a plain image is made decorative: what a style that
    /// shows only the icon labels with the title.
    let plainIcon: Icon
}

/// How labels inside are drawn (SwiftUI's `LabelStyle`).
public protocol LabelStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Icon then title, side by side (the default in lists, menus and toolbars alike here).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The icon alone; the title stays as the accessibility label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let title = configuration.titleText {
            configuration.plainIcon.accessibilityLabel(title)
        } else {
            configuration.plainIcon
        }
    }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The platform's choice: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's choice.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style as the environment holds it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStylesKey: EnvironmentKey {
    static var defaultValue: [AnyLabelStyle] { [] }
}

extension EnvironmentValues {
    /// The label styles set around a view, outermost first; none means the default style.
    var labelStyles: [AnyLabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How labels inside are drawn.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentChange { $0.labelStyles.append(AnyLabelStyle(style)) }
    }
}
#endif
