import Diagnostics
import L10n

/// Counts, per language, the keys to translate and what became of them. It reads the catalogs
/// lint reads, groups them into the same sets with the same bases, and takes what is missing and
/// what copies the base from lint's own `missing-translation` and `untranslated` findings, so that
/// its figures agree with lint's report; what lint does not report key by key (the keys of a table
/// a language lacks, String Catalog states) it counts from the catalogs.
public struct TranslationStatusCounter: Sendable {
    /// The catalogs' settings: base language, exclusions, the `untranslated` allow-list, limits.
    /// Which rules are disabled does not matter: status always counts the same three.
    public var options: LintOptions

    /// A counter with `options`.
    public init(options: LintOptions = LintOptions()) {
        self.options = options
    }

    /// The lint rules whose findings status counts.
    static let countedRules: Set<String> = ["missing-translation", "untranslated", "parse-error"]

    /// The status of the catalogs under `paths` (catalog folders, `.lproj` folders or files).
    public func count(paths: [String]) throws(LintError) -> TranslationStatus {
        var lintOptions = options
        lintOptions.disabledRules = Set(LintRules.all.map(\.description.id)).subtracting(Self.countedRules)
        let result = try CatalogLinter(options: lintOptions).lint(paths: paths)
        let discovery = try CatalogDiscovery.discover(paths, filter: PathFilter(patterns: options.excludedPaths))
        let notRead = Set(result.diagnostics.filter { $0.rule == "parse-error" }.map(\.location.file))
        let plan = StatusPlan.make(discovery: discovery, options: options, notRead: notRead)
        let found = FoundKeys(result.diagnostics, files: discovery.files)
        var status = plan.status(found: found)
        status.unreadableFiles = (status.unreadableFiles + result.unreadable.map(\.description)).sorted()
        return status
    }
}

/// The keys lint reported missing or untranslated, by set, table and language.
struct FoundKeys {
    /// Keys by place, for `missing-translation`.
    var missing: [StatusPlace: Set<String>] = [:]
    /// Keys by place, for `untranslated`.
    var untranslated: [StatusPlace: Set<String>] = [:]

    init(_ diagnostics: [Diagnostic], files: [CatalogFileReference]) {
        var places: [String: (root: String, table: String)] = [:]
        for file in files { places[file.path] = (SetPlanner.root(of: file), file.table) }
        for diagnostic in diagnostics {
            guard let locale = diagnostic.locale, let key = diagnostic.key,
                  let place = places[diagnostic.location.file] else { continue }
            let at = StatusPlace(root: place.root, table: place.table, locale: locale)
            switch diagnostic.rule {
            case "missing-translation": missing[at, default: []].insert(key)
            case "untranslated": untranslated[at, default: []].insert(key)
            default: break
            }
        }
    }
}

/// One table of one language in one set.
struct StatusPlace: Hashable {
    /// The set's root (the folder of its `.lproj` folders, or the String Catalog).
    var root: String
    /// The table name.
    var table: String
    /// The language, BCP 47.
    var locale: String
}
