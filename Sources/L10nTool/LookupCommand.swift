import ArgumentParser
import Foundation
import HarnessCLI
import L10n

/// `l10n lookup KEY [ARG...]`: resolves a key in a catalog folder as an app would at run time.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Resolve a key through a catalog folder's fallback chain and format it.",
        discussion: """
        Arguments fill the key's placeholders: whole numbers for %d/%lld, numbers for plural \
        variables, decimals for %f, any text for %@. Exit status 1 when the key is in no table, 2 when \
        a value does not fit its placeholder or a placeholder has no value.

        Examples:
          l10n lookup "%lld items" 3 --locale pl --catalogs Localizations
          l10n lookup "Priority:" --locale ar --catalogs Localizations --explain
        """
    )

    @Argument(help: "The key, as the catalog writes it.")
    var key: String

    @Argument(parsing: .allUnrecognized, help: "Values for the placeholders.")
    var values: [String] = []

    @Option(help: "The locale to resolve for.")
    var locale: LocaleIdentifier

    @Option(help: "A folder of *.lproj tables and/or .xcstrings catalogs.")
    var catalogs: String

    @Option(help: "The table name.")
    var table: String = "Localizable"

    @Option(help: "The device for String Catalog device variations (iphone, ipad, mac, …).")
    var device: String = "iphone"

    @Flag(help: "Also print where the value came from.")
    var explain = false

    func run() throws {
        let set: CatalogSet
        do {
            set = try CatalogSet.load(from: catalogs)
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        for warning in set.leftOutWarnings { FileHandle.standardError.write(Data("l10n: \(warning)\n".utf8)) }
        let texts = values.filter { $0 != "--" }
        let arguments: [FormatArgument]
        if FormatString(key).placeholders.isEmpty && !texts.isEmpty {
            // A key without placeholders (`items_count`): only the value tells the types.
            arguments = texts.map(Self.argument)
        } else {
            do { arguments = try FormatArgumentReader.arguments(texts, for: key) } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        let resolution = set.resolve(key, table: table, locale: locale, arguments: arguments, device: device)
        if !resolution.mismatches.isEmpty {
            let place = resolution.source.map { " (\($0.file):\($0.line))" } ?? ""
            throw CommandFailure(message: "the values do not fit the value of '\(key)'\(place): "
                                 + resolution.mismatches.map(\.description).joined(separator: "; "), code: 2)
        }
        print(resolution.text)
        if explain {
            print(Self.explanation(resolution, requested: locale, set: set), terminator: "")
        }
        if resolution.status == .missing {
            throw CommandFailure(message: "'\(key)' is in no table '\(table)' under \(catalogs) (tried \(locale.fallbackChain(developmentLanguage: set.developmentLanguage).map(\.bcp47).joined(separator: ", ")))", code: 1)
        }
    }

    /// A command-line value as a format argument: integers, then decimals, else text.
    static func argument(_ text: String) -> FormatArgument {
        if let integer = Int64(text) { return .int(integer) }
        if let double = Double(text), text.contains(".") { return .double(double) }
        return .string(text)
    }

    /// Where the value came from, for `--explain`.
    static func explanation(_ resolution: Resolution, requested: LocaleIdentifier, set: CatalogSet) -> String {
        var lines: [String] = []
        switch resolution.status {
        case .found: lines.append("status: found")
        case .fellBack: lines.append("status: fell back (no \(requested.bcp47) value)")
        case .missing: lines.append("status: missing (shown as the key)")
        }
        if let source = resolution.source {
            lines.append("from: \(source.locale.bcp47), \(source.file):\(source.line) (\(source.format.rawValue))")
            if !source.pluralChoices.isEmpty { lines.append("plural: \(source.pluralChoices.joined(separator: ", "))") }
        }
        lines.append("chain: \(requested.fallbackChain(developmentLanguage: set.developmentLanguage).map(\.bcp47).joined(separator: " → "))")
        for mismatch in resolution.mismatches { lines.append("warning: \(mismatch)") }
        return lines.map { $0 + "\n" }.joined()
    }
}
