#if os(Linux)
@_exported import Foundation

/// The owner name of the current user's zones (CloudKit's `CKCurrentUserDefaultName`).
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A push subscription to changes of a database (CloudKit's `CKSubscription`): saving one fails in
/// a preview, as there is no iCloud account.
open class CKSubscription: NSObject, @unchecked Sendable {
    /// A subscription's identifier.
    public typealias ID = String
    /// What a subscription watches (CloudKit's `CKSubscription.SubscriptionType`).
    public enum SubscriptionType: Int, Sendable { case query = 1, recordZone, database }
    /// The identifier.
    public let subscriptionID: ID
    /// What it watches.
    public let subscriptionType: SubscriptionType
    /// What the push notification shows.
    open var notificationInfo: NotificationInfo?
    init(subscriptionID: ID, type: SubscriptionType) {
        self.subscriptionID = subscriptionID
        subscriptionType = type
    }

    /// What a subscription's push notification carries (CloudKit's `CKSubscription.NotificationInfo`).
    open class NotificationInfo: NSObject, @unchecked Sendable {
        /// The alert's text.
        open var alertBody: String?
        /// The alert's localization key.
        open var alertLocalizationKey: String?
        /// The alert's localization arguments (record keys).
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        /// The title.
        open var title: String?
        /// The title's localization key.
        open var titleLocalizationKey: String?
        /// The subtitle.
        open var subtitle: String?
        /// The sound's name.
        open var soundName: String?
        /// The record keys sent with the notification.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// Whether the app's badge is incremented.
        open var shouldBadge = false
        /// Whether the notification wakes the app in the background (a silent push).
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change it.
        open var shouldSendMutableContent = false
        /// The notification's category.
        open var category: String?
        /// The key coalescing notifications.
        open var collapseIDKey: String?
        /// Empty notification info.
        public override init() {}
    }
}

/// A subscription to records matching a query (CloudKit's `CKQuerySubscription`).
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// When the subscription fires (CloudKit's `CKQuerySubscription.Options`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// When a matching record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1)
        /// When a matching record is updated.
        public static let firesOnRecordUpdate = Options(rawValue: 2)
        /// When a matching record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 4)
        /// Once only.
        public static let firesOnce = Options(rawValue: 8)
    }
    /// The records' type.
    public let recordType: CKRecord.RecordType?
    /// The filter.
    public let predicate: NSPredicate
    /// The zone watched (nil: every zone).
    open var zoneID: CKRecordZone.ID?
    /// When it fires.
    public let querySubscriptionOptions: Options
    /// A subscription to records of a type matching a predicate.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID, options querySubscriptionOptions: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, type: .query)
    }
    /// A subscription with a generated identifier.
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options querySubscriptionOptions: Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: "query-" + recordType, options: querySubscriptionOptions)
    }
}

/// A subscription to the changes of one zone (CloudKit's `CKRecordZoneSubscription`).
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The records' type watched (nil: every type).
    open var recordType: CKRecord.RecordType?
    /// A subscription to a zone.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, type: .recordZone)
    }
    /// A subscription to a zone with a generated identifier.
    public convenience init(zoneID: CKRecordZone.ID) { self.init(zoneID: zoneID, subscriptionID: "zone-" + zoneID.zoneName) }
}

/// A subscription to every change of a database (CloudKit's `CKDatabaseSubscription`).
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    /// The records' type watched (nil: every type).
    open var recordType: CKRecord.RecordType?
    /// A subscription of an identifier.
    public init(subscriptionID: CKSubscription.ID) { super.init(subscriptionID: subscriptionID, type: .database) }
    /// A subscription with a generated identifier.
    public convenience init() { self.init(subscriptionID: "database") }
}

extension CKModifyRecordsOperation {
    /// How records are saved (CloudKit's `CKModifyRecordsOperation.RecordSavePolicy`).
    public typealias RecordSavePolicy = SavePolicy
}

extension CKDatabase {
    /// Saves and deletes zones: throws `notAuthenticated`, as a preview has no iCloud account.
    @discardableResult
    public func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID]) async throws
        -> (saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]) {
        throw CKError(.notAuthenticated)
    }
    /// Saves a zone: throws `notAuthenticated`.
    @discardableResult public func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw CKError(.notAuthenticated) }
    /// Deletes a zone: throws `notAuthenticated`.
    @discardableResult public func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID { throw CKError(.notAuthenticated) }
    /// A zone: throws `notAuthenticated`.
    public func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw CKError(.notAuthenticated) }
    /// Every zone: throws `notAuthenticated`.
    public func allRecordZones() async throws -> [CKRecordZone] { throw CKError(.notAuthenticated) }
    /// Saves a subscription: throws `notAuthenticated`.
    @discardableResult public func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw CKError(.notAuthenticated) }
    /// Deletes a subscription: throws `notAuthenticated`.
    @discardableResult
    public func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID { throw CKError(.notAuthenticated) }
    /// Every subscription: throws `notAuthenticated`.
    public func allSubscriptions() async throws -> [CKSubscription] { throw CKError(.notAuthenticated) }
    /// Saves and deletes subscriptions: throws `notAuthenticated`.
    @discardableResult
    public func modifySubscriptions(saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]) async throws
        -> (saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>], deleteResults: [CKSubscription.ID: Result<Void, any Error>]) {
        throw CKError(.notAuthenticated)
    }
    /// Saves and deletes records: throws `notAuthenticated`.
    @discardableResult
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw CKError(.notAuthenticated)
    }
    /// Records by identity: throws `notAuthenticated`.
    public func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws -> [CKRecord.ID: Result<CKRecord, any Error>] {
        throw CKError(.notAuthenticated)
    }
}

extension CKError {
    /// The errors of each item of a partial failure, by record, zone or subscription identity
    /// (CloudKit's `CKError.partialErrorsByItemID`): nil, as no request reaches iCloud in a preview.
    public var partialErrorsByItemID: [AnyHashable: any Error]? { nil }
    /// How long to wait before retrying (CloudKit's `CKError.retryAfterSeconds`): nil.
    public var retryAfterSeconds: Double? { nil }
    /// The server's copy of a conflicting record (CloudKit's `CKError.serverRecord`): nil.
    public var serverRecord: CKRecord? { nil }
    /// The record the app tried to save (CloudKit's `CKError.clientRecord`): nil.
    public var clientRecord: CKRecord? { nil }
    /// The record both copies started from (CloudKit's `CKError.ancestorRecord`): nil.
    public var ancestorRecord: CKRecord? { nil }
}
#endif
