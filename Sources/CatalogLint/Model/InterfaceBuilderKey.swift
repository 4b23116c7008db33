/// The keys of tables that translate a storyboard or XIB: `ObjectID.property`, as `ibtool` and
/// Xcode write them (`Lbh-J2-qVU.title`, `9ab-cd-efg.normalTitle`, `123.title` in old XIBs), with
/// a comment that names the class and the base text: `Class = "UIButton"; normalTitle = "Save";
/// ObjectID = "9ab-cd-efg";`.
enum InterfaceBuilderKey {
    /// The object id of `key` when it has the shape Xcode gives object ids (three, two and three
    /// letters or digits joined by `-`), or is a number followed by a property; nil otherwise.
    static func objectID(of key: String) -> Substring? {
        // The id is at most ten bytes: look for the dot there only (most keys have none).
        let utf8 = key.utf8
        guard let dot = utf8.prefix(11).firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let id = utf8[..<dot]
        let property = utf8[utf8.index(after: dot)...]
        guard let first = property.first, first.isASCIILetter, property.allSatisfy(isPropertyCharacter) else { return nil }
        let count = id.count
        if count == 10 {
            var offset = 0
            for byte in id {
                let ok = offset == 3 || offset == 6 ? byte == UInt8(ascii: "-") : byte.isASCIILetterOrDigit
                guard ok else { return nil }
                offset += 1
            }
            return key[..<dot]
        }
        if count > 0, id.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return key[..<dot] }
        return nil
    }

    /// Whether `key` has Xcode's generated object-id shape (`Lbh-J2-qVU.title`), which no one writes
    /// by hand; numeric ids (`123.title`) need other evidence.
    static func hasGeneratedObjectID(_ key: String) -> Bool {
        guard let id = objectID(of: key) else { return false }
        return id.utf8.count == 10 && id.utf8.contains(UInt8(ascii: "-"))
    }

    /// Whether a comment is the one Xcode writes for an interface string (`… ObjectID = "…";`).
    static func isInterfaceComment(_ comment: String?) -> Bool {
        guard let comment else { return false }
        return comment.contains("ObjectID = \"") && comment.contains("Class = \"")
    }

    /// The base text a comment such as `Class = "UILabel"; text = "Hello"; ObjectID = "…";` gives
    /// for `key` (`….text`), or nil when it names no such property.
    static func baseText(forKey key: String, comment: String?) -> String? {
        guard let comment, let dot = key.firstIndex(of: "."), isInterfaceComment(comment) else { return nil }
        let property = key[key.index(after: dot)...]
        let marker = "; " + property + " = \""
        guard let start = comment.range(of: marker)?.upperBound else { return nil }
        var text = ""
        var index = start
        while index < comment.endIndex {
            let character = comment[index]
            if character == "\"" {
                let after = comment.index(after: index)
                // The text ends at `";` (or at the end of the comment).
                if after == comment.endIndex || comment[after] == ";" { return text }
                text.append(character)
            } else if character == "\\", comment.index(after: index) < comment.endIndex {
                index = comment.index(after: index)
                switch comment[index] {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                default: text.append(comment[index])
                }
            } else {
                text.append(character)
            }
            index = comment.index(after: index)
        }
        return nil
    }

    /// Letters, digits, and the `[0]` of `segmentTitles[0]`.
    private static func isPropertyCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIILetterOrDigit || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "_")
    }
}
