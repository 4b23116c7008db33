#if os(Linux)
@_exported import Foundation

/// An error of a Bluetooth transaction (Core Bluetooth's `CBError`).
public struct CBError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (Core Bluetooth's `CBError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled, connectionTimeout,
             peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed, connectionLimitReached, unknownDevice,
             operationNotSupported, peerRemovedPairingInformation, encryptionTimedOut, tooManyLEPairedDevices,
             leGattExceededBackgroundNotificationLimit, leGattNearBackgroundNotificationLimit

        /// Whether `error` is a `CBError` of this code (`catch CBError.notConnected`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? CBError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `CBErrorDomain`.
    public static var errorDomain: String { CBErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// An unknown error.
    public static var unknown: Code { .unknown }
    /// Invalid parameters.
    public static var invalidParameters: Code { .invalidParameters }
    /// An invalid attribute handle.
    public static var invalidHandle: Code { .invalidHandle }
    /// The device is not connected.
    public static var notConnected: Code { .notConnected }
    /// The device ran out of space.
    public static var outOfSpace: Code { .outOfSpace }
    /// The operation was canceled.
    public static var operationCancelled: Code { .operationCancelled }
    /// The connection timed out.
    public static var connectionTimeout: Code { .connectionTimeout }
    /// The peripheral disconnected.
    public static var peripheralDisconnected: Code { .peripheralDisconnected }
    /// The UUID is reserved.
    public static var uuidNotAllowed: Code { .uuidNotAllowed }
    /// The peripheral manager is already advertising.
    public static var alreadyAdvertising: Code { .alreadyAdvertising }
    /// The connection failed.
    public static var connectionFailed: Code { .connectionFailed }
    /// The device has too many connections.
    public static var connectionLimitReached: Code { .connectionLimitReached }
    /// The device is not known.
    public static var unknownDevice: Code { .unknownDevice }
    /// The device is not known (the misspelt name of iOS 9–12).
    @available(*, deprecated, renamed: "unknownDevice")
    public static var unkownDevice: Code { .unknownDevice }
    /// The operation is not supported.
    public static var operationNotSupported: Code { .operationNotSupported }
    /// The peer removed its pairing information.
    public static var peerRemovedPairingInformation: Code { .peerRemovedPairingInformation }
    /// Encryption timed out.
    public static var encryptionTimedOut: Code { .encryptionTimedOut }
    /// The device is paired with too many LE devices.
    public static var tooManyLEPairedDevices: Code { .tooManyLEPairedDevices }
}

/// The domain of Core Bluetooth's errors (Core Bluetooth's `CBErrorDomain`).
public let CBErrorDomain = "CBErrorDomain"

/// An error a peripheral's attribute protocol returns (Core Bluetooth's `CBATTError`).
public struct CBATTError: Error, Hashable, Sendable, CustomNSError {
    /// The ATT error (Core Bluetooth's `CBATTError.Code`); also the result a peripheral manager answers requests with.
    public enum Code: Int, Hashable, Sendable {
        case success = 0, invalidHandle, readNotPermitted, writeNotPermitted, invalidPdu, insufficientAuthentication,
             requestNotSupported, invalidOffset, insufficientAuthorization, prepareQueueFull, attributeNotFound, attributeNotLong,
             insufficientEncryptionKeySize, invalidAttributeValueLength, unlikelyError, insufficientEncryption, unsupportedGroupType,
             insufficientResources

        /// Whether `error` is a `CBATTError` of this code (`catch CBATTError.readNotPermitted`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? CBATTError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `CBATTErrorDomain`.
    public static var errorDomain: String { CBATTErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// The request succeeded.
    public static var success: Code { .success }
    /// The attribute handle is invalid.
    public static var invalidHandle: Code { .invalidHandle }
    /// The attribute cannot be read.
    public static var readNotPermitted: Code { .readNotPermitted }
    /// The attribute cannot be written.
    public static var writeNotPermitted: Code { .writeNotPermitted }
    /// The attribute needs authentication.
    public static var insufficientAuthentication: Code { .insufficientAuthentication }
    /// The request is not supported.
    public static var requestNotSupported: Code { .requestNotSupported }
    /// The offset is past the value's end.
    public static var invalidOffset: Code { .invalidOffset }
    /// The attribute needs authorization.
    public static var insufficientAuthorization: Code { .insufficientAuthorization }
    /// No attribute was found.
    public static var attributeNotFound: Code { .attributeNotFound }
    /// The value's length is invalid.
    public static var invalidAttributeValueLength: Code { .invalidAttributeValueLength }
    /// The attribute needs encryption.
    public static var insufficientEncryption: Code { .insufficientEncryption }
}

/// The domain of attribute protocol errors (Core Bluetooth's `CBATTErrorDomain`).
public let CBATTErrorDomain = "CBATTErrorDomain"
#endif
