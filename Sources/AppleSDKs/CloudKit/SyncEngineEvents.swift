#if os(Linux)
@_exported import Foundation

extension CKDatabase {
    /// A change of a record fetched from a zone (CloudKit's `CKDatabase.RecordZoneChange`).
    public enum RecordZoneChange {
        /// A record saved on the server (CloudKit's `CKDatabase.RecordZoneChange.Modification`).
        public struct Modification: @unchecked Sendable {
            /// The record.
            public let record: CKRecord
        }
        /// A record deleted on the server (CloudKit's `CKDatabase.RecordZoneChange.Deletion`).
        public struct Deletion: Sendable {
            /// The record's identity.
            public let recordID: CKRecord.ID
            /// The record's type.
            public let recordType: CKRecord.RecordType
        }
    }

    /// A change of a zone fetched from a database (CloudKit's `CKDatabase.DatabaseChange`).
    public enum DatabaseChange {
        /// A zone changed on the server (CloudKit's `CKDatabase.DatabaseChange.Modification`).
        public struct Modification: Sendable {
            /// The zone's identity.
            public let zoneID: CKRecordZone.ID
        }
        /// A zone deleted on the server (CloudKit's `CKDatabase.DatabaseChange.Deletion`).
        public struct Deletion: Sendable {
            /// Why a zone is gone (CloudKit's `CKDatabase.DatabaseChange.Deletion.Reason`).
            public enum Reason: Sendable { case deleted, purged, encryptedDataReset }
            /// The zone's identity.
            public let zoneID: CKRecordZone.ID
            /// Why it is gone.
            public let reason: Reason
        }
    }
}

extension CKSyncEngine {
    /// What happened during a sync (CloudKit's `CKSyncEngine.Event`): a preview never syncs, so
    /// the delegate gets none.
    public enum Event: @unchecked Sendable {
        /// The engine's state changed; save it.
        case stateUpdate(StateUpdate)
        /// The user signed in or out.
        case accountChange(AccountChange)
        /// Zones changed on the server.
        case fetchedDatabaseChanges(FetchedDatabaseChanges)
        /// Records changed on the server.
        case fetchedRecordZoneChanges(FetchedRecordZoneChanges)
        /// Zone changes were sent.
        case sentDatabaseChanges(SentDatabaseChanges)
        /// Record changes were sent.
        case sentRecordZoneChanges(SentRecordZoneChanges)
        /// A fetch begins.
        case willFetchChanges(WillFetchChanges)
        /// A zone's fetch begins.
        case willFetchRecordZoneChanges(WillFetchRecordZoneChanges)
        /// A zone's fetch ended.
        case didFetchRecordZoneChanges(DidFetchRecordZoneChanges)
        /// A fetch ended.
        case didFetchChanges(DidFetchChanges)
        /// A send begins.
        case willSendChanges(WillSendChanges)
        /// A send ended.
        case didSendChanges(DidSendChanges)

        /// The engine's new state (CloudKit's `CKSyncEngine.Event.StateUpdate`).
        public struct StateUpdate: Sendable {
            /// The state to save.
            public let stateSerialization: State.Serialization
        }
        /// A change of the iCloud account (CloudKit's `CKSyncEngine.Event.AccountChange`).
        public struct AccountChange: Sendable {
            /// How the account changed (CloudKit's `CKSyncEngine.Event.AccountChange.ChangeType`).
            public enum ChangeType: Sendable {
                /// A user signed in.
                case signIn(currentUser: CKRecord.ID)
                /// The user signed out.
                case signOut(previousUser: CKRecord.ID)
                /// Another user signed in.
                case switchAccounts(previousUser: CKRecord.ID, currentUser: CKRecord.ID)
            }
            /// How it changed.
            public let changeType: ChangeType
        }
        /// Zones changed on the server (CloudKit's `CKSyncEngine.Event.FetchedDatabaseChanges`).
        public struct FetchedDatabaseChanges: Sendable {
            /// The zones changed.
            public let modifications: [CKDatabase.DatabaseChange.Modification]
            /// The zones deleted.
            public let deletions: [CKDatabase.DatabaseChange.Deletion]
        }
        /// Records changed on the server (CloudKit's `CKSyncEngine.Event.FetchedRecordZoneChanges`).
        public struct FetchedRecordZoneChanges: Sendable {
            /// The records saved.
            public let modifications: [CKDatabase.RecordZoneChange.Modification]
            /// The records deleted.
            public let deletions: [CKDatabase.RecordZoneChange.Deletion]
        }
        /// Zone changes sent (CloudKit's `CKSyncEngine.Event.SentDatabaseChanges`).
        public struct SentDatabaseChanges: @unchecked Sendable {
            /// A zone that failed to save.
            public struct FailedZoneSave: @unchecked Sendable {
                /// The zone.
                public let zone: CKRecordZone
                /// Why.
                public let error: CKError
            }
            /// The zones saved.
            public let savedZones: [CKRecordZone]
            /// The zones that failed to save.
            public let failedZoneSaves: [FailedZoneSave]
            /// The zones deleted.
            public let deletedZoneIDs: [CKRecordZone.ID]
            /// The zones that failed to delete.
            public let failedZoneDeletes: [CKRecordZone.ID: CKError]
        }
        /// Record changes sent (CloudKit's `CKSyncEngine.Event.SentRecordZoneChanges`).
        public struct SentRecordZoneChanges: @unchecked Sendable {
            /// A record that failed to save.
            public struct FailedRecordSave: @unchecked Sendable {
                /// The record.
                public let record: CKRecord
                /// Why.
                public let error: CKError
            }
            /// The records saved.
            public let savedRecords: [CKRecord]
            /// The records that failed to save.
            public let failedRecordSaves: [FailedRecordSave]
            /// The records deleted.
            public let deletedRecordIDs: [CKRecord.ID]
            /// The records that failed to delete.
            public let failedRecordDeletes: [CKRecord.ID: CKError]
        }
        /// A fetch begins (CloudKit's `CKSyncEngine.Event.WillFetchChanges`).
        public struct WillFetchChanges: Sendable {
            /// The fetch's context.
            public let context: FetchChangesContext
        }
        /// A zone's fetch begins (CloudKit's `CKSyncEngine.Event.WillFetchRecordZoneChanges`).
        public struct WillFetchRecordZoneChanges: Sendable {
            /// The zone.
            public let zoneID: CKRecordZone.ID
        }
        /// A zone's fetch ended (CloudKit's `CKSyncEngine.Event.DidFetchRecordZoneChanges`).
        public struct DidFetchRecordZoneChanges: Sendable {
            /// The zone.
            public let zoneID: CKRecordZone.ID
            /// Why it failed, if it did.
            public let error: CKError?
        }
        /// A fetch ended (CloudKit's `CKSyncEngine.Event.DidFetchChanges`).
        public struct DidFetchChanges: Sendable {
            /// The fetch's context.
            public let context: FetchChangesContext
        }
        /// A send begins (CloudKit's `CKSyncEngine.Event.WillSendChanges`).
        public struct WillSendChanges: Sendable {
            /// The send's context.
            public let context: SendChangesContext
        }
        /// A send ended (CloudKit's `CKSyncEngine.Event.DidSendChanges`).
        public struct DidSendChanges: Sendable {
            /// The send's context.
            public let context: SendChangesContext
        }
    }
}
#endif
