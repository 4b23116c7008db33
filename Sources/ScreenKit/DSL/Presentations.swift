/// An alert (SwiftUI's `Alert`): a title, an optional message and one or two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK by default).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text(content: .system(.ok)))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [secondaryButton, primaryButton]
    }

    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text
        let isBold: Bool
        let isDestructive: Bool

        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, isBold: false, isDestructive: false)
        }

        /// A cancel button ("Cancel" in the system's words when no label is given), drawn bold.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, isBold: true, isDestructive: false)
        }

        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text(content: .system(.cancel)), isBold: true, isDestructive: false)
        }

        /// A destructive button, drawn red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, isBold: false, isDestructive: true)
        }
    }
}

/// An action sheet (SwiftUI's `ActionSheet`): a title, an optional message and buttons, at the
/// bottom of the screen.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An action sheet.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The button type, as `ActionSheet.Button.default(…)`.
    public typealias Button = Alert.Button
}

nonisolated extension View {
    /// Shows `content` as an alert while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedView<Self> {
        let shown = isPresented.wrappedValue ? content() : nil
        return present(shown.map { alert in { context in PresentationViews.alert(alert, context) } }, style: .alert)
    }

    /// Shows `content` as an action sheet while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedView<Self> {
        let shown = isPresented.wrappedValue ? content() : nil
        return present(shown.map { sheet in { context in PresentationViews.actionSheet(sheet, context) } }, style: .actionSheet)
    }

    /// Shows `content` as a sheet while `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> ModifiedView<Self> {
        let shown = isPresented.wrappedValue ? content() : nil
        return present(shown.map { view in { context in PresentationViews.sheet(view, context) } }, style: .sheet)
    }

    /// Shows a sheet for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: (Item) -> Content) -> ModifiedView<Self> {
        let shown = item.wrappedValue.map(content)
        return present(shown.map { view in { context in PresentationViews.sheet(view, context) } }, style: .sheet)
    }

    /// Shows `content` as a popover while `isPresented` is true; on iPhone a popover is a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> ModifiedView<Self> {
        sheet(isPresented: isPresented, content: content)
    }

    /// Shows an alert built from views (SwiftUI's current `alert(_:isPresented:actions:message:)`):
    /// the title, the message, then the action buttons side by side when there are at most two.
    package func presentingAlert<Actions: View, Message: View>(title: Text, isPresented: Bool, actions: Actions,
                                                               message: Message) -> ModifiedView<Self> {
        present(isPresented ? { context in PresentationViews.alert(title: title, actions: actions, message: message, context) } : nil,
                style: .alert)
    }

    /// Shows an action sheet built from views (SwiftUI's `confirmationDialog`): the title and
    /// message, then one row per action.
    package func presentingDialog<Actions: View, Message: View>(title: Text?, isPresented: Bool, actions: Actions,
                                                                message: Message) -> ModifiedView<Self> {
        present(isPresented ? { context in PresentationViews.dialog(title: title, actions: actions, message: message, context) } : nil,
                style: .actionSheet)
    }

    private func present(_ make: ((ResolveContext) -> Node)?, style: Presentation.Style) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, resolve in
            let nodes = resolve(context)
            if let make {
                context.collector.presentations.append(Presentation(style: style, node: make(context)))
            }
            return nodes
        }
    }
}

