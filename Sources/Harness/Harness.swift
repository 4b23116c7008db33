/// Namespace of the Harness module (filled in by its own issue).
public enum HarnessModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "Harness"
}
