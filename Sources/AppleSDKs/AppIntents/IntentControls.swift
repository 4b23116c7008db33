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
#endif
