import Diagnostics

/// One string that SwiftUI or Foundation will look up at run time, as `l10n extract` reports it:
/// the catalog key it is looked up by, the table it is looked up in, and where the code asks for it.
public struct ExtractedString: Sendable, Hashable, Codable {
    /// The key exactly as the lookup builds it (`Editing: %@`, `%lld items`), escapes resolved.
    public var key: String
    /// The table (`Localizable` unless the call names another).
    public var table: String
    /// The translator comment the call gives, if any.
    public var comment: String?
    /// The development-language value when it differs from the key (`defaultValue:` or `value:`).
    public var defaultValue: String?
    /// Where the string literal starts.
    public var location: SourceLocation
    /// The call that looks it up: `Text`, `.navigationTitle`, `NSLocalizedString`, `String(localized:)`.
    public var call: String
    /// False when an interpolated argument's type could not be told from the sources, so the
    /// placeholder in `key` (`%@`) is an assumption; an `unknown-argument-type` finding says which.
    public var isKeyCertain: Bool

    /// The table every lookup uses when the call names none.
    public static let defaultTable = "Localizable"

    /// A found string; `table` defaults to `Localizable`.
    public init(key: String, table: String = ExtractedString.defaultTable, comment: String? = nil,
                defaultValue: String? = nil, location: SourceLocation, call: String,
                isKeyCertain: Bool = true) {
        self.key = key
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.location = location
        self.call = call
        self.isKeyCertain = isKeyCertain
    }
}

extension ExtractedString: Comparable {
    /// Ordered by position, then key, so reports are stable across runs and machines.
    public static func < (lhs: ExtractedString, rhs: ExtractedString) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.table != rhs.table { return lhs.table < rhs.table }
        return lhs.call < rhs.call
    }
}
