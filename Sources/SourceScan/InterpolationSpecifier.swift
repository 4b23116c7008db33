/// The placeholder SwiftUI's `LocalizedStringKey` and Foundation's `String.LocalizationValue` put
/// in a key for an interpolated value of a given type: `Int` → `%lld`, `Double` → `%lf`, …
/// One table, so the rule lives in one place (see DESIGN.md, "SwiftUI keys from interpolation").
enum InterpolationSpecifier {
    /// The `_FormatSpecifiable` conformances: numbers get a printf conversion of their width.
    static let numeric: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
        "Double": "%lf", "CGFloat": "%lf", "Float": "%f",
    ]

    /// Types that interpolate as an object or a string: `String`, `Text`, `Image`, `Date`,
    /// `AttributedString` and Foundation reference-convertible values all become `%@`.
    static let object: Set<String> = [
        "String", "Substring", "Character", "Text", "Image", "AttributedString", "NSAttributedString",
        "Date", "URL", "UUID", "Decimal", "Measurement", "NSNumber", "NSString", "NSObject",
        "DateInterval", "ClosedRange<Date>", "LocalizedStringResource", "Locale", "TimeZone",
    ]

    /// The object placeholder, also used for formatted values (`format:`, `formatter:`, `style:`).
    static let objectPlaceholder = "%@"

    /// The placeholder for a value of `type`, or nil when the type is not one SwiftUI formats
    /// itself (an optional, a `Bool`, a type of the app's own).
    static func placeholder(for type: TypeName) -> String? {
        let name = type.simpleName
        if let numeric = numeric[name] { return numeric }
        if object.contains(name) || object.contains(type.spelling) { return objectPlaceholder }
        return nil
    }
}
