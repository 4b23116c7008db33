#if os(Linux)
@_exported import Foundation

/// The on-device index of the app's searchable content (Core Spotlight's `CSSearchableIndex`). A
/// preview has no Spotlight: `isIndexingAvailable()` is `false`, indexing and deleting succeed at
/// once (the completion handler is called with `nil` before the call returns) and nothing is kept.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let defaultIndex = CSSearchableIndex(name: "default")

    /// The app's default index.
    open class func `default`() -> CSSearchableIndex { defaultIndex }

    /// Whether the device can index: not in a preview.
    open class func isIndexingAvailable() -> Bool { false }

    /// The object told to reindex the app's items.
    open weak var indexDelegate: (any CSSearchableIndexDelegate)?

    /// An index of the name.
    public init(name: String) {}

    /// An index of the name whose files have the protection class.
    public init(name: String, protectionClass: FileProtectionType?) {}

    /// Adds or updates items: accepted, nothing kept.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Adds or updates items: accepted, nothing kept.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {}

    /// Removes the items of the identifiers.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Removes the items of the identifiers.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {}

    /// Removes the items of the domains.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String],
                                    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Removes the items of the domains.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {}

    /// Removes every item of the app.
    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Removes every item of the app.
    open func deleteAllSearchableItems() async throws {}

    /// Starts a batch of changes.
    open func beginBatch() {}

    /// Ends a batch, saving the client state.
    open func endBatch(withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// The client state saved with the last batch: none in a preview.
    open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
}

/// What the index asks the app (Core Spotlight's `CSSearchableIndexDelegate`); a preview never asks.
public protocol CSSearchableIndexDelegate: AnyObject {
    /// Reindex every item, then call `acknowledgementHandler`.
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping @Sendable () -> Void)
    /// Reindex the items of the identifiers, then call `acknowledgementHandler`.
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping @Sendable () -> Void)
}

extension CSSearchableIndexDelegate {
    /// Does nothing unless the conforming type implements it.
    public func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                                acknowledgementHandler: @escaping @Sendable () -> Void) {}
}

/// The settings of a search of the app's items (Core Spotlight's `CSSearchQueryContext`).
open class CSSearchQueryContext: NSObject, @unchecked Sendable {
    /// The attributes fetched of each item found.
    open var fetchAttributes: [String] = []
    /// Further queries the items must match.
    open var filterQueries: [String] = []
    /// Default settings.
    public override init() {}
}

/// A search of the app's indexed items (Core Spotlight's `CSSearchQuery`): a preview has no index,
/// so `start()` finds nothing and calls `completionHandler` with `nil` at once.
open class CSSearchQuery: NSObject, @unchecked Sendable {
    /// The query string ("title == \"*tea*\"cd").
    public let queryString: String
    /// Called with each batch of items found (never in a preview).
    open var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    /// Called when the search ends.
    open var completionHandler: (((any Error)?) -> Void)?
    /// The number of items found: 0.
    open private(set) var foundItemCount = 0
    /// Whether the search was cancelled.
    open private(set) var isCancelled = false

    /// A search of the query string fetching the attributes.
    public init(queryString: String, attributes: [String]?) { self.queryString = queryString }

    /// A search of the query string with its settings.
    public init(queryString: String, queryContext: CSSearchQueryContext?) { self.queryString = queryString }

    /// Runs the search: nothing is found.
    open func start() { completionHandler?(isCancelled ? CocoaError(.userCancelled) : nil) }

    /// Cancels the search.
    open func cancel() { isCancelled = true }
}
#endif
