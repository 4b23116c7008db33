#if os(Linux)
@_exported import Foundation

/// The kind of a record's type (Core NFC's `NFCTypeNameFormat`).
public enum NFCTypeNameFormat: UInt8, Sendable {
    /// No type or content.
    case empty = 0
    /// An NFC Forum well-known type ("U", "T"…).
    case nfcWellKnown
    /// A MIME media type.
    case media
    /// An absolute URI.
    case absoluteURI
    /// An NFC Forum external type.
    case nfcExternal
    /// An unknown type.
    case unknown
    /// A later chunk of a chunked record.
    case unchanged
}

/// Whether a tag holds NDEF and can be written (Core NFC's `NFCNDEFStatus`).
public enum NFCNDEFStatus: UInt, Sendable {
    /// The tag does not hold NDEF.
    case notSupported = 1
    /// The tag can be read and written.
    case readWrite
    /// The tag can only be read.
    case readOnly
}

/// A record of an NDEF message (Core NFC's `NFCNDEFPayload`), with the well-known URI and text
/// records built and read as the NFC Forum specifies them.
open class NFCNDEFPayload: NSObject, @unchecked Sendable {
    /// The kind of `type`.
    open var typeNameFormat: NFCTypeNameFormat
    /// The record's type ("U" for a URI, "T" for text, a MIME type…).
    open var type: Data
    /// The record's identifier (empty when absent).
    open var identifier: Data
    /// The record's content.
    open var payload: Data

    /// A record of its format, type, identifier and content.
    public required init(format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data) {
        typeNameFormat = format
        self.type = type
        self.identifier = identifier
        self.payload = payload
    }
    /// A record split in chunks of `chunkSize` bytes when written (0: one chunk).
    public convenience init(format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data, chunkSize: Int) {
        self.init(format: format, type: type, identifier: identifier, payload: payload)
    }

    /// A well-known URI record of a URL.
    open class func wellKnownTypeURIPayload(url: URL) -> Self? { wellKnownTypeURIPayload(string: url.absoluteString) }
    /// A well-known URI record of a URI's text, its scheme abbreviated as the specification lists.
    open class func wellKnownTypeURIPayload(string uri: String) -> Self? {
        let prefix = NDEFURIPrefixes.code(for: uri)
        let rest = uri.dropFirst(NDEFURIPrefixes.all[Int(prefix)].count)
        return Self(format: .nfcWellKnown, type: Data("U".utf8), identifier: Data(), payload: Data([prefix]) + Data(rest.utf8))
    }
    /// A well-known text record of `text`, in `locale`'s language, encoded in UTF-8.
    open class func wellKnownTypeTextPayload(string text: String, locale: Locale) -> Self? {
        let language = Data(locale.identifier.replacingOccurrences(of: "_", with: "-").utf8.prefix(63))
        return Self(format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(),
                    payload: Data([UInt8(language.count)]) + language + Data(text.utf8))
    }

    /// The URL of a well-known URI record; nil for other records.
    open func wellKnownTypeURIPayload() -> URL? {
        guard typeNameFormat == .nfcWellKnown, type == Data("U".utf8), let code = payload.first,
              Int(code) < NDEFURIPrefixes.all.count, let rest = String(data: payload.dropFirst(), encoding: .utf8) else { return nil }
        return URL(string: NDEFURIPrefixes.all[Int(code)] + rest)
    }
    /// The text and language of a well-known text record; nils for other records.
    open func wellKnownTypeTextPayload() -> (String?, Locale?) {
        guard typeNameFormat == .nfcWellKnown, type == Data("T".utf8), let status = payload.first else { return (nil, nil) }
        let languageLength = Int(status & 0x3F)
        let body = payload.dropFirst()
        guard body.count >= languageLength, let language = String(data: body.prefix(languageLength), encoding: .ascii) else { return (nil, nil) }
        let encoding: String.Encoding = status & 0x80 == 0 ? .utf8 : .utf16
        return (String(data: body.dropFirst(languageLength), encoding: encoding), Locale(identifier: language))
    }
}

