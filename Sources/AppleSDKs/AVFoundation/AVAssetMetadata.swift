#if os(Linux)
@_exported import Foundation
import StandInCoreMedia

// An asset's metadata and chapters, as a podcast app's chapter list or a video app's info view
// loads them. A preview reads no files, so every asset has no metadata, no metadata formats, no
// chapter locales and no chapters: each load gives an empty result, not an error, as a device
// does for a file without tags.

/// A collection of metadata items (AVFoundation's `AVMetadataGroup`).
open class AVMetadataGroup: NSObject, @unchecked Sendable {
    var storedItems: [AVMetadataItem]
    init(items: [AVMetadataItem]) { storedItems = items }
    /// The items.
    open var items: [AVMetadataItem] { storedItems }
    /// A label classifying the group: none.
    open var classifyingLabel: String? { nil }
    /// The group's unique identifier: none.
    open var uniqueID: String? { nil }
}

/// Metadata items that apply over a time range, such as one chapter's title and artwork
/// (AVFoundation's `AVTimedMetadataGroup`).
open class AVTimedMetadataGroup: AVMetadataGroup, @unchecked Sendable {
    var storedTimeRange: CMTimeRange
    /// A group of items over a time range.
    public init(items: [AVMetadataItem], timeRange: CMTimeRange) {
        storedTimeRange = timeRange
        super.init(items: items)
    }
    /// The time range the items apply over.
    open var timeRange: CMTimeRange { storedTimeRange }
}

/// A timed metadata group an app edits (AVFoundation's `AVMutableTimedMetadataGroup`).
open class AVMutableTimedMetadataGroup: AVTimedMetadataGroup, @unchecked Sendable {
    /// The items.
    open override var items: [AVMetadataItem] {
        get { storedItems }
        set { storedItems = newValue }
    }
    /// The time range the items apply over.
    open override var timeRange: CMTimeRange {
        get { storedTimeRange }
        set { storedTimeRange = newValue }
    }
}

extension AVAsset {
    /// The metadata of the common key space, such as a title or artwork: none in a preview.
    public var commonMetadata: [AVMetadataItem] { [] }
    /// The metadata of every format: none in a preview.
    public var metadata: [AVMetadataItem] { [] }
    /// The formats of metadata the asset has: none in a preview.
    public var availableMetadataFormats: [AVMetadataFormat] { [] }
    /// The locales of the asset's chapter titles: none in a preview.
    public var availableChapterLocales: [Locale] { [] }
    /// The creation date's metadata item: none in a preview.
    public var creationDate: AVMetadataItem? { nil }

    /// The metadata of a format: none in a preview.
    public func metadata(forFormat format: AVMetadataFormat) -> [AVMetadataItem] { [] }
    /// The metadata of a format, loaded (iOS 15): none in a preview.
    public func loadMetadata(for format: AVMetadataFormat) async throws -> [AVMetadataItem] { metadata(forFormat: format) }
    /// The metadata of a format, loaded, to a completion handler: none in a preview.
    public func loadMetadata(for format: AVMetadataFormat,
                             completionHandler: @escaping @Sendable ([AVMetadataItem]?, (any Error)?) -> Void) {
        completionHandler(metadata(forFormat: format), nil)
    }

    /// The chapters whose titles are in `locale`, each an `AVTimedMetadataGroup` of its title
    /// (and `commonKeys` items, such as artwork): none in a preview.
    public func chapterMetadataGroups(withTitleLocale locale: Locale, containingItemsWithCommonKeys commonKeys: [AVMetadataKey]?) -> [AVTimedMetadataGroup] { [] }
    /// The chapters in the best of the preferred languages: none in a preview.
    public func chapterMetadataGroups(bestMatchingPreferredLanguages preferredLanguages: [String]) -> [AVTimedMetadataGroup] { [] }
    /// The chapters whose titles are in `locale`, loaded (iOS 15): none in a preview.
    public func loadChapterMetadataGroups(withTitleLocale locale: Locale,
                                          containingItemsWithCommonKeys commonKeys: [AVMetadataKey] = []) async throws -> [AVTimedMetadataGroup] {
        chapterMetadataGroups(withTitleLocale: locale, containingItemsWithCommonKeys: commonKeys)
    }
    /// The chapters in the best of the preferred languages, loaded (iOS 15): none in a preview.
    public func loadChapterMetadataGroups(bestMatchingPreferredLanguages preferredLanguages: [String]) async throws -> [AVTimedMetadataGroup] {
        chapterMetadataGroups(bestMatchingPreferredLanguages: preferredLanguages)
    }
    /// The chapters whose titles are in `locale`, to a completion handler: none in a preview.
    public func loadChapterMetadataGroups(withTitleLocale locale: Locale, containingItemsWithCommonKeys commonKeys: [AVMetadataKey],
                                          completionHandler: @escaping @Sendable ([AVTimedMetadataGroup]?, (any Error)?) -> Void) {
        completionHandler(chapterMetadataGroups(withTitleLocale: locale, containingItemsWithCommonKeys: commonKeys), nil)
    }
    /// The chapters in the best of the preferred languages, to a completion handler: none in a preview.
    public func loadChapterMetadataGroups(bestMatchingPreferredLanguages preferredLanguages: [String],
                                          completionHandler: @escaping @Sendable ([AVTimedMetadataGroup]?, (any Error)?) -> Void) {
        completionHandler(chapterMetadataGroups(bestMatchingPreferredLanguages: preferredLanguages), nil)
    }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVMetadataItem] {
    /// The asset's common metadata (`try await asset.load(.commonMetadata)`).
    public static var commonMetadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { AVAsyncProperty { $0.commonMetadata } }
    /// The asset's metadata of every format.
    public static var metadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { AVAsyncProperty { $0.metadata } }
}

extension AVAsyncProperty where Root == AVAsset, Value == [Locale] {
    /// The locales of the asset's chapter titles.
    public static var availableChapterLocales: AVAsyncProperty<AVAsset, [Locale]> { AVAsyncProperty { $0.availableChapterLocales } }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVMetadataFormat] {
    /// The formats of metadata the asset has.
    public static var availableMetadataFormats: AVAsyncProperty<AVAsset, [AVMetadataFormat]> { AVAsyncProperty { $0.availableMetadataFormats } }
}

extension AVAsyncProperty where Root == AVAsset, Value == AVMetadataItem? {
    /// The asset's creation date item.
    public static var creationDate: AVAsyncProperty<AVAsset, AVMetadataItem?> { AVAsyncProperty { $0.creationDate } }
}
#endif
