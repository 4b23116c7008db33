/// Do It, the to-do app of *Mastering SwiftUI*: its model, sample data and screens, written
/// against ScreenKit so the harness can render and check them.
public enum DoItModule {
    /// The module's name, for diagnostics and `l10n --version`.
    public static let name = "DoIt"
}