/// The views presentations are drawn with, in UIKit's metrics: a 270 pt alert with a 17 pt
/// semibold title and 13 pt message, 44 pt buttons; an action sheet with a 13 pt title and
/// 57 pt rows of 20 pt buttons, its cancel button apart; a sheet as a card below the status bar.
enum PresentationViews {
    static func alert(_ alert: Alert, _ context: ResolveContext) -> Node {
        let accent = context.environment.accentColor ?? Color.blue.asSystemDefault
        let view = VStack(spacing: 0) {
            VStack(spacing: 4) {
                alert.title.font(.headline).multilineTextAlignment(.center)
                if let message = alert.message { message.font(.footnote).multilineTextAlignment(.center) }
            }
            .padding(16)
            Divider()
            HStack(spacing: 0) {
                ForEach(0..<alert.buttons.count) { index in
                    buttonView(alert.buttons[index], accent: accent, size: 17).frame(maxWidth: .infinity, minHeight: 44)
                }
            }
        }
        .frame(width: 270)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground).asSystemDefault))
        return wrap(view, kind: .alert, context)
    }

    static func alert<Actions: View, Message: View>(title: Text, actions: Actions, message: Message, _ context: ResolveContext) -> Node {
        let view = VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline).multilineTextAlignment(.center)
                message.font(.footnote).multilineTextAlignment(.center)
            }
            .padding(16)
            Divider()
            HStack(spacing: 0) { actions.font(.system(size: 17)).frame(maxWidth: .infinity, minHeight: 44) }
        }
        .frame(width: 270)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground).asSystemDefault))
        return wrap(view, kind: .alert, context)
    }

    static func dialog<Actions: View, Message: View>(title: Text?, actions: Actions, message: Message, _ context: ResolveContext) -> Node {
        let view = VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.map { $0.font(.footnote).fontWeight(.semibold).foregroundColor(Color.secondary.asSystemDefault) }
                message.font(.footnote).foregroundColor(Color.secondary.asSystemDefault)
            }
            .padding(14)
            Divider()
            VStack(spacing: 0) { actions.font(.system(size: 20)).frame(maxWidth: .infinity, minHeight: 57) }
        }
        .background(RoundedRectangle(cornerRadius: 13).fill(Color(.secondarySystemBackground).asSystemDefault))
        return wrap(view, kind: .actionSheet, context)
    }

    static func actionSheet(_ sheet: ActionSheet, _ context: ResolveContext) -> Node {
        let accent = context.environment.accentColor ?? Color.blue.asSystemDefault
        let regular = sheet.buttons.filter { !$0.isBold }
        let cancel = sheet.buttons.filter(\.isBold)
        let view = VStack(spacing: 8) {
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    sheet.title.font(.footnote).fontWeight(.semibold).foregroundColor(Color.secondary.asSystemDefault)
                    if let message = sheet.message { message.font(.footnote).foregroundColor(Color.secondary.asSystemDefault) }
                }
                .padding(14)
                ForEach(0..<regular.count) { index in
                    VStack(spacing: 0) {
                        Divider()
                        buttonView(regular[index], accent: accent, size: 20).frame(maxWidth: .infinity, minHeight: 57)
                    }
                }
            }
            .background(RoundedRectangle(cornerRadius: 13).fill(Color(.secondarySystemBackground).asSystemDefault))
            ForEach(0..<cancel.count) { index in
                buttonView(cancel[index], accent: accent, size: 20).frame(maxWidth: .infinity, minHeight: 57)
                    .background(RoundedRectangle(cornerRadius: 13).fill(Color(.tertiarySystemBackground).asSystemDefault))
            }
        }
        return wrap(view, kind: .actionSheet, context)
    }

    static func sheet<Content: View>(_ content: Content, _ context: ResolveContext) -> Node {
        let view = content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(Color(.systemBackground).asSystemDefault)
        return wrap(view, kind: .sheet, context)
    }

    private static func buttonView(_ button: Alert.Button, accent: Color, size: Double) -> some View {
        ScreenKit.Button(action: {}) {
            button.label.font(.system(size: size, weight: button.isBold ? .semibold : .regular))
                .foregroundColor(button.isDestructive ? Color.red.asSystemDefault : accent)
        }
    }

    private static func wrap<V: View>(_ view: V, kind: ElementKind, _ context: ResolveContext) -> Node {
        let content = Resolver.node(for: view, in: context)
        return Node(.semantic(SemanticInfo(kind: kind, traits: .isModal)), context, children: [content])
    }
}
