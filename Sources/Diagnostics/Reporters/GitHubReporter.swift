/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the
/// Actions runner turns into annotations on the pull request's diff. Notes become `::notice`.
/// The summary follows as a plain log line.
public struct GitHubReporter: Reporter {
    /// A GitHub annotations reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = context.ordered(diagnostics)
        var out = ""
        for diagnostic in sorted {
            out += command(for: diagnostic, context: context) + "\n"
        }
        out += DiagnosticSummary(sorted, filesChecked: context.filesChecked).sentence + "\n"
        return out
    }

    private func command(for diagnostic: Diagnostic, context: ReportContext) -> String {
        let name = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        let location = diagnostic.location
        if !location.file.isEmpty {
            properties.append("file=" + Self.escapedProperty(context.displayPath(location.file)))
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

    /// A message as the runner expects it: `%`, CR and LF percent-encoded.
    static func escapedData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A property value: like a message, plus `:` and `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text)
            .replacingAll(":", with: "%3A")
            .replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every `target` replaced with `replacement` (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
