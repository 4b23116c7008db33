import ToolSupport

/// Text from a catalog, a source file or a finding made safe in GitHub-flavoured Markdown: in a
/// table cell it can neither end the cell or the row, nor open code, emphasis, a link or an HTML
/// tag, nor mention a user (`@name`) or link an issue (`#12`).
package enum MarkdownText {
    /// `text` as one table cell: control characters written as visible escapes (a line break
    /// included, so the row stays one line), Markdown's punctuation escaped with a backslash, and
    /// `<`, `>`, `&`, `@` and `#` written as character references. At most `limit` characters
    /// of `text` are kept, then `…`.
    package static func cell(_ text: String, limit: Int = 400) -> String {
        var visible = VisibleText.escaped(text)
        if visible.count > limit { visible = String(visible.prefix(limit)) + "…" }
        var out = ""
        out.reserveCapacity(visible.utf8.count + 8)
        for character in visible {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "~", "!", "(", ")", "{", "}": out += "\\" + String(character)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "@": out += "&#64;"
            case "#": out += "&#35;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A path as a link target: every byte but unreserved ones and `/` percent-encoded, so spaces,
    /// parentheses and non-ASCII names stay one target.
    package static func linkTarget(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// The HTML comment a workflow looks for to update its comment in place: `<!-- l10n-report: lint -->`.
    package static func marker(tool: String, command: String) -> String {
        "<!-- \(cell(tool))-report: \(cell(command)) -->"
    }

    /// GitHub's limit on a comment's body, in characters.
    package static let commentLimit = 65_536
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension ReportContext {
    /// The address of the checked-out commit's files on GitHub, from the variables a GitHub
    /// Actions runner sets (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, and `L10N_LINK_SHA` — a pull
    /// request's head — else `GITHUB_SHA`); nil outside Actions or when a value holds characters a
    /// link target cannot.
    public static func gitHubLinkBase(environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
              let sha = environment["L10N_LINK_SHA"].flatMap({ $0.isEmpty ? nil : $0 }) ?? environment["GITHUB_SHA"] else { return nil }
        let base = "\(server)/\(repository)/blob/\(sha)"
        let allowed = { (byte: UInt8) in byte > 0x20 && byte < 0x7F && !"()<>[]\"'`\\ ".utf8.contains(byte) }
        return base.utf8.allSatisfy(allowed) ? base : nil
    }
}
