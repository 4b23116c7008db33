#if os(Linux)
@_exported import Foundation
import StandInCoreMedia

/// One piece of metadata of an asset, such as its title or artwork (AVFoundation's
/// `AVMetadataItem`). A preview reads no files, so the items an app sees are those it makes
/// itself (an `AVMutableMetadataItem` for a player item's `externalMetadata`); their typed values
/// are derived from `value` as on a device.
open class AVMetadataItem: NSObject, @unchecked Sendable {
    var storedIdentifier: AVMetadataIdentifier?
    var storedKey: (any NSCopying & NSObjectProtocol)?
    var storedKeySpace: AVMetadataKeySpace?
    var storedValue: (any NSCopying & NSObjectProtocol)?
    var storedLocale: Locale?
    var storedLanguageTag: String?
    var storedTime = CMTime.invalid
    var storedDuration = CMTime.invalid
    var storedDataType: String?
    var storedExtraAttributes: [AVMetadataExtraAttributeKey: Any]?
    var storedStartDate: Date?

    /// An empty item.
    public override init() {}

    /// The key space and key in one name; derived from them when not set.
    open var identifier: AVMetadataIdentifier? {
        if let storedIdentifier { return storedIdentifier }
        guard let keySpace = storedKeySpace, let key = storedKey else { return nil }
        return Self.identifier(forKey: key, keySpace: keySpace)
    }
    /// The key within the key space (a string); derived from the identifier when not set.
    open var key: (any NSCopying & NSObjectProtocol)? {
        if let storedKey { return storedKey }
        return storedIdentifier.flatMap { Self.keyText(in: $0) }.map { NSString(string: $0) }
    }
    /// The key space; derived from the identifier when not set.
    open var keySpace: AVMetadataKeySpace? {
        storedKeySpace ?? storedIdentifier.flatMap { Self.keySpace(forIdentifier: $0) }
    }
    /// The common key the item maps to, such as `.commonKeyTitle` for an ID3 `TIT2` title.
    open var commonKey: AVMetadataKey? { identifier?.commonKey }
    /// The value: a string, number, date or data object.
    open var value: (any NSCopying & NSObjectProtocol)? { storedValue }
    /// The locale of a text value.
    open var locale: Locale? { storedLocale }
    /// The BCP 47 language tag of a text value.
    open var extendedLanguageTag: String? { storedLanguageTag }
    /// When the item applies in the timeline (invalid: the whole asset).
    open var time: CMTime { storedTime }
    /// How long the item applies (invalid: the whole asset).
    open var duration: CMTime { storedDuration }
    /// The value's data type.
    open var dataType: String? { storedDataType }
    /// Further attributes of the value.
    open var extraAttributes: [AVMetadataExtraAttributeKey: Any]? { storedExtraAttributes }
    /// The date the item's time corresponds to.
    open var startDate: Date? { storedStartDate }

    /// The value as text: a string as is, a number in words.
    open var stringValue: String? {
        if let text = storedValue as? NSString { return text as String }
        return (storedValue as? NSNumber)?.stringValue
    }
    /// The value as a number: a number as is, a numeric string parsed.
    open var numberValue: NSNumber? {
        if let number = storedValue as? NSNumber { return number }
        guard let text = storedValue as? NSString, let number = Double(text as String) else { return nil }
        return NSNumber(value: number)
    }
    /// The value as a date: a date as is, an ISO 8601 string parsed.
    open var dateValue: Date? {
        if let date = storedValue as? NSDate { return date as Date }
        guard let text = storedValue as? NSString else { return nil }
        return ISO8601DateFormatter().date(from: text as String)
    }
    /// The value as data, such as an artwork's image bytes.
    open var dataValue: Data? { (storedValue as? NSData).map { Data(referencing: $0) } }

    /// The identifier of a key in a key space, `"keySpace/key"`.
    open class func identifier(forKey key: Any, keySpace: AVMetadataKeySpace) -> AVMetadataIdentifier? {
        guard let text = keyText(of: key) else { return nil }
        return AVMetadataIdentifier(rawValue: keySpace.identifierPrefix + "/" + text.replacingOccurrences(of: "\u{A9}", with: "%A9"))
    }
    /// The key of an identifier (a string).
    open class func key(forIdentifier identifier: AVMetadataIdentifier) -> Any? { keyText(in: identifier) }
    /// The key space of an identifier.
    open class func keySpace(forIdentifier identifier: AVMetadataIdentifier) -> AVMetadataKeySpace? {
        guard let slash = identifier.rawValue.firstIndex(of: "/") else { return nil }
        switch identifier.rawValue[..<slash] {
        case "common": return .common
        case "id3": return .id3
        case let prefix: return AVMetadataKeySpace(rawValue: String(prefix))
        }
    }

