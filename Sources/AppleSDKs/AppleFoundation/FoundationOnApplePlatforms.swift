#if os(Linux)
@_exported import Foundation

// Foundation API that Apple platforms have and swift-corelibs-foundation lacks or marks
// unavailable. Every app file sees it, as every iOS file sees Apple's Foundation.

extension NSPredicate {
    /// A predicate of a format string (Foundation's): `evaluate(with:)` matches everything; the
    /// format is kept (`KeyedDescriptors`) for Core Data's in-memory store to evaluate.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(value: true)
        KeyedDescriptors.record(format: predicateFormat, arguments: args, for: self)
    }
    /// A predicate of a format string whose arguments are not all `CVarArg` on Linux (an array
    /// for `IN %@`, which Apple platforms bridge to `NSArray`), kept as the one above.
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(value: true)
        KeyedDescriptors.record(format: predicateFormat, arguments: args, for: self)
    }
    /// A predicate of a format string and an argument array, kept as the one above.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(value: true)
        KeyedDescriptors.record(format: predicateFormat, arguments: arguments ?? [], for: self)
    }
}

extension NSSortDescriptor {
    /// A sort by key (Foundation's key-value coding): the key is kept (`KeyedDescriptors`) for
    /// Core Data's in-memory store to apply.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
        if let key { KeyedDescriptors.record(.key(key), for: self) }
    }
    /// A sort by a key path of any value, optional ones too: the key path is kept as the key is.
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
        KeyedDescriptors.record(.keyPath(keyPath), for: self)
    }
}

/// Loads an item shared or dropped in several representations (Foundation's `NSItemProvider`):
/// nothing to load in a preview.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The types it has.
    open var registeredTypeIdentifiers: [String] { [] }
    /// A suggested name.
    open var suggestedName: String?
    /// An empty provider.
    public override init() {}
    /// A provider of a file.
    public init?(contentsOf fileURL: URL) {}
    /// A provider of an object.
    public init(object: any NSItemProviderWriting) {}
    /// Whether it has a type.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
    /// Whether it can load a class.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
    /// Loads an object: fails, as there is none.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, CocoaError(.fileNoSuchFile))
        return Progress(totalUnitCount: 0)
    }
    /// Whether it can load a value type Swift bridges to a class (`URL.self`, `String.self`): no,
    /// as a preview's provider holds nothing.
    @_disfavoredOverload
    public func canLoadObject<T>(ofClass aClass: T.Type) -> Bool { false }
    /// Loads a value type Swift bridges to a class (`URL.self`): fails, as there is none.
    @_disfavoredOverload @discardableResult
    public func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, CocoaError(.fileNoSuchFile))
        return Progress(totalUnitCount: 0)
    }
    /// Loads data: fails, as there is none.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, CocoaError(.fileNoSuchFile))
        return Progress(totalUnitCount: 0)
    }
    /// Loads a file: fails, as there is none.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (URL?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, CocoaError(.fileNoSuchFile))
        return Progress(totalUnitCount: 0)
    }
    /// Loads an item: fails, as there is none.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: (((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, CocoaError(.fileNoSuchFile))
    }
}

/// A class an item provider can load (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {}
/// A class an item provider can write (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {}

extension NSString: NSItemProviderReading, NSItemProviderWriting {}

extension String.StandardComparator {
    /// Strings compared as the Finder sorts them (Foundation's `localizedStandard`), taken as the
    /// lexical order Linux's Foundation has.
    public static var localizedStandard: String.StandardComparator { .lexical }
}
extension NSURL: NSItemProviderReading, NSItemProviderWriting {}

/// Key-value storage synced through iCloud (Foundation's `NSUbiquitousKeyValueStore`): empty in a preview.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The app's store.
    public static let `default` = NSUbiquitousKeyValueStore()
    /// Posted when values change from another device.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private func value(_ key: String) -> Any? { lock.withLock { values[key] } }
    /// A value.
    open func object(forKey aKey: String) -> Any? { value(aKey) }
    /// Sets a value.
    open func set(_ anObject: Any?, forKey aKey: String) { lock.withLock { values[aKey] = anObject } }
    /// Sets a Boolean.
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any, forKey: aKey) }
    /// Sets a number.
    open func set(_ value: Double, forKey aKey: String) { set(value as Any, forKey: aKey) }
    /// Sets an integer.
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any, forKey: aKey) }
    /// A string.
    open func string(forKey aKey: String) -> String? { value(aKey) as? String }
    /// A Boolean.
    open func bool(forKey aKey: String) -> Bool { value(aKey) as? Bool ?? false }
    /// A number.
    open func double(forKey aKey: String) -> Double { value(aKey) as? Double ?? 0 }
    /// An integer.
    open func longLong(forKey aKey: String) -> Int64 { value(aKey) as? Int64 ?? 0 }
    /// Data.
    open func data(forKey aKey: String) -> Data? { value(aKey) as? Data }
    /// An array.
    open func array(forKey aKey: String) -> [Any]? { value(aKey) as? [Any] }
    /// A dictionary.
    open func dictionary(forKey aKey: String) -> [String: Any]? { value(aKey) as? [String: Any] }
    /// Removes a value.
    open func removeObject(forKey aKey: String) { lock.withLock { values[aKey] = nil } }
    /// Every value.
    open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }
    /// Syncs: nothing to sync here.
    @discardableResult open func synchronize() -> Bool { true }
}

