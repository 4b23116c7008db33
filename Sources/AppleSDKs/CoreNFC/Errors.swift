#if os(Linux)
@_exported import Foundation

/// An error of a reader session or a tag (Core NFC's `NFCReaderError`).
public struct NFCReaderError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (Core NFC's `NFCReaderError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case readerErrorUnsupportedFeature = 1, readerErrorSecurityViolation, readerErrorInvalidParameter, readerErrorInvalidParameterLength,
             readerErrorParameterOutOfBound, readerErrorRadioDisabled, readerErrorIneligible, readerErrorAccessNotAccepted
        case readerTransceiveErrorTagConnectionLost = 100, readerTransceiveErrorRetryExceeded, readerTransceiveErrorTagResponseError,
             readerTransceiveErrorSessionInvalidated, readerTransceiveErrorTagNotConnected, readerTransceiveErrorPacketTooLong
        case readerSessionInvalidationErrorUserCanceled = 200, readerSessionInvalidationErrorSessionTimeout,
             readerSessionInvalidationErrorSessionTerminatedUnexpectedly, readerSessionInvalidationErrorSystemIsBusy,
             readerSessionInvalidationErrorFirstNDEFTagRead
        case tagCommandConfigurationErrorInvalidParameters = 300
        case ndefReaderSessionErrorTagNotWritable = 400, ndefReaderSessionErrorTagUpdateFailure, ndefReaderSessionErrorTagSizeTooSmall,
             ndefReaderSessionErrorZeroLengthMessage

        /// Whether `error` is an `NFCReaderError` of this code (`catch NFCReaderError.readerSessionInvalidationErrorUserCanceled`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? NFCReaderError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `NFCErrorDomain`.
    public static var errorDomain: String { NFCErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// The device cannot read NFC: what a preview's sessions end with.
    public static var readerErrorUnsupportedFeature: Code { .readerErrorUnsupportedFeature }
    /// The app lacks the entitlement or usage description.
    public static var readerErrorSecurityViolation: Code { .readerErrorSecurityViolation }
    /// A parameter is invalid.
    public static var readerErrorInvalidParameter: Code { .readerErrorInvalidParameter }
    /// The NFC radio is off.
    public static var readerErrorRadioDisabled: Code { .readerErrorRadioDisabled }
    /// The tag was lost.
    public static var readerTransceiveErrorTagConnectionLost: Code { .readerTransceiveErrorTagConnectionLost }
    /// The tag answered with an error.
    public static var readerTransceiveErrorTagResponseError: Code { .readerTransceiveErrorTagResponseError }
    /// The session has ended.
    public static var readerTransceiveErrorSessionInvalidated: Code { .readerTransceiveErrorSessionInvalidated }
    /// The tag is not connected.
    public static var readerTransceiveErrorTagNotConnected: Code { .readerTransceiveErrorTagNotConnected }
    /// The user canceled the scanning sheet.
    public static var readerSessionInvalidationErrorUserCanceled: Code { .readerSessionInvalidationErrorUserCanceled }
    /// The session timed out.
    public static var readerSessionInvalidationErrorSessionTimeout: Code { .readerSessionInvalidationErrorSessionTimeout }
    /// The session ended unexpectedly.
    public static var readerSessionInvalidationErrorSessionTerminatedUnexpectedly: Code { .readerSessionInvalidationErrorSessionTerminatedUnexpectedly }
    /// The system is busy.
    public static var readerSessionInvalidationErrorSystemIsBusy: Code { .readerSessionInvalidationErrorSystemIsBusy }
    /// The session ended after reading its first tag.
    public static var readerSessionInvalidationErrorFirstNDEFTagRead: Code { .readerSessionInvalidationErrorFirstNDEFTagRead }
    /// The tag is read-only.
    public static var ndefReaderSessionErrorTagNotWritable: Code { .ndefReaderSessionErrorTagNotWritable }
    /// Writing the tag failed.
    public static var ndefReaderSessionErrorTagUpdateFailure: Code { .ndefReaderSessionErrorTagUpdateFailure }
    /// The message does not fit on the tag.
    public static var ndefReaderSessionErrorTagSizeTooSmall: Code { .ndefReaderSessionErrorTagSizeTooSmall }
    /// The message is empty.
    public static var ndefReaderSessionErrorZeroLengthMessage: Code { .ndefReaderSessionErrorZeroLengthMessage }
}

/// The domain of Core NFC's errors (Core NFC's `NFCErrorDomain`).
public let NFCErrorDomain = "NFCError"
#endif
