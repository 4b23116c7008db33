/// Namespace of the SourceScan module (filled in by its own issue).
public enum SourceScanModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "SourceScan"
}
