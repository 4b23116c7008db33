#if os(Linux)
@_exported import Foundation

/// Advertises the local peer to nearby browsers (MultipeerConnectivity's `MCNearbyServiceAdvertiser`):
/// in a preview no one is nearby, so no invitation arrives.
open class MCNearbyServiceAdvertiser: NSObject, @unchecked Sendable {
    /// The local peer.
    public let myPeerID: MCPeerID
    /// The key-value pairs advertised with the peer.
    public let discoveryInfo: [String: String]?
    /// The service advertised (1–15 lowercase letters, digits and hyphens).
    public let serviceType: String
    /// The object told of invitations.
    open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?
    /// An advertiser of the local peer for a service.
    public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
        self.myPeerID = myPeerID
        discoveryInfo = info
        self.serviceType = serviceType
    }
    /// Starts advertising.
    open func startAdvertisingPeer() {}
    /// Stops advertising.
    open func stopAdvertisingPeer() {}
}

/// What an advertiser tells its delegate (MultipeerConnectivity's `MCNearbyServiceAdvertiserDelegate`).
public protocol MCNearbyServiceAdvertiserDelegate: AnyObject {
    /// A peer invites the local one to a session; answer through `invitationHandler` (required).
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
                    invitationHandler: @escaping (Bool, MCSession?) -> Void)
    /// Advertising could not start (optional).
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error)
}

extension MCNearbyServiceAdvertiserDelegate {
    /// Does nothing.
    public func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {}
}

/// Looks for nearby peers advertising a service (MultipeerConnectivity's `MCNearbyServiceBrowser`):
/// in a preview none is found.
open class MCNearbyServiceBrowser: NSObject, @unchecked Sendable {
    /// The local peer.
    public let myPeerID: MCPeerID
    /// The service looked for.
    public let serviceType: String
    /// The object told of found and lost peers.
    open weak var delegate: (any MCNearbyServiceBrowserDelegate)?
    /// A browser of the local peer for a service.
    public init(peer myPeerID: MCPeerID, serviceType: String) {
        self.myPeerID = myPeerID
        self.serviceType = serviceType
    }
    /// Starts looking for peers.
    open func startBrowsingForPeers() {}
    /// Stops looking for peers.
    open func stopBrowsingForPeers() {}
    /// Invites a found peer to a session: it never answers in a preview.
    open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {}
}

/// What a browser tells its delegate (MultipeerConnectivity's `MCNearbyServiceBrowserDelegate`).
public protocol MCNearbyServiceBrowserDelegate: AnyObject {
    /// A peer was found (required).
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
    /// A peer was lost (required).
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
    /// Browsing could not start (optional).
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}

extension MCNearbyServiceBrowserDelegate {
    /// Does nothing.
    public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}

/// Advertises the local peer and shows invitations to the user (MultipeerConnectivity's
/// `MCAdvertiserAssistant`): in a preview none arrives.
open class MCAdvertiserAssistant: NSObject, @unchecked Sendable {
    /// The session invited peers join.
    public let session: MCSession
    /// The key-value pairs advertised with the peer.
    public let discoveryInfo: [String: String]?
    /// The service advertised.
    public let serviceType: String
    /// The object told when invitations show and hide.
    open weak var delegate: (any MCAdvertiserAssistantDelegate)?
    /// An assistant advertising a session's peer for a service.
    public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
        self.serviceType = serviceType
        discoveryInfo = info
        self.session = session
    }
    /// Starts advertising.
    open func start() {}
    /// Stops advertising.
    open func stop() {}
}

/// What an advertiser assistant tells its delegate (MultipeerConnectivity's `MCAdvertiserAssistantDelegate`); all optional.
public protocol MCAdvertiserAssistantDelegate: AnyObject {
    /// An invitation is about to show.
    func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
    /// An invitation was dismissed.
    func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
}

extension MCAdvertiserAssistantDelegate {
    /// Does nothing.
    public func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
    /// Does nothing.
    public func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
}
#endif
