#if os(Linux)
/// What a button does, for its look and placement (SwiftUI's `ButtonRole`).
public struct ButtonRole: Sendable, Hashable {
    let name: String
    /// Deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels: a system "Cancel" button when it has no label.
    public static let cancel = ButtonRole(name: "cancel")
    /// Confirms (iOS 26): a checkmark when it has no label.
    public static let confirm = ButtonRole(name: "confirm")
    /// Closes (iOS 26): an xmark when it has no label.
    public static let close = ButtonRole(name: "close")
}

extension Button {
    /// A button with a role and a custom label; destructive buttons are red.
    public init(role: ButtonRole?, action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line,
                @ViewBuilder label: () -> Label) {
        self.init(action: action, file: file, line: line, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key, with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(action: action, file: file, line: line) {
            Text(titleKey, file: file, line: line).foregroundColor(role == .destructive ? Color.red : nil)
        }
    }

    /// A button titled with a string, with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(action: action, file: file, line: line) {
            Text(title, file: file, line: line).foregroundColor(role == .destructive ? Color.red : nil)
        }
    }

    /// A button titled with a localized resource.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        self.init(action: action, file: file, line: line) { Text(title, file: file, line: line) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(action: action, file: file, line: line) {
            SwiftUI.Label(titleKey, systemImage: systemImage, file: file, line: line)
        }
    }

    /// A button with a string title, shown as it is, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(action: action, file: file, line: line) {
            SwiftUI.Label(title, systemImage: systemImage, file: file, line: line)
        }
    }
}

extension Button where Label == SystemRoleLabel {
    /// A button with a role and no label (iOS 26): the system draws it for the role.
    public init(role: ButtonRole, action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        self.init(action: action, file: file, line: line) { SystemRoleLabel(role: role) }
    }
}

/// The label the system gives a button that has only a role: an SF Symbol whose accessibility
/// label is the system's word.
nonisolated public struct SystemRoleLabel: View {
    let role: ButtonRole

    public var body: some View {
        switch role {
        case .cancel, .close: Image(systemName: "xmark")
        case .confirm: Image(systemName: "checkmark")
        default: Image(systemName: "trash")
        }
    }
}

/// A link to a URL (SwiftUI's `Link`), drawn as a button in the tint color.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    let file: StaticString
    let line: UInt

    /// A link with a custom label.
    public init(destination: URL, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.file = file
        self.line = line
    }

    public var body: some View {
        Button(action: {}, file: file, line: line) { label }
    }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL, file: StaticString = #filePath, line: UInt = #line) {
        self.init(destination: destination, file: file, line: line) { Text(titleKey, file: file, line: line) }
    }

    /// A link titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL, file: StaticString = #filePath, line: UInt = #line) {
        self.init(destination: destination, file: file, line: line) { Text(title, file: file, line: line) }
    }
}

/// A button that opens a menu (SwiftUI's `Menu`); a still screen shows it closed: its label.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let file: StaticString
    let line: UInt

    /// A menu with a custom label.
    public init(file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.file = file
        self.line = line
    }

    /// A menu with a custom label and a primary action on tap.
    public init(file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(file: file, line: line, content: content, label: label)
    }

    public var body: some View {
        Button(action: {}, file: file, line: line) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content) {
        self.init(file: file, line: line, content: content) { Text(titleKey, file: file, line: line) }
    }

    /// A menu titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content) {
        self.init(file: file, line: line, content: content) { Text(title, file: file, line: line) }
    }

    /// A menu titled with a localized key whose tap runs `primaryAction` (the menu opens on a
    /// long press).
    public init(_ titleKey: LocalizedStringKey, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(titleKey, file: file, line: line, content: content)
    }

    /// A menu titled with a string whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(title, file: file, line: line, content: content)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// A menu with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, file: StaticString = #filePath, line: UInt = #line,
                @ViewBuilder content: () -> Content) {
        self.init(file: file, line: line, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage, file: file, line: line) }
    }
}

/// A button that shares an item (SwiftUI's `ShareLink`): the system's "Share" label, a title of
/// the app's with the share symbol, or a label of its own; a preview shares nothing.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label
    let file: StaticString
    let line: UInt

    /// A link sharing `item` with a label of the app's own.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, file: StaticString = #filePath, line: UInt = #line,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
        self.file = file
        self.line = line
    }

    /// A link sharing `item`, previewed as `preview`, with a label of the app's own.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, file: StaticString = #filePath,
                      line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, file: file, line: line, label: label)
    }

    /// A link sharing `items` with a label of the app's own.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, file: StaticString = #filePath, line: UInt = #line,
                                 @ViewBuilder label: () -> Label) {
        self.init(item: Array(items), subject: subject, message: message, file: file, line: line, label: label)
    }

    public var body: some View {
        Button(action: {}, file: file, line: line) { label }
    }
}

