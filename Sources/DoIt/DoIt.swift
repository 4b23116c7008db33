/// Namespace of the DoIt module (filled in by its own issue).
public enum DoItModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "DoIt"
}
