#if os(Linux)
/// How a confirmation dialog's title shows (SwiftUI's `Visibility` for dialogs).
nonisolated extension View {
    /// An alert titled with a localized key, with action buttons, while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title: Text(titleKey), isPresented: isPresented.wrappedValue, actions: actions(), message: EmptyView())
    }

    /// An alert titled with a localized key, with actions and a message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title: Text(titleKey), isPresented: isPresented.wrappedValue, actions: actions(), message: message())
    }

    /// An alert titled with a string, shown as it is, with actions and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title: Text(title), isPresented: isPresented.wrappedValue, actions: actions(), message: message())
    }

    /// An alert titled with a string, shown as it is, with actions.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title: Text(title), isPresented: isPresented.wrappedValue, actions: actions(), message: EmptyView())
    }

    /// An alert titled with a text, with actions and a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title: title, isPresented: isPresented.wrappedValue, actions: actions(), message: message())
    }

    /// An alert for the data presented, with actions and a message built from it.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(title: Text(titleKey), isPresented: shown != nil, actions: shown.map(actions), message: shown.map(message))
    }

    /// An alert for the data presented, with actions built from it.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(title: Text(titleKey), isPresented: shown != nil, actions: shown.map(actions), message: EmptyView())
    }

    /// A confirmation dialog (an action sheet on iPhone) titled with a localized key.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(title: titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented.wrappedValue,
                         actions: actions(), message: EmptyView())
    }

    /// A confirmation dialog titled with a localized key, with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentingDialog(title: titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented.wrappedValue,
                         actions: actions(), message: message())
    }

    /// A confirmation dialog titled with a string, shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(title: titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented.wrappedValue,
                         actions: actions(), message: EmptyView())
    }

    /// A confirmation dialog for the data presented.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingDialog(title: titleVisibility == .visible ? Text(titleKey) : nil, isPresented: shown != nil,
                                actions: shown.map(actions), message: EmptyView())
    }

    /// A confirmation dialog for the data presented, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingDialog(title: titleVisibility == .visible ? Text(titleKey) : nil, isPresented: shown != nil,
                                actions: shown.map(actions), message: shown.map(message))
    }

    /// A full-screen cover while `isPresented` is true (drawn as a sheet).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// A full-screen cover for a non-nil `item` (drawn as a sheet).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }

    /// A popover for a non-nil `item`; on iPhone a popover is a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    /// A popover with an arrow edge; on iPhone a popover is a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge?, @ViewBuilder content: () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// An alert for a non-nil `item`, built as `Alert` (SwiftUI's older `alert(item:content:)`).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let shown = item.wrappedValue.map(content)
        return alert(isPresented: .constant(shown != nil)) { shown ?? Alert(title: Text(verbatim: "")) }
    }

    /// An alert for an error while `isPresented` is true, titled with its description.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, actions: actions)
    }

    /// An alert for an error while `isPresented` is true, with a message of the error.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                          @ViewBuilder message: (E) -> M) -> some View {
        Group {
            if let error {
                alert(Text(verbatim: error.errorDescription ?? ""), isPresented: isPresented, actions: { actions(error) }, message: { message(error) })
            } else {
                self
            }
        }
    }

    /// A popover with an anchor and arrow edge; on iPhone a popover is a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor,
                                       arrowEdge: Edge? = nil, @ViewBuilder content: () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// A search field for the list or navigation content: a rounded field with the prompt (or
    /// "Search") above the content while the text is empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
                           file: StaticString = #filePath, line: UInt = #line) -> some View {
        VStack(spacing: 0) {
            SearchField(text: text.wrappedValue, prompt: prompt.map { Text($0, file: file, line: line) })
            self
        }
    }

    /// A search field whose prompt is a localized key (a literal: `prompt: "Search"` is looked
    /// up, as in SwiftUI).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           file: StaticString = #filePath, line: UInt = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Optional(prompt), file: file, line: line)
    }

    /// A search field with a prompt text.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?) -> some View {
        VStack(spacing: 0) {
            SearchField(text: text.wrappedValue, prompt: prompt)
            self
        }
    }

    /// A search field with a prompt string, shown as it is.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                              file: StaticString = #filePath, line: UInt = #line) -> some View {
        VStack(spacing: 0) {
            SearchField(text: text.wrappedValue, prompt: Text(prompt, file: file, line: line))
            self
        }
    }

    /// A search field whose being edited `isPresented` follows; drawn as when it is not (the
    /// field above the content), since a still screen has no focus.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey? = nil, file: StaticString = #filePath, line: UInt = #line) -> some View {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A search field whose prompt is a localized key, whose being edited `isPresented` follows.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey, file: StaticString = #filePath, line: UInt = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Optional(prompt), file: file, line: line)
    }

    /// A search field with a prompt text, whose being edited `isPresented` follows.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text?) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with a prompt string, shown as it is, whose being edited `isPresented` follows.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S, file: StaticString = #filePath, line: UInt = #line) -> some View {
        searchable(text: text, placement: placement, prompt: prompt, file: file, line: line)
    }

    /// A count or word beside a row or tab (SwiftUI's `badge`): shown at the trailing end.
    public func badge(_ count: Int) -> some View {
        HStack {
            self
            if count != 0 {
                Spacer()
                Text(count, format: .number).foregroundStyle(.secondary)
            }
        }
    }

    /// A localized badge.
    public func badge(_ label: Text?) -> some View {
        HStack {
            self
            if let label {
                Spacer()
                label.foregroundStyle(.secondary)
            }
        }
    }

    /// A localized badge from a key.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }
}

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`).
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The navigation bar drawer, always or automatically shown.
    public static func navigationBarDrawer(displayMode: DisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    /// When the drawer shows.
    public enum DisplayMode: Sendable, Hashable { case automatic, always }
}

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// An anchor's source.
    public enum Anchor: Sendable { case bounds }
}

/// The search field `searchable` adds.
nonisolated struct SearchField: View {
    let text: String
    let prompt: Text?

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            if text.isEmpty {
                (prompt ?? Text(systemWord: .search, file: #filePath, line: #line))
            } else {
                Text(verbatim: text).foregroundColor(.primary)
            }
            Spacer(minLength: 0)
        }
        .foregroundColor(.secondary)
        .padding(.horizontal, 8)
        .frame(minHeight: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)))
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
#endif
