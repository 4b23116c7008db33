import Diagnostics
import L10n
import ToolSupport

/// The fix that marks a String Catalog key `stale` (`"extractionState" : "stale"`), as Xcode does
/// for a key the code no longer uses: the member is written where Xcode writes it among the
/// entry's, or the entry's extraction state is replaced.
public enum StaleMarkFix {
    /// The fix for the entry whose key starts at `position` in the String Catalog `text`; nil when
    /// there is no entry there, it is marked `stale` or `manual` already (a key added by hand is
    /// never stale), or it is empty.
    static func fix(keyAt position: TextPosition, key: String, in text: EditableText) -> Fix? {
        guard text.path.hasSuffix(".xcstrings"), let offset = text.offset(of: position),
              let members = JSONMembers(text.bytes, objectAfterKeyAt: offset), let last = members.list.last else { return nil }
        let description = "Mark \(QuotedText.value(key)) stale (\"extractionState\" : \"stale\"), as Xcode does for a key no code uses."
        let wanted = "extractionState"
        if let state = members.list.first(where: { $0.key == wanted }) {
            let current = text.text(state.value)
            guard current != "\"stale\"", current != "\"manual\"" else { return nil }
            return Fix(description: description, replacements: [text.replacement(state.value, with: "\"stale\"")])
        }
        let member = "\"\(wanted)\" : \"stale\""
        if let next = members.list.first(where: { XcodeKeyOrder.areInIncreasingOrder(wanted, $0.key) }) {
            let lineStart = text.lineStart(of: next.keyStart)
            let indent = text.isBlank(from: lineStart, to: next.keyStart) ? text.text(lineStart..<next.keyStart) : " "
            let separator = text.isBlank(from: lineStart, to: next.keyStart) ? "\n" + indent : " "
            return Fix(description: description,
                       replacements: [text.replacement(next.keyStart..<next.keyStart, with: member + "," + separator)])
        }
        let lineStart = text.lineStart(of: last.keyStart)
        let onOwnLine = text.isBlank(from: lineStart, to: last.keyStart)
        let separator = onOwnLine ? "\n" + text.text(lineStart..<last.keyStart) : " "
        return Fix(description: description,
                   replacements: [text.replacement(last.value.upperBound..<last.value.upperBound, with: "," + separator + member)])
    }
}

/// The members of the JSON object that is the value of the key whose literal starts at an offset:
/// each member's key, where its key starts and where its value is written.
private struct JSONMembers {
    struct Member {
        var key: String
        var keyStart: Int
        var value: Range<Int>
    }

    private(set) var list: [Member] = []

    init?(_ bytes: [UInt8], objectAfterKeyAt offset: Int) {
        var cursor = offset
        guard Self.skipString(bytes, &cursor), Self.expect(UInt8(ascii: ":"), bytes, &cursor),
              Self.expect(UInt8(ascii: "{"), bytes, &cursor) else { return nil }
        Self.skipSpace(bytes, &cursor)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") { return }
        while true {
            Self.skipSpace(bytes, &cursor)
            let keyStart = cursor
            guard Self.skipString(bytes, &cursor), Self.expect(UInt8(ascii: ":"), bytes, &cursor) else { return nil }
            Self.skipSpace(bytes, &cursor)
            let valueStart = cursor
            guard Self.skipValue(bytes, &cursor) else { return nil }
            list.append(Member(key: Self.keyText(bytes, keyStart), keyStart: keyStart, value: valueStart..<cursor))
            Self.skipSpace(bytes, &cursor)
            guard cursor < bytes.count else { return nil }
            if bytes[cursor] == UInt8(ascii: "}") { return }
            guard bytes[cursor] == UInt8(ascii: ",") else { return nil }
            cursor += 1
        }
    }

    /// The text between the quotes of the key literal at `start` (the member keys of an entry
    /// are plain words; an escaped one is kept as written and matches none of them).
    private static func keyText(_ bytes: [UInt8], _ start: Int) -> String {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        return String(decoding: bytes[(start + 1)..<min(end, bytes.count)], as: UTF8.self)
    }

    private static func skipSpace(_ bytes: [UInt8], _ cursor: inout Int) {
        while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
    }

    private static func expect(_ byte: UInt8, _ bytes: [UInt8], _ cursor: inout Int) -> Bool {
        skipSpace(bytes, &cursor)
        guard cursor < bytes.count, bytes[cursor] == byte else { return false }
        cursor += 1
        return true
    }

    private static func skipString(_ bytes: [UInt8], _ cursor: inout Int) -> Bool {
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return false }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
            cursor += bytes[cursor] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard cursor < bytes.count else { return false }
        cursor += 1
        return true
    }

    /// Skips a value: a string, or anything up to the `,` or `}` that ends it at its own depth.
    private static func skipValue(_ bytes: [UInt8], _ cursor: inout Int) -> Bool {
        var depth = 0
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                guard skipString(bytes, &cursor) else { return false }
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
                if depth == 0 {
                    cursor += 1
                    return true
                }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return true }
            default:
                break
            }
            cursor += 1
        }
        return false
    }
}

extension StaleMarkFix {
    /// `diagnostics` with a fix on each `unused-key` finding about a String Catalog key whose
    /// table is in `tables` (those whose code was all scanned and parsed): marking the key stale.
    /// Each catalog is read once, within `boundary(path)`.
    public static func attach(to diagnostics: [Diagnostic], tables: Set<String>, limits: CatalogLimits = .default,
                              boundary: (String) -> FolderBoundary?) -> [Diagnostic] {
        var texts: [String: EditableText?] = [:]
        return diagnostics.map { diagnostic in
            let file = diagnostic.location.file
            guard diagnostic.rule == "unused-key", diagnostic.fix == nil, let key = diagnostic.key, file.hasSuffix(".xcstrings"),
                  tables.contains(String(file.split(separator: "/").last?.dropLast(".xcstrings".count) ?? "")) else { return diagnostic }
            if texts[file] == nil { texts[file] = EditableText.read(file, within: boundary(file), limits: limits) }
            guard let text = texts[file] ?? nil else { return diagnostic }
            let position = TextPosition(line: diagnostic.location.line, column: diagnostic.location.column)
            return diagnostic.fixed(by: fix(keyAt: position, key: key, in: text))
        }
    }
}
