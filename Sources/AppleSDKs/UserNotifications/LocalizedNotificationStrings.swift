#if os(Linux)
@_exported import Foundation

// `NSString.localizedUserNotificationString(forKey:arguments:)`, which UserNotifications adds to
// Foundation's `NSString`: the key looked up in the app's strings (the key itself when it has no
// entry), its format specifiers filled with the arguments. The filling never crashes over a
// specifier whose argument is missing or of another kind, as a device may: a preview still renders.

extension NSString {
    /// A localized string for a notification (Foundation's `NSString.localizedUserNotificationString(forKey:arguments:)`):
    /// `key` looked up in the main bundle's strings, or `key` itself, formatted with `arguments`.
    public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: key, table: nil)
        guard let arguments, !arguments.isEmpty else { return format }
        return NotificationStringFormat.fill(format, with: arguments)
    }
}

/// Fills a printf-style format (`%@`, `%d`, `%.1f`, `%1$@`) with arguments of any type.
enum NotificationStringFormat {
    static func fill(_ format: String, with arguments: [Any]) -> String {
        let characters = Array(format)
        var result = ""
        var nextArgument = 0
        var index = 0
        while index < characters.count {
            guard characters[index] == "%", index + 1 < characters.count else {
                result.append(characters[index])
                index += 1
                continue
            }
            var cursor = index + 1
            if characters[cursor] == "%" {
                result.append("%")
                index = cursor + 1
                continue
            }
            var position: Int?
            var digits = ""
            var scan = cursor
            while scan < characters.count, characters[scan].isASCII, characters[scan].isNumber { digits.append(characters[scan]); scan += 1 }
            if scan < characters.count, characters[scan] == "$", let number = Int(digits), number > 0 {
                position = number - 1
                cursor = scan + 1
            }
            var spec = ""
            while cursor < characters.count, "-+ #0123456789.".contains(characters[cursor]) { spec.append(characters[cursor]); cursor += 1 }
            while cursor < characters.count, "hlqLzjt".contains(characters[cursor]) { cursor += 1 }
            guard cursor < characters.count else {
                result += String(characters[index...])
                break
            }
            let argumentIndex = position ?? nextArgument
            if position == nil { nextArgument += 1 }
            let argument = argumentIndex < arguments.count ? arguments[argumentIndex] : nil
            result += render(argument, spec: spec, conversion: characters[cursor])
            index = cursor + 1
        }
        return result
    }

    /// One argument as `%<spec><conversion>` writes it; an object or a mismatched kind as its description.
    private static func render(_ argument: Any?, spec: String, conversion: Character) -> String {
        guard let argument else { return "" }
        if "diuxXo".contains(conversion), let number = integer(argument) {
            return String(format: "%\(spec)ll\(conversion)", number)
        }
        if "fFeEgGaA".contains(conversion), let number = double(argument) {
            return String(format: "%\(spec)\(conversion)", number)
        }
        return String(describing: argument)
    }

    private static func integer(_ argument: Any) -> Int64? {
        if let value = argument as? any BinaryInteger { return Int64(truncatingIfNeeded: value) }
        if let value = argument as? NSNumber { return value.int64Value }
        return nil
    }

    private static func double(_ argument: Any) -> Double? {
        if let value = argument as? Double { return value }
        if let value = argument as? Float { return Double(value) }
        if let value = argument as? CGFloat { return Double(value) }
        if let value = argument as? any BinaryInteger { return Double(value) }
        if let value = argument as? NSNumber { return value.doubleValue }
        return nil
    }
}
#endif
