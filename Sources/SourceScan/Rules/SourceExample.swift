import Diagnostics
import ToolSupport

/// A small source folder a source rule must find something in, or must not: Swift files, and the
/// base catalog's keys when the rule compares the code with a catalog.
public struct SourceExample: RuleExampleDocument {
    /// The Swift files: a name (`View.swift`) and the code.
    public let files: [(name: String, code: String)]
    /// The keys of the base catalog's `Localizable` table, when the example is checked against a
    /// catalog (`lint --sources`); nil when it is only scanned (`extract`).
    public let catalogKeys: [String]?

    /// An example of Swift files, checked against a catalog of `catalogKeys` when given.
    public init(_ files: [(name: String, code: String)], catalogKeys: [String]? = nil) {
        self.files = files
        self.catalogKeys = catalogKeys
    }

    /// One file, `View.swift`, holding `code`; checked against a catalog of `catalogKeys` when given.
    public static func view(_ code: String, catalogKeys: [String]? = nil) -> SourceExample {
        SourceExample([("View.swift", code)], catalogKeys: catalogKeys)
    }

    /// Each file's name, then its lines indented; then the catalog.
    public var documentationLines: [String] {
        var lines: [String] = []
        for file in files {
            lines.append("\(file.name):")
            lines += file.code.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        }
        if let catalogKeys {
            lines.append("en.lproj/Localizable.strings:")
            lines += catalogKeys.map { "  \(QuotedText.literal($0)) = \(QuotedText.literal($0));" }
        }
        return lines
    }
}