/// What the app is doing, for Handoff and Spotlight (Foundation's `NSUserActivity`).
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The type.
    public let activityType: String
    /// The title.
    open var title: String?
    /// Extra values.
    open var userInfo: [AnyHashable: Any]?
    /// The web page.
    open var webpageURL: URL?
    /// Whether Spotlight indexes it.
    open var isEligibleForSearch = false
    /// Whether Siri may suggest it.
    open var isEligibleForPrediction = false
    /// Whether its values changed since the system last read them.
    open var needsSave = false
    /// Whether Handoff offers it on the user's other devices.
    open var isEligibleForHandoff = true
    /// Whether it may be indexed for everyone's searches.
    open var isEligibleForPublicIndexing = false
    /// The identifier of the content it shows, for choosing a scene.
    open var targetContentIdentifier: String?
    /// A stable identifier, for deleting it later.
    open var persistentIdentifier: String?
    /// Words Spotlight finds it by.
    open var keywords: Set<String> = []
    /// The keys of `userInfo` it needs.
    open var requiredUserInfoKeys: Set<String>?
    /// When it stops being offered.
    open var expirationDate: Date?
    /// The page that led to it.
    open var referrerURL: URL?

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
    /// An activity of a type.
    public init(activityType: String) { self.activityType = activityType }

    /// Stores `payload` in the activity, encoded as JSON, as SwiftUI's Handoff helpers do.
    open func setTypedPayload<T: Encodable>(_ payload: T) throws {
        userInfo = (userInfo ?? [:]).merging(["typedPayload": try JSONEncoder().encode(payload)]) { _, new in new }
        needsSave = true
    }

    /// The payload stored by `setTypedPayload(_:)`, decoded; throws when there is none or it does not decode.
    open func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
        guard let data = userInfo?["typedPayload"] as? Data else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: [], debugDescription: "the activity holds no typed payload"))
        }
        return try JSONDecoder().decode(type, from: data)
    }
    /// Makes it current.
    open func becomeCurrent() {}
    /// Stops it.
    open func invalidate() {}
}

/// An Objective-C selector (`Selector`): its name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name.
    public let name: String
    /// A selector by name.
    public init(_ name: String) { self.name = name }
    /// A selector by name.
    public init(stringLiteral name: String) { self.name = name }
    /// The selector of a method, as `#selector(Type.method)` names it.
    @_disfavoredOverload
    public init<Function>(_ function: Function) { name = String(describing: Function.self) }
}

extension URL {
    /// The app's Application Support folder.
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }
    /// The app's Documents folder.
    public static var documentsDirectory: URL { directory(.documentDirectory) }
    /// The app's Caches folder.
    public static var cachesDirectory: URL { directory(.cachesDirectory) }
    /// The Applications folder.
    public static var applicationDirectory: URL { directory(.applicationDirectory) }
    /// The user's Downloads folder.
    public static var downloadsDirectory: URL { directory(.downloadsDirectory) }
    /// The user's Library folder.
    public static var libraryDirectory: URL { directory(.libraryDirectory) }
    /// The user's Desktop folder.
    public static var desktopDirectory: URL { directory(.desktopDirectory) }
    /// The user's Movies folder.
    public static var moviesDirectory: URL { directory(.moviesDirectory) }
    /// The user's Music folder.
    public static var musicDirectory: URL { directory(.musicDirectory) }
    /// The user's Pictures folder.
    public static var picturesDirectory: URL { directory(.picturesDirectory) }

    /// Starts using a file the user picked outside the app's sandbox: always allowed here, as
    /// Linux has no sandbox.
    public func startAccessingSecurityScopedResource() -> Bool { true }
    /// Stops using a picked file.
    public func stopAccessingSecurityScopedResource() {}

    private static func directory(_ folder: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: folder, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
    }
}

/// The key of the changed keys in a key-value store's change notification.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

extension FileManager {
    /// The iCloud account's token: none, as a preview has no account.
    public var ubiquityIdentityToken: (any NSObjectProtocol)? { nil }
    /// The iCloud container's folder: none.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
}

/// The activity type of a browsed web page.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
