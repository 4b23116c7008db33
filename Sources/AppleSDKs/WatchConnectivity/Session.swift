#if os(Linux)
@_exported import Foundation

/// Whether a watch session is active (WatchConnectivity's `WCSessionActivationState`).
public enum WCSessionActivationState: Int, Sendable {
    /// Not activated yet.
    case notActivated
    /// Was active, and is switching to another watch.
    case inactive
    /// Active: a preview's session is, once its activation completes.
    case activated
}

/// A value handed to a closure run later on a queue, which apps' closures are not declared safe for.
struct Deferred<Value>: @unchecked Sendable {
    let value: Value
}

/// The link between the iPhone app and its watch app (WatchConnectivity's `WCSession`). In a
/// preview the iPhone supports watches but has none paired: activation completes with
/// `.activated`, `isPaired`, `isWatchAppInstalled` and `isReachable` are false, messages fail with
/// `WCError.notReachable`, the application context cannot be updated (`.deviceNotPaired`) and
/// transfers finish with that error. Callbacks come asynchronously on the main queue.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()
    private var state = WCSessionActivationState.notActivated

    /// The app's session.
    open class var `default`: WCSession { shared }
    /// Whether the device supports watch sessions: an iPhone does.
    open class func isSupported() -> Bool { true }

    /// The object told of activation, messages and transfers.
    open weak var delegate: (any WCSessionDelegate)?
    /// Whether the session is active: `.notActivated` until `activate()` completes, then `.activated`.
    open var activationState: WCSessionActivationState { state }
    /// Whether a watch is paired: no, in a preview.
    open var isPaired: Bool { false }
    /// Whether the watch app is installed: no, in a preview.
    open var isWatchAppInstalled: Bool { false }
    /// Whether the watch app's complication is on the active watch face: no.
    open var isComplicationEnabled: Bool { false }
    /// How many complication transfers remain today: none.
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    /// The watch app's directory on the phone: none, as no watch is paired.
    open var watchDirectoryURL: URL? { nil }
    /// Whether the counterpart can receive live messages now: no, in a preview.
    open var isReachable: Bool { false }
    /// Whether received content is waiting to be delivered: no.
    open var hasContentPending: Bool { false }
    /// The last application context sent: none.
    open var applicationContext: [String: Any] { [:] }
    /// The last application context received: none.
    open var receivedApplicationContext: [String: Any] { [:] }
    /// User-info transfers not delivered yet: none, as transfers fail at once.
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    /// File transfers not delivered yet: none, as transfers fail at once.
    open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }

    /// Activates the session: the delegate hears `session(_:activationDidCompleteWith:error:)`
    /// with `.activated`, soon after on the main queue.
    open func activate() {
        DispatchQueue.main.async { [self] in
            state = .activated
            delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
        }
    }

    /// Sends a live message: `errorHandler` gets `WCError.notReachable`, soon after on the main queue.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler, with: WCError(.notReachable))
    }
    /// Sends a live message of data: `errorHandler` gets `WCError.notReachable`, soon after on the main queue.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler, with: WCError(.notReachable))
    }
    /// Replaces the context the watch app sees: throws `WCError.sessionNotActivated` before activation,
    /// then `WCError.deviceNotPaired`.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws { throw unavailableError }
    /// Queues data for the watch app: the delegate hears `session(_:didFinish:error:)` with the
    /// transfer and `WCError.deviceNotPaired`, soon after on the main queue.
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        finish(WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false))
    }
    /// Sends data for the complication: finishes as `transferUserInfo(_:)` does.
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        finish(WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true))
    }
    /// Sends a file: the delegate hears `session(_:didFinish:error:)` with the transfer and
    /// `WCError.deviceNotPaired`, soon after on the main queue.
    @discardableResult
    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
        let error = unavailableError
        DispatchQueue.main.async { [self] in delegate?.session(self, didFinish: transfer, error: error) }
        return transfer
    }

    /// Why content cannot reach the watch: the session is not active, or no watch is paired.
    private var unavailableError: WCError { WCError(state == .activated ? .deviceNotPaired : .sessionNotActivated) }

    private func fail(_ handler: ((any Error) -> Void)?, with error: WCError) {
        let handler = Deferred(value: handler)
        DispatchQueue.main.async { handler.value?(error) }
    }

    private func finish(_ transfer: WCSessionUserInfoTransfer) -> WCSessionUserInfoTransfer {
        let error = unavailableError
        DispatchQueue.main.async { [self] in delegate?.session(self, didFinish: transfer, error: error) }
        return transfer
    }
}
#endif
