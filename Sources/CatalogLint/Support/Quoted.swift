/// Text quoted for a one-line message: at most 60 characters, line breaks and tabs shown escaped.
enum Quoted {
    static func text(_ value: String, limit: Int = 60) -> String {
        // Short text without control characters needs no walk over its characters.
        if value.utf8.count <= limit, !value.hasControlByte { return "'" + value + "'" }
        var out = ""
        var count = 0
        for character in value {
            if count == limit { return "'" + out + "…'" }
            switch character {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\r\n": out += "\\r\\n"
            default: out.append(character)
            }
            count += 1
        }
        return "'" + out + "'"
    }
}
