#if os(Linux)
/// The `alert` and `confirmationDialog` forms titled with a `Text` or a string, and those
/// presenting data under such a title, as SwiftUI declares them beside the localized-key forms.
nonisolated extension View {
    /// An alert titled with a text, with actions.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title: title, isPresented: isPresented.wrappedValue, actions: actions(), message: EmptyView())
    }

    /// An alert titled with a text for the data presented, with actions built from it.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(title: title, isPresented: shown != nil, actions: shown.map(actions), message: EmptyView())
    }

    /// An alert titled with a text for the data presented, with actions and a message built from it.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(title: title, isPresented: shown != nil, actions: shown.map(actions), message: shown.map(message))
    }

    /// An alert titled with a string, shown as it is, for the data presented, with actions built from it.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert titled with a string, shown as it is, for the data presented, with actions and a
    /// message built from it.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog titled with a text.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(title: titleVisibility == .visible ? title : nil, isPresented: isPresented.wrappedValue,
                         actions: actions(), message: EmptyView())
    }

    /// A confirmation dialog titled with a text, with a message.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingDialog(title: titleVisibility == .visible ? title : nil, isPresented: isPresented.wrappedValue,
                         actions: actions(), message: message())
    }

    /// A confirmation dialog titled with a text for the data presented.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingDialog(title: titleVisibility == .visible ? title : nil, isPresented: shown != nil,
                                actions: shown.map(actions), message: EmptyView())
    }

    /// A confirmation dialog titled with a text for the data presented, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingDialog(title: titleVisibility == .visible ? title : nil, isPresented: shown != nil,
                                actions: shown.map(actions), message: shown.map(message))
    }

    /// A confirmation dialog titled with a string, shown as it is, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled with a string, shown as it is, for the data presented.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog titled with a string, shown as it is, for the data presented, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: message)
    }
}
#endif
