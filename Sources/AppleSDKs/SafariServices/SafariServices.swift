#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// A web page in Safari's view (SafariServices' `SFSafariViewController`): a placeholder in a preview.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
    /// Its settings.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether reader mode opens.
        open var entersReaderIfAvailable = false
        /// Whether bars collapse.
        open var barCollapsingEnabled = true
        /// A configuration.
        public override init() {}
    }
    /// The close button's style.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
    /// The URL.
    public let url: URL
    /// Its delegate.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' tint.
    open var preferredBarTintColor: UIColor?
    /// The controls' tint.
    open var preferredControlTintColor: UIColor?
    /// The close button's style.
    open var dismissButtonStyle = DismissButtonStyle.done
    /// A controller showing `URL`.
    public init(url URL: URL, configuration: Configuration = Configuration()) {
        url = URL
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What Safari's view tells its delegate (SafariServices' `SFSafariViewControllerDelegate`).
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The reader closed it.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

/// A key of a Safari extension's message (SafariServices' `SFExtensionMessageKey`).
public let SFExtensionMessageKey = "message"
#endif
