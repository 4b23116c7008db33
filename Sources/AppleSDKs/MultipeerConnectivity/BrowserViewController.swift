#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// The system's screen for finding nearby peers and inviting them (MultipeerConnectivity's
/// `MCBrowserViewController`): a placeholder of its frame in a preview, where no peer shows.
open class MCBrowserViewController: UIViewController, @unchecked Sendable {
    /// The browser finding peers.
    public let browser: MCNearbyServiceBrowser?
    /// The session invited peers join.
    public let session: MCSession
    /// The object told when the user is done or cancels.
    open weak var delegate: (any MCBrowserViewControllerDelegate)?
    /// The fewest peers, the local one included, before Done is enabled.
    open var minimumNumberOfPeers = kMCSessionMinimumNumberOfPeers
    /// The most peers, the local one included.
    open var maximumNumberOfPeers = kMCSessionMaximumNumberOfPeers

    /// A screen finding peers with `browser`, inviting them to `session`.
    public init(browser: MCNearbyServiceBrowser, session: MCSession) {
        self.browser = browser
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }
    /// A screen finding peers advertising `serviceType`, inviting them to `session`.
    public convenience init(serviceType: String, session: MCSession) {
        self.init(browser: MCNearbyServiceBrowser(peer: session.myPeerID, serviceType: serviceType), session: session)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What the peer browser screen tells its delegate (MultipeerConnectivity's `MCBrowserViewControllerDelegate`).
public protocol MCBrowserViewControllerDelegate: AnyObject {
    /// The user tapped Done (required); dismiss the screen.
    func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController)
    /// The user canceled (required); dismiss the screen.
    func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController)
    /// Whether a found peer is listed (optional; the default lists it).
    func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                               withDiscoveryInfo info: [String: String]?) -> Bool
}

extension MCBrowserViewControllerDelegate {
    /// Lists the peer.
    public func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                                      withDiscoveryInfo info: [String: String]?) -> Bool { true }
}
#endif
