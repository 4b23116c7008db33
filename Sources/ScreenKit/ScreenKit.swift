/// Namespace of the ScreenKit module (filled in by its own issue).
public enum ScreenKitModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "ScreenKit"
}
