#if os(Linux)
@_exported import Foundation

extension CKRecord {
    /// A link from one record to another (CloudKit's `CKRecord.Reference`), equal to another of the same record.
    open class Reference: NSObject, @unchecked Sendable {
        /// What deleting the record linked to does to the record holding the link (CloudKit's `CKRecord.Reference.Action`).
        public enum Action: UInt, Sendable {
            /// Nothing.
            case none = 0
            /// Deletes the record holding the link too.
            case deleteSelf = 1
        }
        /// The record linked to.
        public let recordID: CKRecord.ID
        /// What deleting that record does.
        public let referenceAction: Action
        /// A link to the record of `recordID`.
        public init(recordID: CKRecord.ID, action: Action) {
            self.recordID = recordID
            referenceAction = action
        }
        /// A link to `record`.
        public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }
        /// Links are equal when they link to the same record.
        open override func isEqual(_ object: Any?) -> Bool { (object as? Reference)?.recordID == recordID }
        /// The hash of the record linked to.
        open override var hash: Int { recordID.hash }
    }

    /// What deleting a linked record does (CloudKit's `CKRecord.ReferenceAction`).
    public typealias ReferenceAction = Reference.Action

    /// The share the record is the root of (CloudKit's `CKRecord.share`): none, as no share is saved from a preview.
    public var share: Reference? { nil }

    /// Puts the record under another (CloudKit's `setParent(_:)`), or under none.
    public func setParent(_ parentRecord: CKRecord?) { parent = parentRecord.map { Reference(record: $0, action: .none) } }
    /// Puts the record under the record of an identity, or under none.
    public func setParent(_ parentRecordID: CKRecord.ID?) { parent = parentRecordID.map { Reference(recordID: $0, action: .none) } }
}

extension CKRecord.Reference: CKRecordValue {}
#endif
