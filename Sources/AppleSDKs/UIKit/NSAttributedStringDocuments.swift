#if os(Linux)
import Foundation

// UIKit's additions to `NSAttributedString` for documents: reading HTML, RTF or plain text data.
// HTML is read as its text (tags dropped, entities decoded, block ends as line breaks), so a
// screen shows the words the app would show.

extension NSAttributedString {
    /// A document format (UIKit's `NSAttributedString.DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A format of a raw name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich text.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich text with attachments.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// A key of a document's attributes (UIKit's `NSAttributedString.DocumentAttributeKey`).
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key of a raw name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's format.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The text encoding.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// The attributes of text without its own.
        public static let defaultAttributes = DocumentAttributeKey(rawValue: "DefaultAttributes")
        /// The document's title.
        public static let title = DocumentAttributeKey(rawValue: "NSTitleDocumentAttribute")
    }

    /// A key of the options of reading a document (UIKit's `NSAttributedString.DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key of a raw name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format to read.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// The attributes of text without its own.
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// An attributed string read from document data: HTML as its text, other formats as UTF-8 text.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let text = String(decoding: data, as: UTF8.self)
        let type = (options[.documentType] as? DocumentType) ?? (HTMLText.looksLikeHTML(text) ? .html : .plain)
        self.init(string: type == .html ? HTMLText.plainText(from: text) : text)
    }
}

/// The text of an HTML document, as a browser shows it without styles.
package enum HTMLText {
    /// Whether `text` starts like markup.
    package static func looksLikeHTML(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<")
    }

    /// `html`'s text: tags dropped (script and style contents too), block ends and `<br>` as line
    /// breaks, runs of white space as one space, character references decoded.
    package static func plainText(from html: String) -> String {
        var output = ""
        var index = html.startIndex
        var skipping: String?
        while index < html.endIndex {
            let character = html[index]
            guard character == "<", let close = html[index...].firstIndex(of: ">") else {
                if skipping == nil { output.append(character) }
                index = html.index(after: index)
                continue
            }
            let tag = html[html.index(after: index)..<close].lowercased()
            let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber })
            if let open = skipping {
                if tag.hasPrefix("/") && name == open { skipping = nil }
            } else if !tag.hasPrefix("/") && (name == "script" || name == "style") {
                skipping = name
            } else if name == "br" || (tag.hasPrefix("/") && blocks.contains(name)) || name == "li" && !tag.hasPrefix("/") {
                output.append("\n")
            }
            index = html.index(after: close)
        }
        let lines = decoded(output).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        }
        var text = lines.joined(separator: "\n")
        while text.contains("\n\n\n") { text = text.replacingOccurrences(of: "\n\n\n", with: "\n\n") }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "tr", "table", "blockquote", "pre"]

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "ndash": "–", "mdash": "—",
        "hellip": "…", "copy": "©", "reg": "®", "euro": "€", "laquo": "«", "raquo": "»", "bull": "•",
    ]

    private static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                var value: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    value = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    value = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    value = entities[name]
                }
                if let value {
                    output += value
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            output += "&"
            rest = after
        }
        return output + rest
    }
}
#endif