    /// The items of an identifier.
    open class func metadataItems(from metadataItems: [AVMetadataItem], filteredByIdentifier identifier: AVMetadataIdentifier) -> [AVMetadataItem] {
        metadataItems.filter { $0.identifier == identifier }
    }
    /// The items of a key (nil: any) in a key space (nil: any).
    open class func metadataItems(from metadataItems: [AVMetadataItem], withKey key: Any?, keySpace: AVMetadataKeySpace?) -> [AVMetadataItem] {
        let wanted = key.flatMap(keyText(of:))
        return metadataItems.filter { item in
            (keySpace == nil || item.keySpace == keySpace) && (wanted == nil || item.key.flatMap(keyText(of:)) == wanted)
        }
    }
    /// The items whose locale has `locale`'s language.
    open class func metadataItems(from metadataItems: [AVMetadataItem], withLocale locale: Locale) -> [AVMetadataItem] {
        let language = locale.language.languageCode
        return metadataItems.filter { $0.locale?.language.languageCode == language }
    }
    /// The items in the preferred languages, best first; items in other languages are left out.
    open class func metadataItems(from metadataItems: [AVMetadataItem],
                                  filteredAndSortedAccordingToPreferredLanguages preferredLanguages: [String]) -> [AVMetadataItem] {
        preferredLanguages.flatMap { preferred in
            metadataItems.filter { $0.languageCode == Locale(identifier: preferred).language.languageCode }
        }.reduce(into: [AVMetadataItem]()) { kept, item in
            if !kept.contains(where: { $0 === item }) { kept.append(item) }
        }
    }

    /// The language of a text value, from its tag or locale.
    var languageCode: Locale.LanguageCode? {
        storedLanguageTag.map { Locale(identifier: $0).language.languageCode } ?? storedLocale?.language.languageCode
    }
    /// A key as text: a string, a metadata key's name, or a number.
    static func keyText(of key: Any) -> String? {
        switch key {
        case let text as String: text
        case let text as NSString: text as String
        case let name as AVMetadataKey: name.rawValue
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }
    /// The key part of an identifier.
    static func keyText(in identifier: AVMetadataIdentifier) -> String? {
        guard let slash = identifier.rawValue.firstIndex(of: "/") else { return nil }
        return String(identifier.rawValue[identifier.rawValue.index(after: slash)...]).replacingOccurrences(of: "%A9", with: "\u{A9}")
    }
}

/// A metadata item an app makes and fills in, as for a player item's `externalMetadata`
/// (AVFoundation's `AVMutableMetadataItem`). Setting the identifier sets the key and key space,
/// and setting those sets the identifier.
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    /// The key space and key in one name.
    open override var identifier: AVMetadataIdentifier? {
        get { super.identifier }
        set {
            storedIdentifier = newValue
            storedKey = nil
            storedKeySpace = nil
        }
    }
    /// The key within the key space.
    open override var key: (any NSCopying & NSObjectProtocol)? {
        get { super.key }
        set {
            storedKeySpace = keySpace
            storedKey = newValue
            storedIdentifier = nil
        }
    }
    /// The key space.
    open override var keySpace: AVMetadataKeySpace? {
        get { super.keySpace }
        set {
            storedKey = key
            storedKeySpace = newValue
            storedIdentifier = nil
        }
    }
    /// The value: a string, number, date or data object.
    open override var value: (any NSCopying & NSObjectProtocol)? {
        get { storedValue }
        set { storedValue = newValue }
    }
    /// The locale of a text value.
    open override var locale: Locale? {
        get { storedLocale }
        set { storedLocale = newValue }
    }
    /// The BCP 47 language tag of a text value.
    open override var extendedLanguageTag: String? {
        get { storedLanguageTag }
        set { storedLanguageTag = newValue }
    }
    /// When the item applies in the timeline.
    open override var time: CMTime {
        get { storedTime }
        set { storedTime = newValue }
    }
    /// How long the item applies.
    open override var duration: CMTime {
        get { storedDuration }
        set { storedDuration = newValue }
    }
    /// The value's data type.
    open override var dataType: String? {
        get { storedDataType }
        set { storedDataType = newValue }
    }
    /// Further attributes of the value.
    open override var extraAttributes: [AVMetadataExtraAttributeKey: Any]? {
        get { storedExtraAttributes }
        set { storedExtraAttributes = newValue }
    }
    /// The date the item's time corresponds to.
    open override var startDate: Date? {
        get { storedStartDate }
        set { storedStartDate = newValue }
    }
}

extension AVMetadataItem {
    /// Loads a property (iOS 16's `try await item.load(.stringValue)`).
    public func load<T>(_ property: AVAsyncProperty<AVMetadataItem, T>) async throws -> T { property.value(self) }
    /// Loads two properties.
    public func load<A, B>(_ first: AVAsyncProperty<AVMetadataItem, A>, _ second: AVAsyncProperty<AVMetadataItem, B>) async throws -> (A, B) {
        (first.value(self), second.value(self))
    }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == String? {
    /// The value as text.
    public static var stringValue: AVAsyncProperty<AVMetadataItem, String?> { AVAsyncProperty { $0.stringValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == NSNumber? {
    /// The value as a number.
    public static var numberValue: AVAsyncProperty<AVMetadataItem, NSNumber?> { AVAsyncProperty { $0.numberValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == Date? {
    /// The value as a date.
    public static var dateValue: AVAsyncProperty<AVMetadataItem, Date?> { AVAsyncProperty { $0.dateValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == Data? {
    /// The value as data.
    public static var dataValue: AVAsyncProperty<AVMetadataItem, Data?> { AVAsyncProperty { $0.dataValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == (any NSCopying & NSObjectProtocol)? {
    /// The value.
    public static var value: AVAsyncProperty<AVMetadataItem, (any NSCopying & NSObjectProtocol)?> { AVAsyncProperty { $0.value } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == [AVMetadataExtraAttributeKey: Any]? {
    /// The value's extra attributes.
    public static var extraAttributes: AVAsyncProperty<AVMetadataItem, [AVMetadataExtraAttributeKey: Any]?> {
        AVAsyncProperty { $0.extraAttributes }
    }
}
#endif
