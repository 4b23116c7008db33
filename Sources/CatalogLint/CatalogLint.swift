/// Namespace of the CatalogLint module (filled in by its own issue).
public enum CatalogLintModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "CatalogLint"
}
