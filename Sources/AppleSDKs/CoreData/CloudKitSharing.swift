#if os(Linux)
import Foundation
import StandInCloudKit

extension NSPersistentCloudKitContainer {
    /// Shares objects with other iCloud users (Core Data's `share(_:to:)`): throws
    /// `notAuthenticated`, as a preview has no iCloud account.
    public func share(_ managedObjects: [NSManagedObject], to share: CKShare?) async throws -> (Set<NSManagedObjectID>, CKShare, CKContainer) {
        throw CKError(.notAuthenticated)
    }
    /// Shares objects with other iCloud users: the handler gets `notAuthenticated`.
    public func share(_ managedObjects: [NSManagedObject], to share: CKShare?,
                      completion: @escaping (Set<NSManagedObjectID>?, CKShare?, CKContainer?, (any Error)?) -> Void) {
        completion(nil, nil, nil, CKError(.notAuthenticated))
    }
    /// The shares of objects: none, as nothing is shared in a preview.
    public func fetchShares(matching objectIDs: [NSManagedObjectID]) throws -> [NSManagedObjectID: CKShare] { [:] }
    /// Whether the current user may change an object's record: yes, as nothing is shared.
    public func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    /// Whether the current user may delete an object's record: yes, as nothing is shared.
    public func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    /// The record of an object: none, as nothing has synced in a preview.
    public func record(for managedObjectID: NSManagedObjectID) -> CKRecord? { nil }
    /// The record identity of an object: none.
    public func recordID(for managedObjectID: NSManagedObjectID) -> CKRecord.ID? { nil }
}
#endif