/// The URI prefixes a well-known URI record abbreviates to one byte (NFC Forum URI RTD).
enum NDEFURIPrefixes {
    static let all = ["", "http://www.", "https://www.", "http://", "https://", "tel:", "mailto:", "ftp://anonymous:anonymous@",
                      "ftp://ftp.", "ftps://", "sftp://", "smb://", "nfs://", "ftp://", "dav://", "news:", "telnet://", "imap:",
                      "rtsp://", "urn:", "pop:", "sip:", "sips:", "tftp:", "btspp://", "btl2cap://", "btgoep://", "tcpobex://",
                      "irdaobex://", "file://", "urn:epc:id:", "urn:epc:tag:", "urn:epc:pat:", "urn:epc:raw:", "urn:epc:", "urn:nfc:"]

    /// The code of the longest prefix `uri` starts with (0: none).
    static func code(for uri: String) -> UInt8 {
        let best = all.indices.dropFirst().filter { uri.hasPrefix(all[$0]) }.max { all[$0].count < all[$1].count }
        return UInt8(best ?? 0)
    }
}

/// An NDEF message: records read from or written to a tag (Core NFC's `NFCNDEFMessage`).
open class NFCNDEFMessage: NSObject, @unchecked Sendable {
    /// The records, in order.
    open var records: [NFCNDEFPayload]
    /// A message of records.
    public init(records: [NFCNDEFPayload]) { self.records = records }
    /// A message of its NDEF encoding; nil when the data is not a well-formed message.
    public convenience init?(data: Data) {
        guard let records = NDEFCoding.records(of: Array(data)) else { return nil }
        self.init(records: records)
    }
    /// The size of the message's NDEF encoding in bytes.
    open var length: Int { NDEFCoding.encoded(records).count }
}

/// Reads and writes messages in the NDEF record layout (short records when the content fits in 255 bytes).
enum NDEFCoding {
    static func encoded(_ records: [NFCNDEFPayload]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, record) in records.enumerated() {
            let short = record.payload.count < 256
            var header = record.typeNameFormat.rawValue & 0x07
            if index == 0 { header |= 0x80 }
            if index == records.count - 1 { header |= 0x40 }
            if short { header |= 0x10 }
            if !record.identifier.isEmpty { header |= 0x08 }
            bytes += [header, UInt8(truncatingIfNeeded: record.type.count)]
            bytes += short ? [UInt8(record.payload.count)] : withUnsafeBytes(of: UInt32(record.payload.count).bigEndian, Array.init)
            if !record.identifier.isEmpty { bytes.append(UInt8(truncatingIfNeeded: record.identifier.count)) }
            bytes += record.type + record.identifier + record.payload
        }
        return bytes
    }

    static func records(of bytes: [UInt8]) -> [NFCNDEFPayload]? {
        var records: [NFCNDEFPayload] = [], offset = 0
        func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }
        while offset < bytes.count {
            guard let header = take(1)?.first, let typeLength = take(1)?.first,
                  let lengthBytes = take(header & 0x10 != 0 ? 1 : 4),
                  let format = NFCTypeNameFormat(rawValue: header & 0x07) else { return nil }
            let payloadLength = lengthBytes.reduce(0) { $0 << 8 | Int($1) }
            let identifierLength = header & 0x08 != 0 ? Int(take(1)?.first ?? 0) : 0
            guard let type = take(Int(typeLength)), let identifier = take(identifierLength), let payload = take(payloadLength) else { return nil }
            records.append(NFCNDEFPayload(format: format, type: Data(type), identifier: Data(identifier), payload: Data(payload)))
            if header & 0x40 != 0 { break }
        }
        return records.isEmpty ? nil : records
    }
}
#endif
