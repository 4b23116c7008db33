#if os(Linux)
@_exported import Foundation

/// A tag holding NDEF messages (Core NFC's `NFCNDEFTag`): apps never make one, and none is
/// detected in a preview.
public protocol NFCNDEFTag: AnyObject {
    /// Whether the tag is in range.
    var isAvailable: Bool { get }
    /// Reads whether the tag holds NDEF and how many bytes it can hold.
    func queryNDEFStatus(completionHandler: @escaping (NFCNDEFStatus, Int, (any Error)?) -> Void)
    /// Reads the tag's message.
    func readNDEF(completionHandler: @escaping (NFCNDEFMessage?, (any Error)?) -> Void)
    /// Writes a message to the tag.
    func writeNDEF(_ ndefMessage: NFCNDEFMessage, completionHandler: @escaping ((any Error)?) -> Void)
    /// Makes the tag read-only for good.
    func writeLock(completionHandler: @escaping ((any Error)?) -> Void)
}

extension NFCNDEFTag {
    /// Reads whether the tag holds NDEF and how many bytes it can hold.
    public func queryNDEFStatus() async throws -> (NFCNDEFStatus, Int) {
        try await withCheckedThrowingContinuation { continuation in
            queryNDEFStatus { status, capacity, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: (status, capacity)) }
            }
        }
    }
    /// Reads the tag's message.
    public func readNDEF() async throws -> NFCNDEFMessage {
        try await withCheckedThrowingContinuation { continuation in
            readNDEF { message, error in
                if let message { continuation.resume(returning: message) } else {
                    continuation.resume(throwing: error ?? NFCReaderError(.ndefReaderSessionErrorZeroLengthMessage))
                }
            }
        }
    }
    /// Writes a message to the tag.
    public func writeNDEF(_ ndefMessage: NFCNDEFMessage) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writeNDEF(ndefMessage) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}

/// The MIFARE family of a tag (Core NFC's `NFCMiFareFamily`).
public enum NFCMiFareFamily: UInt, Sendable {
    /// Not known.
    case unknown = 1
    /// MIFARE Ultralight.
    case ultralight
    /// MIFARE Plus.
    case plus
    /// MIFARE DESFire.
    case desfire
}

/// A MIFARE tag (Core NFC's `NFCMiFareTag`).
public protocol NFCMiFareTag: NFCNDEFTag {
    /// The tag's family.
    var mifareFamily: NFCMiFareFamily { get }
    /// The tag's UID.
    var identifier: Data { get }
}

/// An ISO 7816 tag (Core NFC's `NFCISO7816Tag`).
public protocol NFCISO7816Tag: NFCNDEFTag {
    /// The application selected when the tag was found.
    var initialSelectedAID: String { get }
    /// The tag's UID.
    var identifier: Data { get }
}

/// An ISO 15693 tag (Core NFC's `NFCISO15693Tag`).
public protocol NFCISO15693Tag: NFCNDEFTag {
    /// The tag's UID.
    var identifier: Data { get }
    /// The chip manufacturer's code.
    var icManufacturerCode: Int { get }
}

/// A FeliCa tag (Core NFC's `NFCFeliCaTag`).
public protocol NFCFeliCaTag: NFCNDEFTag {
    /// The system code selected.
    var currentSystemCode: Data { get }
    /// The tag's IDm.
    var currentIDm: Data { get }
}

/// A tag a tag reader session detected (Core NFC's `NFCTag`).
public enum NFCTag {
    /// A FeliCa tag.
    case feliCa(any NFCFeliCaTag)
    /// An ISO 7816 tag.
    case iso7816(any NFCISO7816Tag)
    /// An ISO 15693 tag.
    case iso15693(any NFCISO15693Tag)
    /// A MIFARE tag.
    case miFare(any NFCMiFareTag)
}
#endif
