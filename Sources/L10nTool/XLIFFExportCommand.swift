import ArgumentParser
import Catalogs
import Diagnostics
import Foundation
import HarnessCLI
import L10n
import ToolSupport

/// `l10n xliff export PATHS --output DIR`: one `LANG.xliff` per language, as Xcode's `.xcloc`
/// exports hold them.
struct XLIFFExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write one LANG.xliff (XLIFF 1.2) per language for the String Catalogs and .lproj tables in PATHS.",
        discussion: """
            Every key to be translated becomes a trans-unit: its source text, the language's \
            translation and review state (translated, new, needs-review-translation; other states \
            as x-STATE), and the comment as a note. A plural or device case is a unit of its own, \
            with the key and the case in its id (KEY|==|plural.one), as Xcode writes it; a key not \
            yet translated gets the plural forms the language uses. .lproj tables export their \
            development-language table (--source-language) against each language's table (with \
            empty units for a language of the folder that lacks the table); a \
            .stringsdict table as Xcode exports it, a unit for each key's format and one for each \
            plural form, with ids that are paths into the property list \
            (/KEY:dict/VARIABLE:dict/one:dict/:string).

            Examples:
              l10n xliff export App/Localizable.xcstrings --output xliff
              l10n xliff export Localizations --output xliff --language de --language pl
            """
    )

    @Argument(help: "String Catalogs, or folders holding them and .lproj folders.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder to write LANG.xliff files into (made when missing).")
    var output: String

    @Option(name: .customLong("language"), help: "Export only this language (repeat for several); a language with no translation yet gets empty units.")
    var languages: [String] = []

    @Option(help: "The development language of .lproj tables.")
    var sourceLanguage = "en"

    func run() throws {
        print(try render(), terminator: "")
    }

    /// What the command prints, after writing the files.
    func render() throws -> String {
        var references: [CatalogFileReference] = []
        for path in paths {
            do {
                references += try CatalogDirectoryScanner.scan(path).files
            } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        var filesByLanguage: [String: [XLIFFFile]] = [:]
        var notes: [String] = []
        do {
            try exportCatalogs(references.filter { $0.format == .xcstrings }, into: &filesByLanguage, notes: &notes)
            try exportTables(references.filter { $0.format != .xcstrings && $0.localeFolder != nil }, into: &filesByLanguage, notes: &notes)
        } catch {
            throw CommandFailure(message: "\(error)", code: 2)
        }
        guard !filesByLanguage.isEmpty else {
            throw CommandFailure(message: "nothing to export: no String Catalog or .lproj table with a language to translate into in \(paths.joined(separator: ", "))", code: 2)
        }
        let folder = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        var writes: [(path: String, bytes: [UInt8])] = []
        var lines = ""
        for language in filesByLanguage.keys.sorted() {
            let files = filesByLanguage[language] ?? []
            let path = folder + "/" + language + ".xliff"
            writes.append((path, XLIFFDocument(files: files).encoded(tool: (id: "l10n", name: "l10n", version: ToolVersion.current))))
            let count = files.reduce(0) { $0 + $1.units.count }
            lines += "wrote \(VisibleText.escaped(path)): \(files.count) file(s), \(count) unit(s)\n"
        }
        do {
            try AtomicFileWriter.makeFolder(folder, followingLink: true)
            try FileSetWriter.write(writes)
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        return lines + notes.map { "note: " + VisibleText.escaped($0) + "\n" }.joined()
    }

    private func exportCatalogs(_ catalogs: [CatalogFileReference], into files: inout [String: [XLIFFFile]], notes: inout [String]) throws {
        for reference in catalogs {
            let catalog = try XCStringsFile.read(contentsOf: reference.path)
            var found: Set<String> = []
            for entry in catalog.strings { for localization in entry.localizations { found.insert(localization.language) } }
            found.remove(catalog.sourceLanguage)
            for language in (languages.isEmpty ? found.sorted() : languages) where language != catalog.sourceLanguage {
                let exported = XCStringsXLIFF.export(catalog, original: Self.original(reference.path), language: language,
                                                     pluralCategories: Self.pluralCategories(language))
                files[language, default: []].append(exported.file)
                if !exported.leftOut.isEmpty {
                    notes.append("\(reference.path): \(exported.leftOut.count) text(s) hold characters XLIFF cannot carry and were left out of \(language).xliff")
                }
            }
        }
    }

    private func exportTables(_ tables: [CatalogFileReference], into files: inout [String: [XLIFFFile]], notes: inout [String]) throws {
        let groups = Dictionary(grouping: tables) { TableFiles(group: LprojTables.group(of: $0), format: $0.format) }
        // A language with any table beside the base's gets every table, so its translators see what it lacks.
        var folderLanguages: [String: Set<String>] = [:]
        for reference in tables {
            guard let language = reference.localeFolder, language != sourceLanguage, language != "Base" else { continue }
            folderLanguages[LprojTables.group(of: reference).folder, default: []].insert(language)
        }
        for key in groups.keys.sorted(by: { ($0.group.folder, $0.group.table, $0.format.rawValue) < ($1.group.folder, $1.group.table, $1.format.rawValue) }) {
            let group = groups[key] ?? []
            guard let baseReference = group.first(where: { $0.localeFolder == sourceLanguage }) ?? group.first(where: { $0.localeFolder == "Base" }) else {
                notes.append("\(key.group.folder): no \(sourceLanguage).lproj/\(key.group.table).\(key.format.rawValue), so the table was not exported")
                continue
            }
            var translations: [String: CatalogFileReference] = [:]
            for reference in group {
                guard let language = reference.localeFolder, language != sourceLanguage, language != "Base" else { continue }
                translations[language] = reference
            }
            let original = Self.original(baseReference.path)
            let base = try TableFile.read(baseReference)
            let present = folderLanguages[key.group.folder, default: []].sorted()
            for folderName in (languages.isEmpty ? present : languages) where folderName != sourceLanguage {
                let translation = try (translations[folderName]
                    ?? translations.first { LprojTables.languageTag(ofFolder: $0.key) == folderName }?.value).map(TableFile.read)
                // XLIFF names languages in BCP 47 (`pt-BR`); a folder may spell it `pt_BR` or `sr@latin`.
                let language = LprojTables.languageTag(ofFolder: folderName)
                let exported: (file: XLIFFFile, leftOut: [String])
                switch (base, translation) {
                case (.strings(let base), .strings(let translation)?):
                    exported = StringsXLIFF.export(base: base, translation: translation, original: original, sourceLanguage: sourceLanguage, language: language)
                case (.strings(let base), _):
                    exported = StringsXLIFF.export(base: base, translation: nil, original: original, sourceLanguage: sourceLanguage, language: language)
                case (.stringsdict(let base), .stringsdict(let translation)?):
                    exported = StringsdictXLIFF.export(base: base, translation: translation, original: original, sourceLanguage: sourceLanguage,
                                                       language: language, pluralCategories: Self.pluralCategories(language))
                case (.stringsdict(let base), _):
                    exported = StringsdictXLIFF.export(base: base, translation: nil, original: original, sourceLanguage: sourceLanguage,
                                                       language: language, pluralCategories: Self.pluralCategories(language))
                }
                files[language, default: []].append(exported.file)
                if !exported.leftOut.isEmpty {
                    notes.append("\(baseReference.path): \(exported.leftOut.count) text(s) hold characters XLIFF cannot carry and were left out of \(language).xliff")
                }
            }
        }
    }

    /// The files of one table in one format.
    private struct TableFiles: Hashable {
        var group: LprojTables.Group
        var format: CatalogFormat
    }

    /// A path as the XLIFF names it: without a leading `./`.
    static func original(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// The plural categories of `language` (none when ICU does not know it).
    static func pluralCategories(_ language: String) -> [PluralCategory] {
        guard let locale = try? LocaleIdentifier(language), let rules = try? PluralRules.cached(locale: locale) else { return [] }
        return rules.categories
    }
}

/// `.lproj` tables grouped the way a project holds them: the folder that holds the `.lproj`
/// folders, and the table name.
enum LprojTables {
    /// The group a table file belongs to.
    struct Group: Hashable {
        /// The folder holding the `.lproj` folders (`.` when none is named).
        var folder: String
        /// The table name.
        var table: String
    }

    /// The group of `reference` (a table inside an `.lproj` folder).
    static func group(of reference: CatalogFileReference) -> Group {
        let lproj = (reference.path as NSString).deletingLastPathComponent
        let folder = (lproj as NSString).deletingLastPathComponent
        return Group(folder: folder.isEmpty ? "." : folder, table: reference.table)
    }

    /// The BCP 47 tag XLIFF's `target-language` (an `xs:language`) gives the language of an
    /// `.lproj` folder's name: `pt_BR` → `pt-BR`, glibc's `sr@latin` → `sr-Latn`, another
    /// `@modifier` as a private-use subtag (`ca@valencia` → `ca-x-valencia`).
    static func languageTag(ofFolder name: String) -> String {
        var tag = name.replacingOccurrences(of: "_", with: "-")
        if let at = tag.firstIndex(of: "@") {
            let modifier = tag[tag.index(after: at)...].lowercased()
            let script = ["latin": "Latn", "cyrillic": "Cyrl", "arabic": "Arab", "devanagari": "Deva"][modifier]
            tag = String(tag[..<at]) + (script.map { "-" + $0 } ?? "-x-" + String(modifier.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(8)))
        }
        return tag
    }

    /// The path of `table` in `language`'s `.lproj` folder of `folder`.
    static func path(folder: String, language: String, table: String, format: CatalogFormat) -> String {
        (folder == "." ? "" : folder + "/") + language + ".lproj/" + table + "." + format.rawValue
    }
}
