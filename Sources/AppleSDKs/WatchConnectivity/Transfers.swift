#if os(Linux)
@_exported import Foundation

/// A dictionary queued for the counterpart app (WatchConnectivity's `WCSessionUserInfoTransfer`).
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    /// The dictionary sent.
    public let userInfo: [String: Any]
    /// Whether it carries complication data.
    public let isCurrentComplicationInfo: Bool
    /// Whether it is still being sent: no, in a preview, where it fails at once.
    open var isTransferring: Bool { false }
    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
    }
    /// Cancels the transfer.
    open func cancel() {}
}

/// A file sent to or received from the counterpart app (WatchConnectivity's `WCSessionFile`).
open class WCSessionFile: NSObject, @unchecked Sendable {
    /// Where the file is.
    public let fileURL: URL
    /// The dictionary sent with it.
    public let metadata: [String: Any]?
    init(fileURL: URL, metadata: [String: Any]?) {
        self.fileURL = fileURL
        self.metadata = metadata
    }
}

/// A file queued for the counterpart app (WatchConnectivity's `WCSessionFileTransfer`).
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    /// The file sent.
    public let file: WCSessionFile
    /// How much was sent: nothing, in a preview.
    public let progress = Progress(totalUnitCount: 1)
    /// Whether it is still being sent: no, in a preview, where it fails at once.
    open var isTransferring: Bool { false }
    init(file: WCSessionFile) { self.file = file }
    /// Cancels the transfer.
    open func cancel() {}
}

/// An error of a watch session (WatchConnectivity's `WCError`).
public struct WCError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (WatchConnectivity's `WCError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired,
             watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes, messageReplyFailed,
             messageReplyTimedOut, fileAccessDenied, deliveryFailed, insufficientSpace, sessionInactive, transferTimedOut,
             companionAppNotInstalled, watchOnlyApp

        /// Whether `error` is a `WCError` of this code (`catch WCError.notReachable`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? WCError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `WCErrorDomain`.
    public static var errorDomain: String { WCErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// Something went wrong.
    public static var genericError: Code { .genericError }
    /// The device does not support watch sessions.
    public static var sessionNotSupported: Code { .sessionNotSupported }
    /// The session has no delegate.
    public static var sessionMissingDelegate: Code { .sessionMissingDelegate }
    /// The session is not activated.
    public static var sessionNotActivated: Code { .sessionNotActivated }
    /// No watch is paired: what a preview's transfers fail with.
    public static var deviceNotPaired: Code { .deviceNotPaired }
    /// The watch app is not installed.
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    /// The counterpart cannot be reached: what a preview's messages fail with.
    public static var notReachable: Code { .notReachable }
    /// A parameter is invalid.
    public static var invalidParameter: Code { .invalidParameter }
    /// The payload is too large.
    public static var payloadTooLarge: Code { .payloadTooLarge }
    /// The payload holds values that are not property-list types.
    public static var payloadUnsupportedTypes: Code { .payloadUnsupportedTypes }
    /// The reply failed.
    public static var messageReplyFailed: Code { .messageReplyFailed }
    /// The reply timed out.
    public static var messageReplyTimedOut: Code { .messageReplyTimedOut }
    /// The delivery failed.
    public static var deliveryFailed: Code { .deliveryFailed }
    /// The session is inactive.
    public static var sessionInactive: Code { .sessionInactive }
    /// The transfer timed out.
    public static var transferTimedOut: Code { .transferTimedOut }
}

/// The domain of watch session errors (WatchConnectivity's `WCErrorDomain`).
public let WCErrorDomain = "WCErrorDomain"
#endif
