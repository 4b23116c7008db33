import ArgumentParser
import CatalogLint
import Configuration
import Catalogs
import Diagnostics
import Foundation
import HarnessCLI
import SourceScan
import ToolSupport

/// `l10n migrate PATHS`: `.lproj` `.strings`/`.stringsdict` tables to String Catalogs, as Xcode's
/// "Migrate to String Catalog" does, with review states kept honest.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn .lproj .strings and .stringsdict tables into String Catalogs (TABLE.xcstrings).",
        discussion: """
            Each table (Localizable, InfoPlist, …) found in the .lproj folders of a folder becomes \
            TABLE.xcstrings beside those folders, as Xcode's migration writes it: every key \
            "migrated", the development language's comments kept, .stringsdict plural rules as \
            plural variations (or substitutions when the rule is part of a longer text). Xcode marks \
            every translation translated; here a translation that is a copy of the development \
            language's text stays new when `l10n lint` calls it untranslated (a copy lint accepts as \
            meant to stay, such as "OK" or a brand name, or one the untranslated allow-list of \
            .l10nlint.yml names, is translated). The .strings and .stringsdict files are left in place: \
            remove them from the target once the catalog is in. A table whose catalog already \
            exists is not migrated (exit 2). --dry-run shows the catalogs as a diff.

            Examples:
              l10n migrate App/Resources
              l10n migrate App/Resources --source-language en --dry-run
            """
    )

    @Argument(help: "Folders holding .lproj folders (searched recursively).")
    var paths: [String]

    @Option(help: "The development language: its .lproj folder holds the source texts (Base.lproj when it has none).")
    var sourceLanguage = "en"

    @Flag(help: "Show the catalogs that would be written as a unified diff; write nothing.")
    var dryRun = false

    func run() throws {
        print(try render(), terminator: "")
    }

    /// What the command prints, after writing the catalogs.
    func render() throws -> String {
        var references: [CatalogFileReference] = []
        for path in paths {
            do {
                references += try CatalogDirectoryScanner.scan(path).files.filter { $0.format != .xcstrings && $0.localeFolder != nil }
            } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        let groups = Dictionary(grouping: references) { LprojTables.group(of: $0) }
        let untranslated = try untranslatedCopies()
        var writes: [(path: String, bytes: [UInt8])] = []
        var lines = ""
        var refused: [String] = []
        for group in groups.keys.sorted(by: { ($0.folder, $0.table) < ($1.folder, $1.table) }) {
            let files = groups[group] ?? []
            let output = (group.folder == "." ? "" : group.folder + "/") + group.table + ".xcstrings"
            if FileKind.of(linkAt: output) != nil {
                refused.append("\(output) already exists, so \(group.table) in \(group.folder) was not migrated")
                continue
            }
            // Foundation reads a table of the development language's own folder and never its Base.lproj copy.
            let sourceFormats = Set(files.filter { $0.localeFolder == sourceLanguage }.map(\.format))
            var shadowed: [String] = []
            var byLanguage: [String: MigrationSource] = [:]
            do {
                for file in files {
                    guard var language = file.localeFolder else { continue }
                    if language == "Base" {
                        guard !sourceFormats.contains(file.format) else {
                            shadowed.append(file.path)
                            continue
                        }
                        language = sourceLanguage
                    }
                    var source = byLanguage[language] ?? MigrationSource(language: language, strings: nil, stringsdict: nil)
                    if file.format == .strings { source.strings = try StringsFile.read(contentsOf: file.path) }
                    if file.format == .stringsdict { source.stringsdict = try StringsdictFile.read(contentsOf: file.path) }
                    byLanguage[language] = source
                }
            } catch {
                throw CommandFailure(message: "\(error)", code: 2)
            }
            var languageFiles: [String: [String]] = [:]
            for file in files {
                guard let language = file.localeFolder else { continue }
                guard !shadowed.contains(file.path) else { continue }
                languageFiles[language == "Base" ? sourceLanguage : language, default: []].append(Self.normalized(file.path))
            }
            let migrated = CatalogMigration.catalog(
                sourceLanguage: sourceLanguage, sources: byLanguage.keys.sorted().compactMap { byLanguage[$0] },
                isUntranslated: { [languageFiles] language, key in languageFiles[language, default: []].contains { untranslated.contains(UntranslatedCopy(file: $0, key: key)) } },
                keysComeFromElsewhere: Self.keysComeFromElsewhere(group, languages: Set(files.compactMap(\.localeFolder))))
            writes.append((output, migrated.catalog.encoded()))
            lines += "\(dryRun ? "would write" : "wrote") \(VisibleText.escaped(output)): \(migrated.catalog.strings.count) keys, "
                + "\(byLanguage.count) languages, from \(files.count) files\n"
            for path in shadowed {
                lines += "note: \(VisibleText.escaped(path)) was not migrated: \(sourceLanguage).lproj has the table, which Foundation reads instead\n"
            }
            for key in migrated.skipped {
                lines += "note: \(VisibleText.escaped(output)): \(VisibleText.escaped(key)) is not a plural rule with a format, and was not migrated\n"
            }
        }
        if dryRun {
            var diff = ""
            for write in writes { diff += UnifiedDiff.render(path: write.path, before: nil, after: String(decoding: write.bytes, as: UTF8.self)) }
            lines = diff + lines
        } else if !writes.isEmpty {
            do {
                try FileSetWriter.write(writes, expecting: writes.map { ($0.path, [UInt8]?.none) })
            } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        if !refused.isEmpty {
            print(lines, terminator: "")
            throw CommandFailure(message: refused.map { VisibleText.escaped($0) }.joined(separator: "\n"), code: 2)
        }
        if writes.isEmpty { throw CommandFailure(message: "no .lproj table found in \(paths.joined(separator: ", "))", code: 2) }
        return lines
    }

    /// A copy of the development language's text that lint reports as untranslated.
    private struct UntranslatedCopy: Hashable {
        var file: String
        var key: String
    }

    /// The copies `l10n lint` reports as untranslated in the tables under `paths`, with the
    /// project's .l10nlint.yml (its untranslated allow-list) as lint reads it.
    private func untranslatedCopies() throws -> Set<UntranslatedCopy> {
        // lint's own choice of base (en, else Base) unless another development language is named.
        var options = LintOptions(baseLanguage: sourceLanguage == "en" ? nil : sourceLanguage)
        if let config = paths.first.flatMap(ProjectConfiguration.find(from:)) ?? ProjectConfiguration.find(from: FileManager.default.currentDirectoryPath) {
            do {
                options = try ProjectConfiguration.loadForLint(path: config).applied(to: options)
            } catch {
                throw CommandFailure(message: "\(error)", code: 2)
            }
        }
        options.disabledRules = Set(CatalogLinter.rules.map(\.id).filter { $0 != "untranslated" })
        let result: LintResult
        do {
            result = try CatalogLinter(options: options).lint(paths: paths)
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        var found: Set<UntranslatedCopy> = []
        for diagnostic in result.diagnostics where diagnostic.rule == "untranslated" {
            guard let key = diagnostic.key else { continue }
            found.insert(UntranslatedCopy(file: Self.normalized(diagnostic.location.file), key: key))
        }
        return found
    }

    /// Whether the keys of `group`'s table are not the development language's table's own: an
    /// InfoPlist table localizes Info.plist keys, a storyboard's or XIB's table its objects' texts.
    private static func keysComeFromElsewhere(_ group: LprojTables.Group, languages: Set<String>) -> Bool {
        if group.table.lowercased() == "infoplist" { return true }
        let folders = languages.union(["Base"]).sorted()
        return folders.contains { language in
            ["storyboard", "xib"].contains { FileKind.of(linkAt: (group.folder == "." ? "" : group.folder + "/") + language + ".lproj/" + group.table + "." + $0) != nil }
        }
    }

    /// `path` without `./` steps, so that the scanner's and lint's spellings of a file compare equal.
    private static func normalized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
