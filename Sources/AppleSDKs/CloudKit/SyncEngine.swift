#if os(Linux)
@_exported import Foundation

/// What a sync engine asks the app for and tells it about (CloudKit's `CKSyncEngineDelegate`).
public protocol CKSyncEngineDelegate: AnyObject, Sendable {
    /// Called with each event of a sync: never in a preview, as nothing syncs.
    func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async
    /// The next batch of record changes to send.
    func nextRecordZoneChangeBatch(_ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.RecordZoneChangeBatch?
    /// The options of the next fetch.
    func nextFetchChangesOptions(_ context: CKSyncEngine.FetchChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.FetchChangesOptions
}

extension CKSyncEngineDelegate {
    /// The options of the next fetch: the context's.
    public func nextFetchChangesOptions(_ context: CKSyncEngine.FetchChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.FetchChangesOptions {
        context.options
    }
}

/// Syncs records of a database with the app's own store (CloudKit's `CKSyncEngine`, iOS 17): it
/// keeps the pending changes the app adds, but a preview has no iCloud account, so fetching and
/// sending throw `notAuthenticated` and the delegate gets no events.
public final class CKSyncEngine: @unchecked Sendable {
    /// How an engine is set up (CloudKit's `CKSyncEngine.Configuration`).
    public struct Configuration: @unchecked Sendable {
        /// The database synced.
        public var database: CKDatabase
        /// The state saved from the last run.
        public var stateSerialization: State.Serialization?
        /// The delegate (held weakly).
        public weak var delegate: (any CKSyncEngineDelegate)?
        /// Whether the engine syncs on its own.
        public var automaticallySync = true
        /// The identifier of the engine's database subscription.
        public var subscriptionID: CKSubscription.ID?
        /// A configuration.
        public init(database: CKDatabase, stateSerialization: State.Serialization?, delegate: any CKSyncEngineDelegate) {
            self.database = database
            self.stateSerialization = stateSerialization
            self.delegate = delegate
        }
    }

    /// Why a sync runs (CloudKit's `CKSyncEngine.SyncReason`).
    public enum SyncReason: Sendable { case scheduled, manual }

    /// The database synced.
    public let database: CKDatabase
    /// The pending changes.
    public let state: State
    private let configuration: Configuration

    /// An engine of a configuration.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        database = configuration.database
        state = State()
    }
    /// Fetches the server's changes: throws `notAuthenticated`, as a preview has no iCloud account.
    public func fetchChanges(_ options: FetchChangesOptions = FetchChangesOptions()) async throws { throw CKError(.notAuthenticated) }
    /// Sends the pending changes: throws `notAuthenticated`, and the changes stay pending.
    public func sendChanges(_ options: SendChangesOptions = SendChangesOptions()) async throws { throw CKError(.notAuthenticated) }
    /// Cancels the running operations (none).
    public func cancelOperations() async {}

    /// The changes an engine has yet to send (CloudKit's `CKSyncEngine.State`).
    public final class State: @unchecked Sendable {
        /// The state saved between runs (CloudKit's `CKSyncEngine.State.Serialization`).
        public struct Serialization: Codable, Sendable, Hashable {
            private var version = 1
        }
        private let lock = NSLock()
        private var recordChanges: [PendingRecordZoneChange] = []
        private var databaseChanges: [PendingDatabaseChange] = []
        private var untracked = false
        init() {}
        /// The record changes to send, in the order added.
        public var pendingRecordZoneChanges: [PendingRecordZoneChange] { lock.withLock { recordChanges } }
        /// The zone changes to send, in the order added.
        public var pendingDatabaseChanges: [PendingDatabaseChange] { lock.withLock { databaseChanges } }
        /// Whether the app has changes it does not track here.
        public var hasPendingUntrackedChanges: Bool {
            get { lock.withLock { untracked } }
            set { lock.withLock { untracked = newValue } }
        }
        /// The zones with server changes not fetched yet: none known in a preview.
        public var zoneIDsWithUnfetchedServerChanges: [CKRecordZone.ID] { [] }
        /// Adds record changes (each once).
        public func add(pendingRecordZoneChanges: [PendingRecordZoneChange]) {
            lock.withLock { for change in pendingRecordZoneChanges where !recordChanges.contains(change) { recordChanges.append(change) } }
        }
        /// Removes record changes.
        public func remove(pendingRecordZoneChanges: [PendingRecordZoneChange]) {
            lock.withLock { recordChanges.removeAll { pendingRecordZoneChanges.contains($0) } }
        }
        /// Adds zone changes (each once).
        public func add(pendingDatabaseChanges: [PendingDatabaseChange]) {
            lock.withLock { for change in pendingDatabaseChanges where !databaseChanges.contains(change) { databaseChanges.append(change) } }
        }
        /// Removes zone changes.
        public func remove(pendingDatabaseChanges: [PendingDatabaseChange]) {
            lock.withLock { databaseChanges.removeAll { pendingDatabaseChanges.contains($0) } }
        }
    }

    /// A record change to send (CloudKit's `CKSyncEngine.PendingRecordZoneChange`).
    public enum PendingRecordZoneChange: Hashable, Sendable {
        /// Save the record.
        case saveRecord(CKRecord.ID)
        /// Delete the record.
        case deleteRecord(CKRecord.ID)
    }

    /// A zone change to send (CloudKit's `CKSyncEngine.PendingDatabaseChange`).
    public enum PendingDatabaseChange: Hashable, Sendable {
        /// Save the zone.
        case saveZone(CKRecordZone)
        /// Delete the zone.
        case deleteZone(CKRecordZone.ID)
    }

    /// The records to send in one request (CloudKit's `CKSyncEngine.RecordZoneChangeBatch`).
    public struct RecordZoneChangeBatch: @unchecked Sendable {
        /// The records to save.
        public var recordsToSave: [CKRecord]
        /// The records to delete.
        public var recordIDsToDelete: [CKRecord.ID]
        /// Whether each zone's changes succeed or fail together.
        public var atomicByZone: Bool
        /// A batch of records.
        public init(recordsToSave: [CKRecord], recordIDsToDelete: [CKRecord.ID], atomicByZone: Bool = false) {
            self.recordsToSave = recordsToSave
            self.recordIDsToDelete = recordIDsToDelete
            self.atomicByZone = atomicByZone
        }
        /// A batch of pending changes, asking `recordProvider` for each record to save (a save
        /// whose record it cannot provide is left out); nil when nothing is left. It runs on the
        /// caller's actor, so the provider may read the actor's state.
        public init?(pendingChanges: [PendingRecordZoneChange], isolation: isolated (any Actor)? = #isolation,
                     recordProvider: (CKRecord.ID) async -> CKRecord?) async {
            var saves: [CKRecord] = []
            var deletes: [CKRecord.ID] = []
            for change in pendingChanges {
                switch change {
                case .saveRecord(let id): if let record = await recordProvider(id) { saves.append(record) }
                case .deleteRecord(let id): deletes.append(id)
                }
            }
            guard !saves.isEmpty || !deletes.isEmpty else { return nil }
            self.init(recordsToSave: saves, recordIDsToDelete: deletes)
        }
    }

    /// What a send covers (CloudKit's `CKSyncEngine.SendChangesOptions`).
    public struct SendChangesOptions: Sendable {
        /// Which changes a send covers (CloudKit's `CKSyncEngine.SendChangesOptions.Scope`).
        public enum Scope: Sendable {
            /// Every change.
            case all
            /// The changes of these zones.
            case zoneIDs([CKRecordZone.ID])
            /// The changes of every zone but these.
            case allExcluding([CKRecordZone.ID])
            /// The changes of these records.
            case recordIDs([CKRecord.ID])
            /// Whether the scope covers a zone.
            public func contains(_ zoneID: CKRecordZone.ID) -> Bool {
                switch self {
                case .all: true
                case .zoneIDs(let zones): zones.contains(zoneID)
                case .allExcluding(let zones): !zones.contains(zoneID)
                case .recordIDs(let records): records.contains { $0.zoneID == zoneID }
                }
            }
            /// Whether the scope covers a record.
            public func contains(_ recordID: CKRecord.ID) -> Bool {
                if case .recordIDs(let records) = self { return records.contains(recordID) }
                return contains(recordID.zoneID)
            }
            /// Whether the scope covers a pending change.
            public func contains(_ pendingChange: PendingRecordZoneChange) -> Bool {
                switch pendingChange {
                case .saveRecord(let id), .deleteRecord(let id): contains(id)
                }
            }
        }
        /// The changes covered.
        public var scope: Scope
        /// Options of a scope.
        public init(scope: Scope = .all) { self.scope = scope }
    }

    /// What a fetch covers (CloudKit's `CKSyncEngine.FetchChangesOptions`).
    public struct FetchChangesOptions: Sendable {
        /// Which zones a fetch covers (CloudKit's `CKSyncEngine.FetchChangesOptions.Scope`).
        public enum Scope: Sendable {
            /// Every zone.
            case all
            /// These zones.
            case zoneIDs([CKRecordZone.ID])
            /// Every zone but these.
            case allExcluding([CKRecordZone.ID])
            /// Whether the scope covers a zone.
            public func contains(_ zoneID: CKRecordZone.ID) -> Bool {
                switch self {
                case .all: true
                case .zoneIDs(let zones): zones.contains(zoneID)
                case .allExcluding(let zones): !zones.contains(zoneID)
                }
            }
        }
        /// The zones covered.
        public var scope: Scope
        /// The zones fetched first.
        public var prioritizedZoneIDs: [CKRecordZone.ID] = []
        /// Options of a scope.
        public init(scope: Scope = .all) { self.scope = scope }
    }

    /// Why and what a send covers (CloudKit's `CKSyncEngine.SendChangesContext`).
    public struct SendChangesContext: Sendable {
        /// Why it runs.
        public let reason: SyncReason
        /// What it covers.
        public let options: SendChangesOptions
    }

    /// Why and what a fetch covers (CloudKit's `CKSyncEngine.FetchChangesContext`).
    public struct FetchChangesContext: Sendable {
        /// Why it runs.
        public let reason: SyncReason
        /// What it covers.
        public let options: FetchChangesOptions
    }
}
#endif
