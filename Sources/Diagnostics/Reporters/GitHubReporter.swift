import ToolSupport

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the
/// Actions runner turns into annotations on the pull request's diff. Notes become `::notice`.
/// The summary follows as a plain log line.
public struct GitHubReporter: Reporter {
    /// A GitHub annotations reporter.
    public init() {}

    /// The commands in pieces of 4,096, written on every core (each command stands alone).
    public func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        let sorted = context.ordered(diagnostics)
        let pieces = sorted.indices.mapPiecesInParallel(ofSize: 4_096, jobs: context.jobs) { range in
            var out = ""
            // Findings come in runs about one file: its property is worked out once a run.
            var file = (path: "", property: "")
            for index in range {
                let path = sorted[index].location.file
                if path != file.path { file = (path, "file=" + Self.escapedProperty(context.displayPath(path))) }
                out += command(for: sorted[index], fileProperty: file.property)
                out += "\n"
            }
            return out
        }
        return pieces + [DiagnosticSummary(sorted, filesChecked: context.filesChecked).sentence + "\n"]
    }

    private func command(for diagnostic: Diagnostic, fileProperty: String) -> String {
        let name = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        let location = diagnostic.location
        if !location.file.isEmpty {
            properties.append(fileProperty)
            if location.line > 0 {
                properties.append("line=\(location.line)")
                if location.column > 0 { properties.append("col=\(location.column)") }
            }
        }
        properties.append("title=" + Self.escapedProperty(diagnostic.rule))
        var message = diagnostic.message
        if let extra = diagnostic.context { message += " (\(extra))" }
        return "::\(name) \(properties.joined(separator: ","))::\(Self.escapedData(message))"
    }

    /// A message as the runner expects it: `%`, CR and LF percent-encoded, after every other
    /// control character (NUL, ESC, …) is written as a visible escape, so that a catalog's key can
    /// neither forge a workflow command nor colour or cut the log.
    package static func escapedData(_ text: String) -> String {
        percentEncoding(VisibleText.escaped(text, keepingLineBreaks: true), also: [])
    }

    /// A property value: like a message, plus `:` and `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        percentEncoding(VisibleText.escaped(text, keepingLineBreaks: true), also: [UInt8(ascii: ":"), UInt8(ascii: ",")])
    }

    /// `text` with `%`, CR, LF and the bytes of `extra` (ASCII) percent-encoded.
    private static func percentEncoding(_ text: String, also extra: [UInt8]) -> String {
        let encodes = { (byte: UInt8) in
            byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") || extra.contains(byte)
        }
        // Most texts hold none of them: one pass over the bytes says so.
        guard text.utf8.contains(where: encodes) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if encodes(byte) {
                out += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
