import ArgumentParser
import Catalogs
import Diagnostics
import Foundation
import HarnessCLI
import ToolSupport

/// `l10n fmt [PATHS] [--check]`: rewrites String Catalogs exactly as Xcode writes them and
/// `.strings` tables in one canonical form, so that the tools that touch a catalog stop making
/// noisy diffs.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Write .xcstrings as Xcode writes them and .strings in one canonical form.",
        discussion: """
            A String Catalog is written byte for byte as Xcode writes it: its keys in Xcode's order, \
            two-space indentation, "key" : value, Xcode's escaping; a file that ends with a newline \
            keeps it. A .strings table is written as UTF-8, entries sorted by key, each entry's \
            comment above it and a blank line between entries; a table with a comment above no entry \
            is not rewritten (the comment would be lost) and is reported. .stringsdict files are left \
            alone.

            Folders are searched recursively (.strings only inside .lproj folders). The changed files \
            are replaced together, atomically; a file edited while fmt runs is not overwritten. \
            --check writes nothing and lists the files that are not formatted (exit 1 when any is).

            Examples:
              l10n fmt Localizations
              l10n fmt App/Localizable.xcstrings --check
            """
    )

    @Argument(help: "Catalog files or folders (default: the current folder).")
    var paths: [String] = []

    @Flag(help: "Write nothing; list the files that are not formatted and exit 1 when there are any.")
    var check = false

    func run() throws {
        let outcome = try self.outcome()
        print(outcome.output, terminator: "")
        if let failure = outcome.failure { throw failure }
    }

    /// What the command prints, and the failure that sets its exit status (nil: exit 0). Files
    /// that cannot be read or formatted are named on standard error.
    func outcome() throws -> (output: String, failure: CommandFailure?) {
        var problems: [String] = []
        var targets: [CatalogFileReference] = []
        for path in paths.isEmpty ? ["."] : paths {
            do {
                let scan = try CatalogDirectoryScanner.scan(path)
                targets += scan.files.filter { $0.format != .stringsdict }
                problems += scan.unreadable.map(\.description)
            } catch {
                problems.append(error.description)
            }
        }
        var seen: Set<String> = []
        targets = targets.filter { seen.insert($0.path).inserted }.sorted()

        var changes: [(path: String, before: [UInt8], after: [UInt8])] = []
        for target in targets {
            do {
                let before = try CatalogFileReader.read(target.path)
                let after = try CatalogFormatter.formatted(before, format: target.format, file: target.path)
                if after != before { changes.append((target.path, before, after)) }
            } catch {
                problems.append("\(error)")
            }
        }

        var out = ""
        if check {
            for change in changes { out += "not formatted: \(VisibleText.escaped(change.path))\n" }
        } else if !changes.isEmpty {
            do {
                try FileSetWriter.write(changes.map { ($0.path, $0.after) },
                                        expecting: changes.map { ($0.path, Optional($0.before)) })
            } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
            for change in changes { out += "formatted: \(VisibleText.escaped(change.path))\n" }
        }
        let verb = check ? "need formatting" : "formatted"
        out += "\(targets.count) files checked, \(changes.count) \(verb), \(problems.count) could not be formatted\n"
        if !problems.isEmpty {
            FileHandle.standardError.write(Data(problems.map { VisibleText.escaped($0) + "\n" }.joined().utf8))
            return (out, CommandFailure(message: "\(problems.count) file(s) could not be formatted (see above)", code: 2))
        }
        if check && !changes.isEmpty {
            return (out, CommandFailure(message: "\(changes.count) file(s) are not formatted; run l10n fmt to format them", code: 1))
        }
        return (out, nil)
    }
}
