#if os(Linux)
@_exported import Foundation

/// The pasteboard (UIKit's `UIPasteboard`), held in memory: what the app copies it reads back;
/// nothing else copies in a preview, items do not expire while it renders, and no change
/// notification is posted.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard.
    public static let general = UIPasteboard(name: .general)
    /// Its name.
    public let name: Name
    init(name: Name) { self.name = name }
    /// A named pasteboard of the app's: a new, empty one when `create` is true.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard create else { return nil }
        self.init(name: pasteboardName)
    }
    /// The name of a pasteboard (UIKit's `UIPasteboard.Name`).
    public struct Name: Hashable, Sendable, RawRepresentable {
        /// The name.
        public let rawValue: String
        /// A pasteboard name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }
    /// An option of `setItems(_:options:)` (UIKit's `UIPasteboard.OptionsKey`).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String
        /// An option of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// When the items expire (a `Date`).
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        /// Whether the items stay off other devices (a `Bool`).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }
    /// Posted when a pasteboard's contents change (not posted in a preview).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when an app's pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The types of strings.
    public static let typeListString: [String] = ["public.utf8-plain-text", "public.text"]
    /// The types of URLs.
    public static let typeListURL: [String] = ["public.url"]
    /// The types of images.
    public static let typeListImage: [String] = ["public.png", "public.jpeg", "public.image"]
    /// The types of colors.
    public static let typeListColor: [String] = ["com.apple.uikit.color"]

    /// Its items: each a dictionary of values by type identifier.
    public var items: [[String: Any]] {
        get { storedItems }
        set { setItems(newValue) }
    }
    private var storedItems: [[String: Any]] = []
    /// The options the items were last set with.
    private(set) var itemOptions: [OptionsKey: Any] = [:]
    /// How many times its contents have changed.
    public private(set) var changeCount = 0
    /// How many items it holds.
    public var numberOfItems: Int { storedItems.count }
    /// The type identifiers of its first item, sorted.
    public var types: [String] { storedItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// Replaces the items, with options (an expiration date, local only).
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        storedItems = items
        itemOptions = options
        changeCount += 1
    }
    /// Adds items.
    public func addItems(_ items: [[String: Any]]) {
        storedItems += items
        changeCount += 1
    }
    /// Replaces the contents with a value of a type.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }
    /// The first item's value of a type.
    public func value(forPasteboardType pasteboardType: String) -> Any? { storedItems.first?[pasteboardType] }
    /// Replaces the contents with data of a type.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: data]]) }
    /// The first item's data of a type.
    public func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    /// Whether the first item has one of the types.
    public func contains(pasteboardTypes: [String]) -> Bool {
        guard let item = storedItems.first else { return false }
        return pasteboardTypes.contains { item[$0] != nil }
    }

    private func values<T>(of types: [String], as type: T.Type) -> [T]? {
        let found = storedItems.compactMap { item in types.lazy.compactMap { item[$0] as? T }.first }
        return found.isEmpty ? nil : found
    }
    private func setValues(_ values: [Any]?, as type: String) { setItems((values ?? []).map { [type: $0] }) }

    /// Its text: the first item's.
    public var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] }, as: Self.typeListString[0]) }
    }
    /// Its texts.
    public var strings: [String]? {
        get { values(of: Self.typeListString, as: String.self) }
        set { setValues(newValue, as: Self.typeListString[0]) }
    }
    /// Its URL.
    public var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] }, as: Self.typeListURL[0]) }
    }
    /// Its URLs.
    public var urls: [URL]? {
        get { values(of: Self.typeListURL, as: URL.self) }
        set { setValues(newValue, as: Self.typeListURL[0]) }
    }
    /// Its image.
    public var image: UIImage? {
        get { images?.first }
        set { setValues(newValue.map { [$0] }, as: Self.typeListImage[0]) }
    }
    /// Its images.
    public var images: [UIImage]? {
        get { values(of: Self.typeListImage, as: UIImage.self) }
        set { setValues(newValue, as: Self.typeListImage[0]) }
    }
    /// Its color.
    public var color: UIColor? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] }, as: Self.typeListColor[0]) }
    }
    /// Its colors.
    public var colors: [UIColor]? {
        get { values(of: Self.typeListColor, as: UIColor.self) }
        set { setValues(newValue, as: Self.typeListColor[0]) }
    }
    /// Whether it holds text.
    public var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    public var hasImages: Bool { images != nil }
    /// Whether it holds a color.
    public var hasColors: Bool { colors != nil }

    /// A kind of content the pasteboard can be asked about without pasting (UIKit's `UIPasteboard.DetectionPattern`).
    public struct DetectionPattern: Hashable, Sendable, RawRepresentable {
        /// The pattern's name.
        public let rawValue: String
        /// A pattern of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A web address.
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// Words to search the web for.
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// A number.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
    }
    /// Which of `patterns` its text matches (iOS 14): an http or https URL is a probable web URL,
    /// other text a probable web search, and text that reads as a number a number.
    public func detectPatterns(for patterns: Set<DetectionPattern>,
                               completionHandler: @escaping (Result<Set<DetectionPattern>, any Error>) -> Void) {
        completionHandler(.success(detected(patterns)))
    }
    /// Which of `patterns` its text matches.
    public func detectedPatterns(for patterns: Set<DetectionPattern>) async throws -> Set<DetectionPattern> { detected(patterns) }

    private func detected(_ patterns: Set<DetectionPattern>) -> Set<DetectionPattern> {
        let text = (string ?? url?.absoluteString)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !text.isEmpty else { return [] }
        let isWebURL = ["http", "https"].contains(URL(string: text)?.scheme?.lowercased() ?? "")
        var found: Set<DetectionPattern> = [isWebURL ? .probableWebURL : .probableWebSearch]
        if Double(text) != nil { found.insert(.number) }
        return found.intersection(patterns)
    }
}
#endif
