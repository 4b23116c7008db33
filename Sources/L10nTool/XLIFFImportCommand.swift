import ArgumentParser
import Catalogs
import Diagnostics
import Foundation
import HarnessCLI
import SourceScan
import ToolSupport

/// `l10n xliff import FILES --into PATH`: translators' XLIFF back into String Catalogs or `.lproj`
/// tables, checked on the way in.
struct XLIFFImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import translated XLIFF files into the String Catalogs or .lproj tables at --into.",
        discussion: """
            Each <file> of an XLIFF goes to the catalog it was exported from (matched by file name \
            under --into; a .strings or .stringsdict table goes to the <target-language>.lproj \
            folder beside its development-language table, or a .stringsdict table to the String \
            Catalog of its name when it was migrated to one). A unit's target becomes the text of its key's case in the \
            target language, with its state (translated when none is given); nothing else changes, \
            so importing what was just exported changes nothing. A translation whose placeholders \
            differ from the source text's is not imported; neither is a unit whose id names no key, \
            and nothing is imported from a <file> none of whose ids name a key. Those are reported \
            and the command exits 1; the other units are imported. A translation whose source text \
            changed since the export is imported as needs_review. The changed catalogs are replaced \
            together, atomically; a catalog edited while the import runs is not overwritten. A \
            changed .stringsdict is written as Xcode writes property lists (UTF-8, tabs). \
            --dry-run shows the change as a unified diff.

            Examples:
              l10n xliff import xliff/pl.xliff --into App/Localizable.xcstrings
              l10n xliff import xliff/*.xliff --into Localizations --dry-run
            """
    )

    @Argument(help: "XLIFF files to import.")
    var files: [String]

    @Option(help: "A String Catalog, or a folder holding the catalogs and .lproj folders to import into.")
    var into: String

    @Flag(help: "Show what would change as a unified diff; write nothing.")
    var dryRun = false

    func run() throws {
        let outcome = try self.outcome()
        print(outcome.output, terminator: "")
        if let failure = outcome.failure { throw failure }
    }

    /// A catalog being imported into: its bytes as read, and its contents as changed so far.
    private enum Target {
        case catalog(before: [UInt8], catalog: XCStringsFile)
        case table(before: [UInt8]?, base: StringsFile, entries: [StringsEntry])
        case plurals(before: [UInt8]?, base: StringsdictFile, root: PropertyListNode)
    }

    /// What the command prints, and the failure that sets its exit status (nil: exit 0).
    func outcome() throws -> (output: String, failure: CommandFailure?) {
        let references: [CatalogFileReference]
        do {
            references = try CatalogDirectoryScanner.scan(into).files
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        var targets: [String: Target] = [:]
        var changedCounts: [String: Int] = [:]
        var findings: [XLIFFImportFinding] = []
        for xliffPath in files {
            let document: XLIFFDocument
            do {
                document = try XLIFFDocument.parse(try CatalogFileReader.read(xliffPath), file: xliffPath)
            } catch {
                throw CommandFailure(message: "\(error)", code: 2)
            }
            for file in document.files {
                do {
                    guard let path = try destination(of: file, in: references) else {
                        findings.append(XLIFFImportFinding(
                            file: xliffPath, position: file.position, id: "",
                            message: "no catalog under \(into) matches \(file.original) (a String Catalog of that name, or a "
                                + "\(file.sourceLanguage).lproj table), so nothing was imported from it", isError: true))
                        continue
                    }
                    var target = try targets[path] ?? load(path, for: file, in: references)
                    let result: XLIFFImportResult
                    switch target {
                    case .catalog(let before, var catalog) where Self.tableFormat(of: file.original) == .stringsdict:
                        // A .stringsdict table's units, into the String Catalog it was migrated to.
                        let converted = StringsdictCatalogUnits.converted(file, from: xliffPath, for: catalog)
                        var imported = XCStringsXLIFF.importing(converted.file, from: xliffPath, into: &catalog, check: TranslationPlaceholders.check)
                        imported.findings = converted.findings + imported.findings
                        result = imported
                        target = .catalog(before: before, catalog: catalog)
                    case .catalog(let before, var catalog):
                        result = XCStringsXLIFF.importing(file, from: xliffPath, into: &catalog, check: TranslationPlaceholders.check)
                        target = .catalog(before: before, catalog: catalog)
                    case .table(let before, let base, var entries):
                        result = StringsXLIFF.importing(file, from: xliffPath, base: base, into: &entries, check: TranslationPlaceholders.check)
                        target = .table(before: before, base: base, entries: entries)
                    case .plurals(let before, let base, var root):
                        result = StringsdictXLIFF.importing(file, from: xliffPath, base: base, into: &root, check: TranslationPlaceholders.check)
                        target = .plurals(before: before, base: base, root: root)
                    }
                    targets[path] = target
                    changedCounts[path, default: 0] += result.changed
                    findings += result.findings
                } catch {
                    throw CommandFailure(message: "\(error)", code: 2)
                }
            }
        }
        var writes: [(path: String, before: [UInt8]?, after: [UInt8])] = []
        for path in targets.keys.sorted() where changedCounts[path, default: 0] > 0 {
            switch targets[path] {
            case .catalog(let before, let catalog)?:
                writes.append((path, before, catalog.encoded(trailingNewline: before.last == 0x0A)))
            case .table(let before, _, let entries)?:
                writes.append((path, before, StringsWriter().encode(entries)))
            case .plurals(let before, _, let root)?:
                writes.append((path, before, PropertyListWriter().encode(root)))
            case nil:
                continue
            }
        }
        var out = findings.map { VisibleText.escaped($0.description) + "\n" }.joined()
        if dryRun {
            for write in writes {
                out += UnifiedDiff.render(path: write.path, before: write.before.map { String(decoding: $0, as: UTF8.self) },
                                          after: String(decoding: write.after, as: UTF8.self))
            }
        } else if !writes.isEmpty {
            do {
                for write in writes where write.before == nil {
                    try AtomicFileWriter.makeFolder((write.path as NSString).deletingLastPathComponent, followingLink: true)
                }
                try FileSetWriter.write(writes.map { ($0.path, $0.after) },
                                        expecting: writes.map { ($0.path, $0.before) })
            } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        for path in targets.keys.sorted() {
            out += "\(VisibleText.escaped(path)): \(changedCounts[path, default: 0]) text(s) \(dryRun ? "would change" : "updated")\n"
        }
        let errors = findings.filter(\.isError).count
        guard errors == 0 else {
            return (out, CommandFailure(message: "\(errors) unit(s) or file(s) were not imported (see above)", code: 1))
        }
        return (out, nil)
    }

    /// The catalog file `file` goes to: the String Catalog of the same name (the only one when
    /// --into names one), or the target language's table beside the development-language table.
    private func destination(of file: XLIFFFile, in references: [CatalogFileReference]) throws -> String? {
        let name = (file.original as NSString).lastPathComponent
        if file.original.hasSuffix(".xcstrings") {
            let catalogs = references.filter { $0.format == .xcstrings }
            let named = catalogs.filter { ($0.path as NSString).lastPathComponent == name }
            let candidates = named.isEmpty && catalogs.count == 1 ? catalogs : named
            return Self.closest(to: file.original, among: candidates.map(\.path))
        }
        guard let format = Self.tableFormat(of: file.original), let language = file.targetLanguage else { return nil }
        let table = (name as NSString).deletingPathExtension
        let bases = references.filter { $0.format == format && $0.table == table && ($0.localeFolder == file.sourceLanguage || $0.localeFolder == "Base") }
        guard let base = Self.closest(to: file.original, among: bases.map(\.path)),
              let reference = bases.first(where: { $0.path == base }) else {
            // A .stringsdict table migrated to a String Catalog: TABLE.xcstrings beside the .lproj folders.
            guard format == .stringsdict else { return nil }
            let lprojParent = ((file.original as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let catalogs = references.filter { $0.format == .xcstrings && ($0.path as NSString).lastPathComponent == table + ".xcstrings" }
            return Self.closest(to: (lprojParent.isEmpty ? "" : lprojParent + "/") + table + ".xcstrings", among: catalogs.map(\.path))
        }
        let folder = LprojTables.group(of: reference).folder
        // A folder may spell the language `pt_BR` or `sr@latin` where XLIFF writes `pt-BR` or `sr-Latn`.
        let folderName = FileManager.default.fileExists(atPath: LprojTables.path(folder: folder, language: language, table: table, format: format))
            ? language
            : references.lazy.filter { LprojTables.group(of: $0).folder == folder }.compactMap(\.localeFolder)
                .first { LprojTables.languageTag(ofFolder: $0) == language } ?? language
        return LprojTables.path(folder: folder, language: folderName, table: table, format: format)
    }

    /// Reads the catalog at `path` for importing `file` into it.
    private func load(_ path: String, for file: XLIFFFile, in references: [CatalogFileReference]) throws -> Target {
        if path.hasSuffix(".xcstrings") {
            let bytes = try CatalogFileReader.read(path)
            return .catalog(before: bytes, catalog: try XCStringsFile.parse(bytes, file: path))
        }
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let format: CatalogFormat = path.hasSuffix(".stringsdict") ? .stringsdict : .strings
        let baseReference = references.first { $0.format == format && $0.table == table && $0.localeFolder == file.sourceLanguage
            && LprojTables.group(of: $0).folder == (folder.isEmpty ? "." : folder) }
            ?? references.first { $0.format == format && $0.table == table && $0.localeFolder == "Base"
                && LprojTables.group(of: $0).folder == (folder.isEmpty ? "." : folder) }
        guard let baseReference else {
            throw CatalogError(file: path, position: .start, problem: .unreadable(reason: "no development-language table beside it"))
        }
        let exists = FileManager.default.fileExists(atPath: path)
        let bytes = exists ? try CatalogFileReader.read(path) : nil
        if format == .stringsdict {
            let base = try StringsdictFile.read(contentsOf: baseReference.path)
            let root = try bytes.map { try StringsdictFile.parse($0, file: path).propertyList.root } ?? PropertyListNode(.dictionary([]))
            return .plurals(before: bytes, base: base, root: root)
        }
        let base = try StringsFile.read(contentsOf: baseReference.path)
        return .table(before: bytes, base: base, entries: try bytes.map { try StringsFile.parse($0, file: path).entries } ?? [])
    }

    /// The `.lproj` table format an XLIFF `original` names, or nil.
    private static func tableFormat(of original: String) -> CatalogFormat? {
        if original.hasSuffix(".strings") { return .strings }
        if original.hasSuffix(".stringsdict") { return .stringsdict }
        return nil
    }

    /// The path among `paths` that shares the longest ending with `original`.
    private static func closest(to original: String, among paths: [String]) -> String? {
        let wanted = Array(original.split(separator: "/").reversed())
        return paths.max { lhs, rhs in
            let left = zip(wanted, lhs.split(separator: "/").reversed()).prefix { $0 == $1 }.count
            let right = zip(wanted, rhs.split(separator: "/").reversed()).prefix { $0 == $1 }.count
            return left != right ? left < right : rhs.utf8.lexicographicallyPrecedes(lhs.utf8)
        }
    }
}
