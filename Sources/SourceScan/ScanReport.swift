import Diagnostics
import Foundation
import ToolSupport

/// The renderings of a scan that `l10n extract` prints: a human list and a JSON document.
public enum ScanReport {
    /// One line per string (`file:line:col: "key" [table] call — comment`), then one per finding
    /// in compiler style (`file:line:col: warning: message [rule]` and the expression), then a summary.
    public static func text(_ result: ScanResult) -> String {
        var lines: [String] = []
        for string in result.strings {
            var line = "\(position(string.location)): \(QuotedText.literal(string.key))"
            if string.table != ExtractedString.defaultTable { line += " [\(string.table)]" }
            line += " \(string.call)"
            if let comment = string.comment { line += " — \(comment)" }
            // A key or comment holding ESC or a bidirectional override is shown, never obeyed.
            lines.append(VisibleText.escaped(line))
        }
        for finding in result.findings {
            lines.append(VisibleText.escaped("\(position(finding.location)): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"))
            if let expression = finding.expression, !expression.isEmpty {
                lines.append(VisibleText.escaped("    \(expression)", keepingLineBreaks: true))
            }
        }
        let keys = Set(result.strings.map { "\($0.table)\u{0}\($0.key)" }).count
        lines.append("\(result.strings.count) strings (\(keys) keys), \(result.findings.count) findings in \(result.fileCount) files")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"strings": [{key, table, comment, file, line, column, call}], "findings": [{rule,
    /// severity, message, file, line, column, expression}]}`, keys sorted, pretty-printed.
    public static func json(_ result: ScanResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(strings: result.strings.map(StringEntry.init), findings: result.findings.map(FindingEntry.init))
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }

    private struct Document: Encodable {
        var strings: [StringEntry]
        var findings: [FindingEntry]
    }

    private struct StringEntry: Encodable {
        var key: String
        var table: String
        var comment: String?
        var file: String
        var line: Int
        var column: Int
        var call: String

        init(_ string: ExtractedString) {
            key = string.key
            table = string.table
            comment = string.comment
            file = string.location.file
            line = string.location.line
            column = string.location.column
            call = string.call
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(table, forKey: .table)
            try container.encode(comment, forKey: .comment)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(call, forKey: .call)
        }

        private enum CodingKeys: String, CodingKey { case key, table, comment, file, line, column, call }
    }

    private struct FindingEntry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var expression: String

        init(_ finding: Diagnostic) {
            rule = finding.rule
            severity = finding.severity.rawValue
            message = finding.message
            file = finding.location.file
            line = finding.location.line
            column = finding.location.column
            expression = finding.expression ?? ""
        }
    }
}
