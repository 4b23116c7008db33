#if os(Linux)
import SwiftUI

// Buttons and toggles that run an app intent (interactive widgets and Live Activities, App
// Intents' SwiftUI additions): drawn as the control; a preview runs no intent.

extension Button {
    /// A button running `intent`, with a label of the app's own.
    public init<I: AppIntent>(intent: I, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(action: {}, file: file, line: line, label: label)
    }
}

extension Button where Label == Text {
    /// A button running `intent`, titled with a localized key.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I, file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, action: {}, file: file, line: line)
    }
}

extension Toggle {
    /// A toggle running `intent`, with a label of the app's own.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle running `intent`, titled with a localized key.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(titleKey, isOn: .constant(isOn))
    }
}
/// A tip suggesting the Siri phrase of an intent (App Intents' `SiriTipView`): a card of the
/// system's, whose phrase comes from the app's shortcuts, drawn as a placeholder of its size.
public struct SiriTipView: View {
    /// A tip for `intent`, shown while `isVisible`.
    public init<I: AppIntent>(intent: I, isVisible: Binding<Bool> = .constant(true)) {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)).frame(maxWidth: .infinity, minHeight: 66, maxHeight: 66)
    }
}

/// The look of a Siri tip (App Intents' `SiriTipViewStyle`).
public struct SiriTipViewStyle: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SiriTipViewStyle(name: "automatic")
    /// Light.
    public static let light = SiriTipViewStyle(name: "light")
    /// Dark.
    public static let dark = SiriTipViewStyle(name: "dark")
}

extension View {
    /// The look of Siri tips inside; accepted.
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }
}

/// A button that opens the app's page in the Shortcuts app (App Intents' `ShortcutsLink`): the
/// Shortcuts symbol and the system's word for it in the render's language.
public struct ShortcutsLink: View {
    let file: StaticString
    let line: UInt

    /// The link, opening the app's shortcuts; `action` runs instead when given.
    public init(action: (() -> Void)? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.file = file
        self.line = line
    }

    public var body: some View {
        Button(action: {}) {
            Label { Text(systemWord: .shortcuts, file: file, line: line) } icon: { Image(systemName: "square.2.layers.3d.fill") }
        }
    }
}

/// The look of a Shortcuts link (App Intents' `ShortcutsLinkStyle`).
public struct ShortcutsLinkStyle: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ShortcutsLinkStyle(name: "automatic")
    /// Light outline.
    public static let lightOutline = ShortcutsLinkStyle(name: "lightOutline")
    /// Dark outline.
    public static let darkOutline = ShortcutsLinkStyle(name: "darkOutline")
    /// The platform's choice, with an outline.
    public static let automaticOutline = ShortcutsLinkStyle(name: "automaticOutline")
    /// Light text on a dark background.
    public static let dark = ShortcutsLinkStyle(name: "dark")
    /// Dark text on a light background.
    public static let light = ShortcutsLinkStyle(name: "light")
}

extension View {
    /// The look of Shortcuts links inside; accepted.
    public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View { self }
}
#endif
