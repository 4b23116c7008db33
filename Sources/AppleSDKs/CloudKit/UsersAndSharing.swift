#if os(Linux)
@_exported import Foundation

/// An iCloud user's identity (CloudKit's `CKUserIdentity`): a preview has no account, so none is
/// ever looked up.
open class CKUserIdentity: NSObject, @unchecked Sendable {
    /// How a user is looked up (CloudKit's `CKUserIdentity.LookupInfo`).
    open class LookupInfo: NSObject, @unchecked Sendable {
        /// The email address.
        public let emailAddress: String?
        /// The phone number.
        public let phoneNumber: String?
        /// The user's record.
        public let userRecordID: CKRecord.ID?
        /// Lookup by email address.
        public init(emailAddress: String) { self.emailAddress = emailAddress; phoneNumber = nil; userRecordID = nil }
        /// Lookup by phone number.
        public init(phoneNumber: String) { emailAddress = nil; self.phoneNumber = phoneNumber; userRecordID = nil }
        /// Lookup by user record.
        public init(userRecordID: CKRecord.ID) { emailAddress = nil; phoneNumber = nil; self.userRecordID = userRecordID }
    }
    /// The user's record.
    public let userRecordID: CKRecord.ID?
    /// How the user was looked up.
    public let lookupInfo: LookupInfo?
    /// The user's name, when shared.
    public let nameComponents: PersonNameComponents?
    /// Whether the user has an iCloud account.
    public let hasiCloudAccount: Bool
    /// The user's contacts' identifiers.
    public let contactIdentifiers: [String] = []
    init(userRecordID: CKRecord.ID?, nameComponents: PersonNameComponents? = nil) {
        self.userRecordID = userRecordID
        lookupInfo = nil
        self.nameComponents = nameComponents
        hasiCloudAccount = userRecordID != nil
    }
}

extension CKContainer {
    /// The current user's record: throws `notAuthenticated`, as a preview has no iCloud account.
    public func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
    /// The current user's record: the handler gets `notAuthenticated`.
    public func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    /// A user's identity: throws `notAuthenticated`.
    public func userIdentity(forUserRecordID userRecordID: CKRecord.ID) async throws -> CKUserIdentity? { throw CKError(.notAuthenticated) }
    /// A user's identity by email: throws `notAuthenticated`.
    public func userIdentity(forEmailAddress email: String) async throws -> CKUserIdentity? { throw CKError(.notAuthenticated) }
    /// A user's identity by phone number: throws `notAuthenticated`.
    public func userIdentity(forPhoneNumber phoneNumber: String) async throws -> CKUserIdentity? { throw CKError(.notAuthenticated) }
    /// A share participant of a user: throws `notAuthenticated`.
    public func shareParticipant(forUserRecordID userRecordID: CKRecord.ID) async throws -> CKShare.Participant { throw CKError(.notAuthenticated) }
    /// Accepts a share: throws `notAuthenticated`.
    @discardableResult public func accept(_ metadata: CKShare.Metadata) async throws -> CKShare { throw CKError(.notAuthenticated) }
    /// The database of a scope.
    public func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }
}

extension CKRecord {
    /// The types of the records CloudKit defines (CloudKit's `CKRecord.SystemType`).
    public enum SystemType {
        /// The type of a share.
        public static let share: CKRecord.RecordType = "cloudkit.share"
        /// The type of a user record.
        public static let userRecord: CKRecord.RecordType = "Users"
    }
}

/// A record sharing a record (and the records below it) or a zone with other iCloud users
/// (CloudKit's `CKShare`): kept in memory; it has only its owner, private access, and no URL,
/// as a preview never saves it.
open class CKShare: CKRecord, @unchecked Sendable {
    /// A participant's role (CloudKit's `CKShare.ParticipantRole`).
    public enum ParticipantRole: Int, Sendable { case unknown = 0, owner = 1, privateUser = 3, publicUser = 4 }
    /// Whether a participant accepted (CloudKit's `CKShare.ParticipantAcceptanceStatus`).
    public enum ParticipantAcceptanceStatus: Int, Sendable { case unknown, pending, accepted, removed }
    /// What a participant may do (CloudKit's `CKShare.ParticipantPermission`).
    public enum ParticipantPermission: Int, Sendable { case unknown, none, readOnly, readWrite }
    /// The keys of a share's own fields (CloudKit's `CKShare.SystemFieldKey`).
    public enum SystemFieldKey {
        /// The share's title.
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        /// The share's thumbnail.
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        /// The share's type (a UTI).
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    /// A user a share is shared with (CloudKit's `CKShare.Participant`).
    open class Participant: NSObject, @unchecked Sendable {
        /// Who the user is.
        public let userIdentity: CKUserIdentity
        /// The user's role.
        open var role: ParticipantRole
        /// Whether the user accepted.
        public let acceptanceStatus: ParticipantAcceptanceStatus
        /// What the user may do.
        open var permission: ParticipantPermission
        init(userIdentity: CKUserIdentity, role: ParticipantRole, acceptanceStatus: ParticipantAcceptanceStatus, permission: ParticipantPermission) {
            self.userIdentity = userIdentity
            self.role = role
            self.acceptanceStatus = acceptanceStatus
            self.permission = permission
        }
    }

    /// What an invitation to a share says (CloudKit's `CKShare.Metadata`).
    open class Metadata: NSObject, @unchecked Sendable {
        /// The share.
        public let share: CKShare
        /// The container's identifier.
        public let containerIdentifier: String
        /// The shared root record's identity.
        public let hierarchicalRootRecordID: CKRecord.ID?
        /// The invited user's role.
        public let participantRole: ParticipantRole
        /// Whether the invited user accepted.
        public let participantStatus: ParticipantAcceptanceStatus
        /// What the invited user may do.
        public let participantPermission: ParticipantPermission
        /// The owner.
        public let ownerIdentity: CKUserIdentity
        init(share: CKShare, containerIdentifier: String) {
            self.share = share
            self.containerIdentifier = containerIdentifier
            hierarchicalRootRecordID = nil
            participantRole = .privateUser
            participantStatus = .pending
            participantPermission = .readOnly
            ownerIdentity = share.owner.userIdentity
        }
    }

    /// Who may join through the share's URL.
    open var publicPermission = ParticipantPermission.none
    /// The share's URL: nil, as it is never saved in a preview.
    open var url: URL? { nil }
    /// The owner: the current user.
    public let owner = Participant(userIdentity: CKUserIdentity(userRecordID: nil), role: .owner, acceptanceStatus: .accepted, permission: .readWrite)
    private var others: [Participant] = []
    /// The participants: the owner and those added.
    open var participants: [Participant] { [owner] + others }
    /// The current user's participant: the owner.
    open var currentUserParticipant: Participant? { owner }

    /// A share of a record and the records below it.
    public init(rootRecord: CKRecord) {
        super.init(recordType: SystemType.share, recordID: CKRecord.ID(recordName: "Share-" + rootRecord.recordID.recordName, zoneID: rootRecord.recordID.zoneID))
    }
    /// A share of a record with an identity.
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) { super.init(recordType: SystemType.share, recordID: shareID) }
    /// A share of a whole zone.
    public init(recordZoneID: CKRecordZone.ID) {
        super.init(recordType: SystemType.share, recordID: CKRecord.ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
    }
    /// Adds a participant.
    open func addParticipant(_ participant: Participant) {
        if participant !== owner, !others.contains(where: { $0 === participant }) { others.append(participant) }
    }
    /// Removes a participant.
    open func removeParticipant(_ participant: Participant) { others.removeAll { $0 === participant } }
}
#endif
