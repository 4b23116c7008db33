#if os(Linux)
@_exported import Foundation

/// A set of `NSTextCheckingResult.CheckingType` raw values (Foundation's `NSTextCheckingTypes`).
public typealias NSTextCheckingTypes = UInt64

/// Finds links, e-mail addresses and phone numbers in text (Foundation's `NSDataDetector`, which
/// Linux's Foundation lacks): links with a scheme or starting `www.`, addresses as `mailto:`
/// links, and phone numbers of seven digits or more. Dates, postal addresses and transit
/// information are not found here. (Linux's `NSRegularExpression` cannot be subclassed, so the
/// detector is a class of its own with the matching methods apps call.)
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The kinds of data it looks for.
    public let checkingTypes: NSTextCheckingTypes
    private let expression: NSRegularExpression

    /// A detector of `checkingTypes` (`NSTextCheckingResult.CheckingType.link.rawValue | …`).
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        expression = try NSRegularExpression(pattern: DetectedData.pattern, options: [.caseInsensitive])
    }

    /// Every detected item in `range` of `string`, in order.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        expression.matches(in: string, options: options, range: range).compactMap { DetectedData.result(of: $0, in: string, types: checkingTypes) }
    }

    /// The first detected item in `range` of `string`.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    /// How many items are detected in `range` of `string`.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    /// Calls `block` with each detected item in `range` of `string`, until it sets its last argument.
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }
}

/// An item a data detector found, with what it found.
final class DetectedData: NSTextCheckingResult {
    /// What was found.
    enum Value { case link(URL), phoneNumber(String) }

    let value: Value
    let foundRange: NSRange

    init(_ value: Value, range: NSRange) {
        self.value = value
        foundRange = range
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType {
        if case .link = value { return NSTextCheckingResult.CheckingType(rawValue: DetectedData.linkType) }
        return NSTextCheckingResult.CheckingType(rawValue: DetectedData.phoneNumberType)
    }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { foundRange }

    /// The raw values of the link and phone-number checking types as Linux's Foundation numbers
    /// them (it marks the types as never returned, so naming them would warn).
    static let linkType: UInt64 = 1 << 6, phoneNumberType: UInt64 = 1 << 11

    /// A link with a scheme or `www.`, an e-mail address, a phone number: one capture group each.
    static let pattern = #"((?:[a-z][a-z0-9+.-]*://|www\.)[^\s<>"]+)|([a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,})|(\+?\d[\d ().-]{5,}\d)"#

    /// The item `match` of the pattern found, when it is of a kind `types` asks for.
    static func result(of match: NSTextCheckingResult, in string: String, types: NSTextCheckingTypes) -> NSTextCheckingResult? {
        let text = string as NSString
        let wantsLinks = types & linkType != 0
        let wantsPhones = types & phoneNumberType != 0
        if wantsLinks, match.range(at: 1).location != NSNotFound {
            let range = trimmed(match.range(at: 1), in: text)
            let found = text.substring(with: range)
            let spelled = found.lowercased().hasPrefix("www.") ? "http://" + found : found
            return URL(string: spelled).map { DetectedData(.link($0), range: range) }
        }
        if wantsLinks, match.range(at: 2).location != NSNotFound {
            let range = match.range(at: 2)
            return URL(string: "mailto:" + text.substring(with: range)).map { DetectedData(.link($0), range: range) }
        }
        if wantsPhones, match.range(at: 3).location != NSNotFound {
            let range = match.range(at: 3)
            let number = text.substring(with: range)
            guard number.filter(\.isNumber).count >= 7 else { return nil }
            return DetectedData(.phoneNumber(number), range: range)
        }
        return nil
    }

    /// `range` without the punctuation that ends a sentence after a link.
    static func trimmed(_ range: NSRange, in text: NSString) -> NSRange {
        var length = range.length
        while length > 1, let last = Unicode.Scalar(text.character(at: range.location + length - 1)), ".,;:!?)'\"".unicodeScalars.contains(last) {
            length -= 1
        }
        return NSRange(location: range.location, length: length)
    }
}

extension NSTextCheckingResult {
    /// The link found, for a `.link` result (Foundation's `url`).
    public var url: URL? {
        guard let found = self as? DetectedData, case .link(let url) = found.value else { return nil }
        return url
    }

    /// The phone number found, for a `.phoneNumber` result (Foundation's `phoneNumber`).
    public var phoneNumber: String? {
        guard let found = self as? DetectedData, case .phoneNumber(let number) = found.value else { return nil }
        return number
    }

    /// The date found, for a `.date` result: none, as dates are not detected here.
    public var date: Date? { nil }

    /// The postal address's parts, for an `.address` result: none, as addresses are not detected here.
    public var addressComponents: [NSTextCheckingKey: String]? { nil }
}

/// A part of a detected postal address (Foundation's `NSTextCheckingKey`).
public struct NSTextCheckingKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The street.
    public static let street = NSTextCheckingKey(rawValue: "Street")
    /// The city.
    public static let city = NSTextCheckingKey(rawValue: "City")
    /// The postal code.
    public static let zip = NSTextCheckingKey(rawValue: "ZIP")
    /// The country.
    public static let country = NSTextCheckingKey(rawValue: "Country")
}
#endif
