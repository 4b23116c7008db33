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
    /// Labels of further arguments that are keys too, in the same table (`DisplayRepresentation`'s
    /// `subtitle:`, `@Parameter`'s `description:` and `requestValueDialog:`).
    var otherKeyLabels: [String] = []
}

/// The lookups SwiftUI and Foundation make, by the name a call site uses.
enum LookupCalls {
    /// SwiftUI views whose first unlabelled argument is a `LocalizedStringKey` title.
    static let swiftUIViews = [
        "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "DatePicker",
        "MultiDatePicker", "Stepper", "Slider", "NavigationLink", "Link", "Section", "Menu", "ProgressView",
        "ColorPicker", "GroupBox", "DisclosureGroup", "LabeledContent", "ContentUnavailableView", "Tab",
        "ShareLink", "ControlGroup", "Gauge", "TableColumn", "TextFieldLink", "PhotosPicker", "TabSection",
        // Scenes and menus.
        "Window", "WindowGroup", "UtilityWindow", "MenuBarExtra", "CommandMenu",
    ]

    /// SwiftUI modifiers whose first unlabelled argument is a `LocalizedStringKey`.
    static let swiftUIModifiers = [
        "navigationTitle", "navigationBarTitle", "navigationSubtitle", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "alert", "confirmationDialog", "badge",
        "accessibilityCustomContent", "accessibilityRotor",
    ]

    /// Modules and types a call may be qualified with (`SwiftUI.Section("…")`,
    /// `String.LocalizationValue("…")`): the call is the one named after the dot.
    static let qualifiers: Set<String> = ["SwiftUI", "Foundation", "AppIntents", "Charts", "String"]

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
        calls["LocalizationValue"] = [LookupCall(display: "String.LocalizationValue", kind: .localizationValue)]
        for type in ["String", "AttributedString"] {
            calls[type] = [LookupCall(display: "\(type)(localized:)", kind: .localizationValue, keyLabel: "localized",
                                      tableLabel: "table", commentLabel: "comment", defaultValueLabel: "defaultValue")]
        }
        // App Intents: titles, descriptions and dialogs are `LocalizedStringResource`s.
        calls["IntentDescription"] = [LookupCall(display: "IntentDescription", kind: .localizationValue,
                                                 otherKeyLabels: ["categoryName"])]
        calls["IntentDialog"] = [
            LookupCall(display: "IntentDialog", kind: .localizationValue),
            LookupCall(display: "IntentDialog", kind: .localizationValue, keyLabel: "full", otherKeyLabels: ["supporting"]),
        ]
        calls["DisplayRepresentation"] = [LookupCall(display: "DisplayRepresentation", kind: .localizationValue,
                                                     keyLabel: "title", otherKeyLabels: ["subtitle"])]
        calls["TypeDisplayRepresentation"] = [LookupCall(display: "TypeDisplayRepresentation", kind: .localizationValue,
                                                         keyLabel: "name", otherKeyLabels: ["numericFormat"])]
        calls["AppShortcut"] = [LookupCall(display: "AppShortcut", kind: .localizationValue, keyLabel: "shortTitle")]
        calls["Summary"] = [LookupCall(display: "Summary", kind: .localizationValue)]
        return calls
    }()

    /// Attributes that take keys (`@Parameter(title: "…", description: "…")`), by name.
    static let byAttribute: [String: LookupCall] = [
        "Parameter": LookupCall(display: "@Parameter", kind: .localizationValue, keyLabel: "title",
                                otherKeyLabels: ["description", "requestValueDialog"]),
        "Property": LookupCall(display: "@Property", kind: .localizationValue, keyLabel: "title"),
    ]

    /// Calls of an implicit member (`.value("Day", date)` in a chart, `.result(dialog: "…")` in an
    /// intent), by name; `.init(…)` is read by its labels instead (`implicitInitializer`).
    static let byImplicitMember: [String: LookupCall] = [
        "value": LookupCall(display: ".value", kind: .localizedStringKey),
        "result": LookupCall(display: ".result", kind: .localizationValue, keyLabel: "dialog"),
        "needsValueError": LookupCall(display: ".needsValueError", kind: .localizationValue),
    ]

    /// What an implicit `.init(…)` builds when its labels name a localizable type's initializer:
    /// `.init(localized: "…")` is `String(localized:)`; `.init("…", table: "…")` (or `comment:`,
    /// `defaultValue:`) a `LocalizedStringResource`. Nil for any other `.init`, whose type only
    /// the declarations can tell.
    static func implicitInitializer(labels: [String?]) -> LookupCall? {
        if labels.first == "localized" { return byCallee["String"]?.first }
        guard labels.first == .some(nil),
              labels.dropFirst().contains(where: { ["table", "comment", "defaultValue"].contains($0 ?? "") }),
              labels.dropFirst().allSatisfy({ ["table", "comment", "defaultValue", "locale", "bundle"].contains($0 ?? "") })
        else { return nil }
        return byCallee["LocalizedStringResource"]?.first
    }

    /// Modifiers by name (`.searchable(prompt:)` takes its key by label).
    static let byModifier: [String: LookupCall] = {
        var calls: [String: LookupCall] = [:]
        for modifier in swiftUIModifiers {
            calls[modifier] = LookupCall(display: ".\(modifier)", kind: .localizedStringKey)
        }
        calls["searchable"] = LookupCall(display: ".searchable", kind: .localizedStringKey, keyLabel: "prompt")
        calls["accessibilityAction"] = LookupCall(display: ".accessibilityAction", kind: .localizedStringKey, keyLabel: "named")
        // App Intents' dialogs.
        calls["requestValue"] = LookupCall(display: ".requestValue", kind: .localizationValue)
        calls["requestConfirmation"] = LookupCall(display: ".requestConfirmation", kind: .localizationValue, keyLabel: "dialog")
        calls["requestDisambiguation"] = LookupCall(display: ".requestDisambiguation", kind: .localizationValue, keyLabel: "dialog")
        return calls
    }()
}
