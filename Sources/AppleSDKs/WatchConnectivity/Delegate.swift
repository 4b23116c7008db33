#if os(Linux)
@_exported import Foundation

/// What a watch session tells its delegate (WatchConnectivity's `WCSessionDelegate`). On iOS the
/// first three methods are required; the others are optional. A preview calls only the activation
/// and transfer-finished methods, on the main queue.
public protocol WCSessionDelegate: AnyObject {
    /// Activation completed, or failed (required): `.activated` with no error in a preview.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session is switching to another watch (required on iOS).
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session switched to another watch; activate it again (required on iOS).
    func sessionDidDeactivate(_ session: WCSession)
    /// The paired watch, the watch app or its complication changed.
    func sessionWatchStateDidChange(_ session: WCSession)
    /// `isReachable` changed.
    func sessionReachabilityDidChange(_ session: WCSession)
    /// A live message arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// A live message arrived that expects a reply.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    /// A live message of data arrived.
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    /// A live message of data arrived that expects a reply.
    func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void)
    /// A new application context arrived.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// A user-info transfer finished, or failed: `WCError.deviceNotPaired` in a preview.
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
    /// User info arrived.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// A file transfer finished, or failed: `WCError.deviceNotPaired` in a preview.
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
    /// A file arrived.
    func session(_ session: WCSession, didReceive file: WCSessionFile)
}

extension WCSessionDelegate {
    /// Does nothing.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// Does nothing.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// Does nothing.
    public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    /// Does nothing.
    public func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
}
#endif
