import ArgumentParser
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
            language's text stays new. The .strings and .stringsdict files are left in place: \
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
            let hasSource = files.contains { $0.localeFolder == sourceLanguage }
            var byLanguage: [String: MigrationSource] = [:]
            do {
                for file in files {
                    guard var language = file.localeFolder else { continue }
                    if language == "Base" {
                        guard !hasSource else { continue }
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
            let migrated = CatalogMigration.catalog(sourceLanguage: sourceLanguage, sources: byLanguage.keys.sorted().compactMap { byLanguage[$0] })
            writes.append((output, migrated.catalog.encoded()))
            lines += "\(dryRun ? "would write" : "wrote") \(VisibleText.escaped(output)): \(migrated.catalog.strings.count) keys, "
                + "\(byLanguage.count) languages, from \(files.count) files\n"
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
}
