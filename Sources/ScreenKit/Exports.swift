// `import ScreenKit` is enough to write screens: `LocalizedStringKey`, `LayoutDirection` and
// `LocaleIdentifier` come from L10n, as they come from SwiftUI and Foundation in an app.
@_exported import L10n

/// Facts about the ScreenKit module.
public enum ScreenKitModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "ScreenKit"
}
