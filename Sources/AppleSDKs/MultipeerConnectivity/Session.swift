#if os(Linux)
@_exported import Foundation

/// A peer of a multipeer session (MultipeerConnectivity's `MCPeerID`); each one made is a distinct peer.
open class MCPeerID: NSObject, @unchecked Sendable {
    /// The name other peers see.
    public let displayName: String
    /// A peer named `myDisplayName`.
    public init(displayName myDisplayName: String) { displayName = myDisplayName }
    /// The peer's display name.
    open override var description: String { displayName }
}

/// A peer's connection state (MultipeerConnectivity's `MCSessionState`).
public enum MCSessionState: Int, Sendable {
    /// Not connected: every peer in a preview.
    case notConnected
    /// Connecting.
    case connecting
    /// Connected.
    case connected
}

/// How data is sent (MultipeerConnectivity's `MCSessionSendDataMode`).
public enum MCSessionSendDataMode: Int, Sendable {
    /// Delivered in order, or reported failed.
    case reliable
    /// Sent at once, possibly lost.
    case unreliable
}

/// Whether a session encrypts (MultipeerConnectivity's `MCEncryptionPreference`).
public enum MCEncryptionPreference: Int, Sendable {
    /// Encrypts when the peer does.
    case optional
    /// Always encrypts.
    case required
    /// Never encrypts.
    case none
}

/// The fewest peers a session holds, the local one included (MultipeerConnectivity's `kMCSessionMinimumNumberOfPeers`).
public let kMCSessionMinimumNumberOfPeers = 2
/// The most peers a session holds, the local one included (MultipeerConnectivity's `kMCSessionMaximumNumberOfPeers`).
public let kMCSessionMaximumNumberOfPeers = 8

/// A multipeer session (MultipeerConnectivity's `MCSession`). A preview's device has no radios on
/// and finds no one: no peer ever connects, and sending to a peer throws `MCError.notConnected`.
open class MCSession: NSObject, @unchecked Sendable {
    /// The local peer.
    public let myPeerID: MCPeerID
    /// The local peer's identity and certificates.
    public let securityIdentity: [Any]?
    /// Whether the session encrypts.
    public let encryptionPreference: MCEncryptionPreference
    /// The object told of peers' state changes and received data.
    open weak var delegate: (any MCSessionDelegate)?
    /// The connected peers: none in a preview.
    open var connectedPeers: [MCPeerID] { [] }

    /// A session of the local peer, with a security identity and an encryption preference.
    public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
        self.myPeerID = myPeerID
        securityIdentity = identity
        self.encryptionPreference = encryptionPreference
    }
    /// A session of the local peer that encrypts when peers do.
    public convenience init(peer myPeerID: MCPeerID) {
        self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .optional)
    }

    /// Sends data to peers: throws `MCError.notConnected`, as none is connected.
    open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
        throw MCError(.notConnected)
    }
    /// Sends a file to a peer: `completionHandler` gets `MCError.notConnected` soon after on the
    /// main queue, and no progress is returned.
    @discardableResult
    open func sendResource(at resourceURL: URL, withName resourceName: String, toPeer peerID: MCPeerID,
                           withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) -> Progress? {
        let handler = Handler(value: completionHandler)
        DispatchQueue.main.async { handler.value?(MCError(.notConnected)) }
        return nil
    }
    /// Opens a stream to a peer: throws `MCError.notConnected`.
    open func startStream(withName streamName: String, toPeer peerID: MCPeerID) throws -> OutputStream {
        throw MCError(.notConnected)
    }
    /// Leaves the session.
    open func disconnect() {}
    /// Connects a peer found by the app's own discovery: it never connects in a preview.
    open func connectPeer(_ peerID: MCPeerID, withNearbyConnectionData data: Data) {}
    /// Stops connecting a peer.
    open func cancelConnectPeer(_ peerID: MCPeerID) {}
}

/// A closure kept to be called later on the main queue.
struct Handler<Value>: @unchecked Sendable {
    let value: Value
}

/// What a session tells its delegate (MultipeerConnectivity's `MCSessionDelegate`); all but the
/// certificate method are required. Nothing arrives in a preview.
public protocol MCSessionDelegate: AnyObject {
    /// A peer's state changed.
    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState)
    /// Data arrived from a peer.
    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID)
    /// A peer opened a stream.
    func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID)
    /// A peer started sending a file.
    func session(_ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress)
    /// A file from a peer arrived, or failed to.
    func session(_ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID,
                 at localURL: URL?, withError error: (any Error)?)
    /// A peer presented its certificate (optional; the default accepts it).
    func session(_ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
                 certificateHandler: @escaping (Bool) -> Void)
}

extension MCSessionDelegate {
    /// Accepts the peer.
    public func session(_ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
                        certificateHandler: @escaping (Bool) -> Void) {
        certificateHandler(true)
    }
}

/// An error of a multipeer session (MultipeerConnectivity's `MCError`).
public struct MCError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (MultipeerConnectivity's `MCError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0, notConnected, invalidParameter, unsupported, timedOut, cancelled, unavailable

        /// Whether `error` is an `MCError` of this code (`catch MCError.notConnected`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? MCError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `MCErrorDomain`.
    public static var errorDomain: String { MCErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// An unknown error.
    public static var unknown: Code { .unknown }
    /// The peers are not connected: what a preview's sends fail with.
    public static var notConnected: Code { .notConnected }
    /// A parameter is invalid.
    public static var invalidParameter: Code { .invalidParameter }
    /// The operation is not supported.
    public static var unsupported: Code { .unsupported }
    /// The connection attempt timed out.
    public static var timedOut: Code { .timedOut }
    /// The operation was canceled.
    public static var cancelled: Code { .cancelled }
    /// Multipeer connectivity is not available.
    public static var unavailable: Code { .unavailable }
}

/// The domain of multipeer errors (MultipeerConnectivity's `MCErrorDomain`).
public let MCErrorDomain = "MCErrorDomain"
#endif
