/// How findings quote what a screen shows: in double quotes, on one line, long texts shortened.
enum Quoting {
    /// The longest text quoted in full.
    static let limit = 60

    /// `"Sort Order"`; line breaks as `⏎`, texts past `limit` characters cut with "…".
    static func quoted(_ text: String) -> String {
        var flat = String(text.map { $0 == "\n" || $0 == "\r" ? "⏎" : $0 })
        if flat.count > limit { flat = String(flat.prefix(limit - 1)) + "…" }
        return "\"" + flat + "\""
    }
}