extension ShareLink where Label == AnyView {
    /// A link sharing `item` with the system's "Share" label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        self.init(item: item, subject: subject, message: message, file: file, line: line) {
            AnyView(SwiftUI.Label("Share", systemImage: "square.and.arrow.up"))
        }
    }

    /// A link sharing `items` with the system's "Share" label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.init(item: Array(items), subject: subject, message: message, file: file, line: line)
    }

    /// A link sharing `item`, titled with a localized key beside the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        self.init(item: item, subject: subject, message: message, file: file, line: line) {
            AnyView(SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up", file: file, line: line))
        }
    }

    /// A link sharing `item`, titled with a string beside the share symbol.
    @_disfavoredOverload
    public init<Item, S: StringProtocol>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                                         file: StaticString = #filePath, line: UInt = #line) {
        self.init(item: item, subject: subject, message: message, file: file, line: line) {
            AnyView(SwiftUI.Label(title, systemImage: "square.and.arrow.up"))
        }
    }

    /// A link sharing `item`, titled with a localized key beside `image`.
    public init<Item>(_ titleKey: LocalizedStringKey, image: Image, item: Item, subject: Text? = nil, message: Text? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        self.init(item: item, subject: subject, message: message, file: file, line: line) {
            AnyView(HStack { image; Text(titleKey, file: file, line: line) })
        }
    }
}

/// How a shared item is previewed on the share sheet (SwiftUI's `SharePreview`).
public struct SharePreview {
    /// A preview titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, image: Image? = nil, icon: Image? = nil) {}
    /// A preview titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image? = nil, icon: Image? = nil) {}
    /// A preview titled with a text.
    public init(_ title: Text, image: Image? = nil, icon: Image? = nil) {}
}

/// A button's look (SwiftUI's `PrimitiveButtonStyle`): `.bordered` and `.borderedProminent` are
/// drawn, the others keep the default look.
public protocol PrimitiveButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension PrimitiveButtonStyle where Body == EmptyView {
    /// The built-in styles draw the button themselves.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// What a primitive button style receives (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: AnyView
    /// Runs the button's action; a render presses nothing.
    public func trigger() {}
}

/// A button look of the app's own with a body (SwiftUI's `ButtonStyle`), drawn around each label.
public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = ButtonStyleConfiguration
    /// The button in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style receives (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label.
    public let label: AnyView
    /// Whether the button is pressed: never, on a still screen.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// The built-in button looks.
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Sendable {
    let name: String
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    /// The platform's choice.
    public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(name: "automatic") }
    /// No decoration: the label as it is.
    public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(name: "plain") }
    /// No border.
    public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(name: "borderless") }
    /// A tinted capsule.
    public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(name: "bordered") }
    /// A filled capsule.
    public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(name: "borderedProminent") }
    /// A link.
    public static var link: BuiltInButtonStyle { BuiltInButtonStyle(name: "link") }
    /// Liquid Glass (iOS 26).
    public static var glass: BuiltInButtonStyle { BuiltInButtonStyle(name: "glass") }
    /// Prominent Liquid Glass (iOS 26).
    public static var glassProminent: BuiltInButtonStyle { BuiltInButtonStyle(name: "glassProminent") }
}

/// The shape of a bordered button (SwiftUI's `ButtonBorderShape`).
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle of a corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

/// The size of controls (SwiftUI's `ControlSize`).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

nonisolated extension View {
    /// A built-in button look for buttons inside: `.bordered` and `.borderedProminent` draw the
    /// system's rounded fill, the others the label alone.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let kind: ButtonStyleKind = switch (style as? BuiltInButtonStyle)?.name ?? (style as? any NamedButtonStyle)?.builtInName {
        case "bordered": .bordered
        case "borderedProminent": .borderedProminent
        default: .automatic
        }
        return environmentChange {
            $0.buttonStyle = kind
            $0.customButtonBody = nil
        }
    }

    /// A button look of the app's own for buttons inside: its `makeBody` draws each label.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChange {
            $0.buttonStyle = .automatic
            $0.customButtonBody = CustomButtonBody { label in
                AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: false, role: nil)))
            }
        }
    }

    /// The shape of bordered buttons inside; accepted.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

    /// The size of controls inside: bordered buttons grow with it.
    public func controlSize(_ size: ControlSize) -> some View {
        let kind: ControlSizeKind = switch size {
        case .mini: .mini
        case .small: .small
        case .regular: .regular
        case .large: .large
        case .extraLarge: .extraLarge
        }
        return environmentChange { $0.controlSize = kind }
    }
}
#endif
