import Diagnostics
import ToolSupport
import Yams

/// A YAML syntax error as one short message: `file:line:col: invalid YAML: problem`, then the
/// line at fault cut to a window around the column (with `…` where it was cut) and a caret under
/// the column. Yams' own description quotes the whole line, which may be hundreds of kilobytes.
enum YAMLErrorText {
    /// How many characters of the line are shown on each side of the column.
    static let window = 40

    /// The message for `error`, thrown while reading `yaml` from `file`.
    static func message(_ error: any Error, yaml: String, file: String) -> String {
        guard let yamlError = error as? YamlError else {
            return "\(file): invalid YAML: \(cut(VisibleText.escaped(String(describing: error)), to: 2 * window))"
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            return "\(file):\(mark.line):\(mark.column): invalid YAML: \(problem)\(during)\n" + excerpt(of: yaml, line: mark.line, column: mark.column)
        case .reader(let problem, _, _, _):
            return "\(file): invalid YAML: \(problem)"
        default:
            return "\(file): invalid YAML: \(cut(VisibleText.escaped(String(describing: yamlError)), to: 2 * window))"
        }
    }

    /// The line `line` (from 1) around `column` (from 1, in Unicode scalars), and a caret line.
    static func excerpt(of yaml: String, line: Int, column: Int) -> String {
        let lines = yaml.unicodeScalars.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "" }
        let scalars = Array(lines[line - 1].filter { $0 != "\r" })
        let at = min(max(column - 1, 0), scalars.count)
        let start = max(0, at - window)
        let end = min(scalars.count, at + window)
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        var caretOffset = VisibleText.escaped(String(String.UnicodeScalarView(scalars[start..<at]))).unicodeScalars.count
        shown = VisibleText.escaped(shown)
        if start > 0 {
            shown = "…" + shown
            caretOffset += 1
        }
        if end < scalars.count { shown += "…" }
        return "  " + shown + "\n  " + String(repeating: " ", count: caretOffset) + "^"
    }

    private static func cut(_ text: String, to length: Int) -> String {
        text.unicodeScalars.count <= length ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(length))) + "…"
    }
}
