/// One API that looks a string up in a catalog, described as data: which argument is the key,
/// which name the table and the comment, and which kind of key it builds. `LookupCalls` lists them.
struct LookupCall: Sendable {
    /// How the key argument becomes a key.
    enum KeyKind: Sendable {
        /// SwiftUI's `LocalizedStringKey`: a literal, with interpolations as placeholders; a
        /// `String` value instead picks the overload that shows it verbatim.
        case localizedStringKey
        /// Foundation's `String.LocalizationValue` (`String(localized:)`, `LocalizedStringResource`).
        case localizationValue
        /// A plain string used as the key as it is (`NSLocalizedString`): an interpolation makes
        /// the key the run-time text.
        case staticKey
    }

    /// How reports name the call: `Text`, `.navigationTitle`, `String(localized:)`.
    let display: String
    let kind: KeyKind
    /// The key argument's label; nil for the first unlabelled argument.
    var keyLabel: String? = nil
    var tableLabel: String? = nil
    var commentLabel: String? = nil
    /// The label of the development-language value when it is given apart from the key.
    var defaultValueLabel: String? = nil
}

/// The lookups SwiftUI and Foundation make, by the name a call site uses.
enum LookupCalls {
    /// SwiftUI views whose first unlabelled argument is a `LocalizedStringKey` title.
    static let swiftUIViews = [
        "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "DatePicker",
        "MultiDatePicker", "Stepper", "Slider", "NavigationLink", "Link", "Section", "Menu", "ProgressView",
        "ColorPicker", "GroupBox", "DisclosureGroup", "LabeledContent", "ContentUnavailableView", "Tab",
        "ShareLink", "ControlGroup", "Gauge",
    ]

    /// SwiftUI modifiers whose first unlabelled argument is a `LocalizedStringKey`.
    static let swiftUIModifiers = [
        "navigationTitle", "navigationBarTitle", "navigationSubtitle", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "alert", "confirmationDialog", "badge",
    ]

    /// Calls named by their callee (`Text`, `NSLocalizedString`, `LocalizedStringKey`), with the
    /// argument label that selects them (nil: the first argument is unlabelled).
    static let byCallee: [String: [LookupCall]] = {
        var calls: [String: [LookupCall]] = [:]
        for view in swiftUIViews {
            calls[view] = [LookupCall(display: view, kind: .localizedStringKey,
                                      tableLabel: view == "Text" ? "tableName" : nil,
                                      commentLabel: view == "Text" ? "comment" : nil)]
        }
        calls["LocalizedStringKey"] = [LookupCall(display: "LocalizedStringKey", kind: .localizedStringKey)]
        calls["NSLocalizedString"] = [LookupCall(display: "NSLocalizedString", kind: .staticKey,
                                                 tableLabel: "tableName", commentLabel: "comment",
                                                 defaultValueLabel: "value")]
        calls["LocalizedStringResource"] = [LookupCall(display: "LocalizedStringResource", kind: .localizationValue,
                                                       tableLabel: "table", commentLabel: "comment",
                                                       defaultValueLabel: "defaultValue")]
        for type in ["String", "AttributedString"] {
            calls[type] = [LookupCall(display: "\(type)(localized:)", kind: .localizationValue, keyLabel: "localized",
                                      tableLabel: "table", commentLabel: "comment", defaultValueLabel: "defaultValue")]
        }
        return calls
    }()

    /// Modifiers by name (`.searchable(prompt:)` takes its key by label).
    static let byModifier: [String: LookupCall] = {
        var calls: [String: LookupCall] = [:]
        for modifier in swiftUIModifiers {
            calls[modifier] = LookupCall(display: ".\(modifier)", kind: .localizedStringKey)
        }
        calls["searchable"] = LookupCall(display: ".searchable", kind: .localizedStringKey, keyLabel: "prompt")
        return calls
    }()
}
