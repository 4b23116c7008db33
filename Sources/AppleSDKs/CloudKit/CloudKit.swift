#if os(Linux)
@_exported import Foundation
import StandInCoreLocation

/// Whether the device has an iCloud account (CloudKit's `CKAccountStatus`).
public enum CKAccountStatus: Int, Sendable { case couldNotDetermine, available, restricted, noAccount, temporarilyUnavailable }

/// A value a record holds (CloudKit's `CKRecordValue`).
public protocol CKRecordValue {}
extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Double: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}
extension CLLocation: CKRecordValue {}

/// A record (CloudKit's `CKRecord`): its values by key, in memory.
open class CKRecord: NSObject, @unchecked Sendable {
    /// A record's identity (CloudKit's `CKRecord.ID`).
    public final class ID: NSObject, @unchecked Sendable {
        /// The name.
        public let recordName: String
        /// The zone it is in.
        public let zoneID: CKRecordZone.ID
        /// An identity.
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = CKRecordZone.ID()) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
        /// Identities are equal when their names and zones are.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return other.recordName == recordName && other.zoneID == zoneID
        }
        /// The hash of the name and zone.
        public override var hash: Int { recordName.hashValue ^ zoneID.hash }
    }
    /// A record's type.
    public typealias RecordType = String
    /// A key of a record's value.
    public typealias FieldKey = String
    private var values: [String: any CKRecordValue] = [:]
    /// The type.
    public let recordType: RecordType
    /// The identity.
    public let recordID: ID
    /// When it was made.
    open var creationDate: Date? { nil }
    /// When it last changed.
    open var modificationDate: Date? { nil }
    /// The record it belongs under, which it is shared with (CloudKit's `CKRecord.parent`).
    open var parent: Reference?
    /// A record of a type.
    public init(recordType: RecordType, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }
    /// A record of a type in a zone.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) { self.init(recordType: recordType, recordID: ID(zoneID: zoneID)) }
    /// A value by key.
    open subscript(key: FieldKey) -> (any CKRecordValue)? {
        get { values[key] }
        set { values[key] = newValue }
    }
    /// The keys set.
    open func allKeys() -> [FieldKey] { Array(values.keys) }
    private let encryptedStore = EncryptedValues()
    /// The values encrypted on the server (CloudKit's `CKRecord.encryptedValues`): kept in memory.
    open var encryptedValues: any CKRecordKeyValueSetting { encryptedStore }

    final class EncryptedValues: CKRecordKeyValueSetting, @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: any CKRecordValue] = [:]
        subscript(key: FieldKey) -> (any CKRecordValue)? {
            get { lock.withLock { values[key] } }
            set { lock.withLock { values[key] = newValue } }
        }
        func allKeys() -> [FieldKey] { lock.withLock { Array(values.keys) } }
    }
}

/// Values of a record by key (CloudKit's `CKRecordKeyValueSetting`).
public protocol CKRecordKeyValueSetting: AnyObject {
    /// A value by key.
    subscript(key: CKRecord.FieldKey) -> (any CKRecordValue)? { get set }
    /// The keys set.
    func allKeys() -> [CKRecord.FieldKey]
}
extension CKRecord: CKRecordKeyValueSetting {}

/// A zone of records (CloudKit's `CKRecordZone`): kept in memory; saving one to a database fails
/// in a preview, as there is no iCloud account.
open class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's identity (CloudKit's `CKRecordZone.ID`): equal when the zone and owner names are.
    public final class ID: NSObject, @unchecked Sendable {
        /// The name.
        public let zoneName: String
        /// The owner's record name (`CKCurrentUserDefaultName` for the current user).
        public let ownerName: String
        /// An identity.
        public init(zoneName: String = "_defaultZone", ownerName: String = "__defaultOwner__") {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }
        /// The default zone's identity.
        public static let `default` = ID()
        /// Identities are equal when their zone and owner names are.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return other.zoneName == zoneName && other.ownerName == ownerName
        }
        /// The hash of the names.
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }
    /// The zone's identity.
    public let zoneID: ID
    /// A zone of an identity.
    public init(zoneID: ID) { self.zoneID = zoneID }
    /// A zone of the current user named `zoneName`.
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }
    /// The default zone.
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
    /// Zones are equal when their identities are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CKRecordZone)?.zoneID == zoneID }
    /// The hash of the identity.
    open override var hash: Int { zoneID.hash }
}

