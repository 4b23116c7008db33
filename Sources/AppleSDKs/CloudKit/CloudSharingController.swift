#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// The sheet that invites people to a share and manages it (UIKit's `UICloudSharingController`,
/// declared here beside `CKShare`): a view controller, drawn by SwiftUI's
/// `UIViewControllerRepresentable` as a placeholder of its frame. It is never shown in a preview,
/// so a preparation handler is never called, nothing is saved, and its delegate hears nothing.
open class UICloudSharingController: UIViewController, @unchecked Sendable {
    /// Who may be invited and what they may do (UIKit's `UICloudSharingController.PermissionOptions`).
    public struct PermissionOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Options of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The system's choice (none set).
        public static let standard: PermissionOptions = []
        /// Anyone with the link may join.
        public static let allowPublic = PermissionOptions(rawValue: 1 << 0)
        /// Only people invited may join.
        public static let allowPrivate = PermissionOptions(rawValue: 1 << 1)
        /// People may only read.
        public static let allowReadOnly = PermissionOptions(rawValue: 1 << 2)
        /// People may read and change.
        public static let allowReadWrite = PermissionOptions(rawValue: 1 << 3)
    }

    /// Its delegate.
    open weak var delegate: (any UICloudSharingControllerDelegate)?
    /// The share managed: the one given, or none for a controller that prepares one.
    public private(set) var share: CKShare?
    /// Who may be invited and what they may do.
    open var availablePermissions = PermissionOptions.standard

    /// A controller managing an existing share of a container.
    public init(share: CKShare, container: CKContainer) {
        self.share = share
        super.init(nibName: nil, bundle: nil)
    }
    /// A controller that makes a new share when shown (deprecated in iOS 17); never shown in a
    /// preview, so `preparationHandler` is never called.
    public init(preparationHandler: @escaping (UICloudSharingController,
                                               @escaping @Sendable (CKShare?, CKContainer?, (any Error)?) -> Void) -> Void) {
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What the sharing sheet asks and tells its delegate (UIKit's `UICloudSharingControllerDelegate`);
/// never called in a preview.
@MainActor
public protocol UICloudSharingControllerDelegate: AnyObject {
    /// Saving the share failed.
    func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error)
    /// The title of the item shared.
    func itemTitle(for csc: UICloudSharingController) -> String?
    /// A thumbnail of the item shared.
    func itemThumbnailData(for csc: UICloudSharingController) -> Data?
    /// The type identifier of the item shared.
    func itemType(for csc: UICloudSharingController) -> String?
    /// The share was saved.
    func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController)
    /// The owner stopped sharing, or a participant left.
    func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController)
}

extension UICloudSharingControllerDelegate {
    /// No thumbnail by default.
    public func itemThumbnailData(for csc: UICloudSharingController) -> Data? { nil }
    /// No type by default.
    public func itemType(for csc: UICloudSharingController) -> String? { nil }
    /// Does nothing by default.
    public func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController) {}
    /// Does nothing by default.
    public func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController) {}
}
#endif
