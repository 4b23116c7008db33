/// The keys scanned code looks up, by table: what "no code uses this key" means for the fixes
/// that remove an entry (`extra-key`). A table is listed only when the code that feeds it was all
/// scanned and parsed; a key is taken as used when a lookup spells it, or spells it with other
/// placeholders (a lookup whose argument types the sources do not tell).
public struct CodeKeys: Sendable, Hashable {
    private var keys: [String: Set<String>]
    private var shapes: [String: Set<String>]

    /// No table known.
    public init() {
        keys = [:]
        shapes = [:]
    }

    /// Records that code looking up `table` was all scanned, and that it looks up `used`.
    public mutating func add(table: String, used: some Sequence<String>) {
        keys[table, default: []].formUnion(used)
        shapes[table, default: []].formUnion(used.map(Self.shape))
    }

    /// Whether code may look up `key` in `table`; nil when the table's code was not all scanned.
    public func mayUse(_ key: String, table: String) -> Bool? {
        guard let known = keys[table] else { return nil }
        return known.contains(key) || shapes[table]?.contains(Self.shape(key)) == true
    }

    /// The key with each format placeholder (`%@`, `%1$lld`, `%.2f`) written as `%`.
    static func shape(_ key: String) -> String {
        guard key.contains("%") else { return key }
        var out = ""
        var scalars = key.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            out.unicodeScalars.append(scalar)
            guard scalar == "%" else { continue }
            while let next = scalars.next() {
                if next.properties.isAlphabetic && !"hlqLzjt".unicodeScalars.contains(next) || next == "@" || next == "%" { break }
            }
        }
        return out
    }
}
