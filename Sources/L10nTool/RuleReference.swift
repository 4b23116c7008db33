import CatalogLint
import Diagnostics
import Harness
import SourceScan

/// Every rule the tool runs, in families as its subcommands run them, for the generated reference
/// in `Docs/Rules`.
enum RuleReference {
    /// Where the reference lives, relative to the repository root.
    static let folder = "Docs/Rules"
    /// The command that writes it again.
    static let command = "swift run l10n generate-docs"

    static var families: [RulePages.Family] {
        [
            RulePages.Family(title: "Catalog rules", folder: "lint", about: "Run by `l10n lint` on `.strings`, `.stringsdict` and `.xcstrings` catalogs.",
                             descriptions: CatalogLinter.rules),
            RulePages.Family(title: "Source rules", folder: "source", about: "Run by `l10n extract` and `l10n lint --sources` on Swift code.",
                             descriptions: SourceRules.all),
            RulePages.Family(title: "Screen rules", folder: "check", about: "Run by `l10n check` on every laid-out render of the matrix.",
                             descriptions: ScreenRules.all.map(\.description)),
            RulePages.Family(title: "Snapshot rules", folder: "snapshots", about: "Added by `l10n check --snapshots` when renders are compared with recorded ones.",
                             descriptions: SnapshotRules.all),
        ]
    }

    /// Each file of the reference and its text.
    static var files: [(name: String, text: String)] { RulePages.files(families, regenerate: command) }
}
