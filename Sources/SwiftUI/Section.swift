#if os(Linux)
/// A group of rows in a list or form, with an optional header and footer (SwiftUI's `Section`),
/// in every spelling SwiftUI accepts: `Section("Title") { … }`,
/// `Section { … } header: { … } footer: { … }`, `Section(header: Text("…")) { … }`.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?
    let footer: Footer?
    let content: Content
    /// Whether the rows show: false for a collapsed section (`isExpanded` bound to false).
    let showsContent: Bool

    init(header: Parent?, footer: Footer?, content: Content, showsContent: Bool = true) {
        self.header = header
        self.footer = footer
        self.content = content
        self.showsContent = showsContent
    }

    public var body: some View {
        let rows = showsContent ? AnyView(content) : AnyView(EmptyView())
        return ScreenKit.Section(header: header.map { AnyView($0) }, footer: footer.map { AnyView($0) }, drawingFooter: true) {
            rows
        }
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header view, its rows shown while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: nil, content: content(), showsContent: isExpanded.wrappedValue)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: nil, content: content())
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view after the content closure (`Section { … } header: { … }`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: nil, content: content())
    }

    /// A section with a header view (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: nil, content: content())
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view (`Section { … } footer: { … }`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, footer: footer(), content: content())
    }

    /// A section with a footer view (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: footer, content: content())
    }
}

extension Section {
    /// A section with a header and a footer (`Section { … } header: { … } footer: { … }`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content())
    }

    /// A section with a header and a footer (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: footer, content: content())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized key (`Section("Account") { … }`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: nil, content: content())
    }

    /// A section titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: nil, content: content())
    }

    /// A section titled with a localized resource (iOS 16), looked up where it is shown.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleResource), footer: nil, content: content())
    }

    /// A collapsible section titled with a localized key, its rows shown while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: nil, content: content(), showsContent: isExpanded.wrappedValue)
    }

    /// A collapsible section titled with a string shown as it is, its rows shown while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: nil, content: content(), showsContent: isExpanded.wrappedValue)
    }
}
#endif