/// A query of records (CloudKit's `CKQuery`).
open class CKQuery: NSObject, @unchecked Sendable {
    /// The type.
    public let recordType: CKRecord.RecordType
    /// The filter.
    public let predicate: NSPredicate
    /// The order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// A query.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// A CloudKit error (CloudKit's `CKError`).
public struct CKError: Error, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable { case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer, serviceUnavailable,
                                      requestRateLimited, missingEntitlement, notAuthenticated, permissionFailure, unknownItem, invalidArguments,
                                      resultsTruncated, serverRecordChanged, serverRejectedRequest, assetFileNotFound, assetFileModified,
                                      incompatibleVersion, constraintViolation, operationCancelled, changeTokenExpired, batchRequestFailed,
                                      zoneBusy, badDatabase, quotaExceeded, zoneNotFound, limitExceeded, userDeletedZone, accountTemporarilyUnavailable = 36 }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
}

/// An operation of a database (CloudKit's `CKDatabaseOperation`).
open class CKDatabaseOperation: Operation, @unchecked Sendable {}

/// Fetches the records a query matches (CloudKit's `CKQueryOperation`): none, as a preview reaches no iCloud.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a query stopped.
    public final class Cursor: NSObject, @unchecked Sendable {}
    /// The query.
    open var query: CKQuery?
    /// The most records.
    open var resultsLimit = 0
    /// The keys fetched.
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called per record.
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called at the end.
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    /// An operation of a query.
    public init(query: CKQuery) { self.query = query }
    /// An operation continuing at a cursor.
    public init(cursor: Cursor) {}
}

/// Saves and deletes records (CloudKit's `CKModifyRecordsOperation`): fails, as a preview reaches no iCloud.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// Called at the end.
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called per saved record.
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// How records are saved.
    open var savePolicy = SavePolicy.ifServerRecordUnchanged
    /// How records are saved.
    public enum SavePolicy: Int, Sendable { case ifServerRecordUnchanged, changedKeys, allKeys }
    /// An operation.
    public init(recordsToSave: [CKRecord]?, recordIDsToDelete: [CKRecord.ID]?) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }
}

/// A database of a container (CloudKit's `CKDatabase`): a preview reaches no iCloud, so fetches
/// find nothing and saves fail with `networkUnavailable`.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// A database's scope.
    public enum Scope: Int, Sendable { case `public` = 1, `private`, shared }
    /// The scope.
    public let databaseScope: Scope
    init(scope: Scope) { databaseScope = scope }
    /// Runs an operation: it finishes with `networkUnavailable`.
    open func add(_ operation: CKDatabaseOperation) {
        if let query = operation as? CKQueryOperation { query.queryResultBlock?(.failure(CKError(.networkUnavailable))) }
        if let modify = operation as? CKModifyRecordsOperation { modify.modifyRecordsResultBlock?(.failure(CKError(.networkUnavailable))) }
    }
    /// A record: unavailable.
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError(.networkUnavailable) }
    /// Saves a record: unavailable.
    @discardableResult open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError(.networkUnavailable) }
    /// Deletes a record: unavailable.
    @discardableResult open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError(.networkUnavailable) }
    /// The records a query matches: unavailable.
    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = 0) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError(.networkUnavailable)
    }
}

/// An app's iCloud container (CloudKit's `CKContainer`).
open class CKContainer: NSObject, @unchecked Sendable {
    /// The identifier.
    public let containerIdentifier: String?
    /// The private database.
    public let privateCloudDatabase = CKDatabase(scope: .private)
    /// The public database.
    public let publicCloudDatabase = CKDatabase(scope: .public)
    /// The shared database.
    public let sharedCloudDatabase = CKDatabase(scope: .shared)
    /// A container by identifier.
    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
    private init(defaultContainer: Void) { containerIdentifier = nil }
    private static let defaultContainer = CKContainer(defaultContainer: ())
    /// The app's default container.
    open class func `default`() -> CKContainer { defaultContainer }
    /// Whether the device has an account: none in a preview.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
    /// Whether the device has an account: none in a preview.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) { completionHandler(.noAccount, nil) }
}
extension Notification.Name {
    /// The device's iCloud account changed (CloudKit's `CKAccountChanged`): never posted in a preview.
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotificationKey")
}
#endif
