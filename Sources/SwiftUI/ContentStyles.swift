#if os(Linux)
// The looks of labelled content, disclosure groups and text editors: accepted, each keeps the
// look iOS gives it by default. An app's own style compiles (its `makeBody` is not called).

/// What a labelled content style receives (SwiftUI's `LabeledContentStyleConfiguration`).
public struct LabeledContentStyleConfiguration {
    /// The label.
    public let label: AnyView
    /// The content.
    public let content: AnyView
}

/// A look of `LabeledContent` (SwiftUI's `LabeledContentStyle`).
public protocol LabeledContentStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The content in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default labelled content look.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; configuration.content } }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's choice.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// What a disclosure group style receives (SwiftUI's `DisclosureGroupStyleConfiguration`).
public struct DisclosureGroupStyleConfiguration {
    /// The label.
    public let label: AnyView
    /// The content.
    public let content: AnyView
    /// Whether it is open.
    @Binding public var isExpanded: Bool
}

/// A look of `DisclosureGroup` (SwiftUI's `DisclosureGroupStyle`).
public protocol DisclosureGroupStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The group in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default disclosure group look.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public func makeBody(configuration: Configuration) -> some View { VStack { configuration.label; configuration.content } }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's choice.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A look of `TextEditor` (SwiftUI's `TextEditorStyle`).
public protocol TextEditorStyle {}

/// The built-in text editor looks.
public struct BuiltInTextEditorStyle: TextEditorStyle, Sendable, Hashable {
    let name: String
}

extension TextEditorStyle where Self == BuiltInTextEditorStyle {
    /// The platform's choice.
    public static var automatic: BuiltInTextEditorStyle { BuiltInTextEditorStyle(name: "automatic") }
    /// No background.
    public static var plain: BuiltInTextEditorStyle { BuiltInTextEditorStyle(name: "plain") }
    /// A rounded border (macOS).
    public static var roundedBorder: BuiltInTextEditorStyle { BuiltInTextEditorStyle(name: "roundedBorder") }
}

nonisolated extension View {
    /// The look of labelled content inside; accepted.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { self }
    /// The look of disclosure groups inside; accepted.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { self }
    /// The look of text editors inside; accepted.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
#endif
