#if os(Linux)
@_exported import Foundation

/// A session reading NFC tags (Core NFC's `NFCReaderSession`). A preview's device cannot read NFC:
/// `readingAvailable` is false, and `begin()` ends the session at once, the delegate hearing
/// `NFCReaderError.readerErrorUnsupportedFeature` soon after on the session's queue (the main
/// queue when nil). No tag is ever detected.
open class NFCReaderSession: NSObject, @unchecked Sendable {
    private var ended = false
    private let queue: DispatchQueue?

    /// Whether the device can read NFC tags: no, in a preview.
    open class var readingAvailable: Bool { false }
    /// The queue the delegate is called on.
    open var sessionQueue: DispatchQueue { queue ?? .main }
    /// Whether the session is scanning: never in a preview.
    open var isReady: Bool { false }
    /// The text the scanning sheet shows.
    open var alertMessage = ""

    init(queue: DispatchQueue?) { self.queue = queue }

    /// Starts scanning: the session ends with `NFCReaderError.readerErrorUnsupportedFeature`.
    open func begin() {
        guard !ended else { return }
        ended = true
        sessionQueue.async { [self] in didInvalidate(with: NFCReaderError(.readerErrorUnsupportedFeature)) }
    }
    /// Ends the session (it has ended already in a preview).
    open func invalidate() { ended = true }
    /// Ends the session, showing an error message (it has ended already in a preview).
    open func invalidate(errorMessage: String) { ended = true }

    /// Tells the delegate the session ended; each kind of session reaches its own delegate.
    func didInvalidate(with error: NFCReaderError) {}
}

/// A session reading and writing NDEF messages (Core NFC's `NFCNDEFReaderSession`): ends at once in
/// a preview, the delegate hearing `readerSession(_:didInvalidateWithError:)` with
/// `.readerErrorUnsupportedFeature`.
open class NFCNDEFReaderSession: NFCReaderSession, @unchecked Sendable {
    /// The object told of detected messages and tags, and of the session's end.
    open private(set) weak var delegate: (any NFCNDEFReaderSessionDelegate)?

    /// A session calling `delegate` on `queue` (the main queue when nil); when
    /// `invalidateAfterFirstRead`, it ends after reading one tag.
    public init(delegate: any NFCNDEFReaderSessionDelegate, queue: DispatchQueue?, invalidateAfterFirstRead: Bool) {
        self.delegate = delegate
        super.init(queue: queue)
    }
    /// Scans for tags again after one was read.
    open func restartPolling() {}
    /// Connects to a detected tag: `completionHandler` gets `.readerTransceiveErrorSessionInvalidated`, as no tag is detected in a preview.
    open func connect(to tag: any NFCNDEFTag, completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(NFCReaderError(.readerTransceiveErrorSessionInvalidated))
    }
    /// Connects to a detected tag: throws `.readerTransceiveErrorSessionInvalidated`, as no tag is detected in a preview.
    open func connect(to tag: any NFCNDEFTag) async throws { throw NFCReaderError(.readerTransceiveErrorSessionInvalidated) }

    override func didInvalidate(with error: NFCReaderError) { delegate?.readerSession(self, didInvalidateWithError: error) }
}

/// What an NDEF reader session tells its delegate (Core NFC's `NFCNDEFReaderSessionDelegate`). The
/// invalidation and message methods are required, the others optional.
public protocol NFCNDEFReaderSessionDelegate: AnyObject {
    /// The session ended (required): with `.readerErrorUnsupportedFeature` in a preview.
    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: any Error)
    /// Tags' NDEF messages were read (required).
    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage])
    /// Tags were detected, to be connected to, read and written.
    func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag])
    /// The session started scanning.
    func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession)
}

extension NFCNDEFReaderSessionDelegate {
    /// Does nothing.
    public func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag]) {}
    /// Does nothing.
    public func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession) {}
}

/// A session reading ISO 7816, ISO 15693, FeliCa and MIFARE tags (Core NFC's `NFCTagReaderSession`):
/// ends at once in a preview, the delegate hearing `tagReaderSession(_:didInvalidateWithError:)`
/// with `.readerErrorUnsupportedFeature`.
open class NFCTagReaderSession: NFCReaderSession, @unchecked Sendable {
    /// The kinds of tags a session looks for (Core NFC's `NFCTagReaderSession.PollingOption`).
    public struct PollingOption: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: Int
        /// Options of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ISO 7816 and MIFARE tags.
        public static let iso14443 = Self(rawValue: 0x1)
        /// ISO 15693 tags.
        public static let iso15693 = Self(rawValue: 0x2)
        /// FeliCa tags.
        public static let iso18092 = Self(rawValue: 0x4)
        /// Tags using PACE.
        public static let pace = Self(rawValue: 0x8)
    }

    /// The object told of detected tags and of the session's end.
    open private(set) weak var delegate: (any NFCTagReaderSessionDelegate)?
    /// The tag connected to: none in a preview.
    open var connectedTag: NFCTag? { nil }

    /// A session looking for the tags of `pollingOption`, calling `delegate` on `queue` (the main
    /// queue when nil); nil when `pollingOption` is empty.
    public init?(pollingOption: PollingOption, delegate: any NFCTagReaderSessionDelegate, queue: DispatchQueue? = nil) {
        guard !pollingOption.isEmpty else { return nil }
        self.delegate = delegate
        super.init(queue: queue)
    }
    /// Scans for tags again.
    open func restartPolling() {}
    /// Connects to a detected tag: `completionHandler` gets `.readerTransceiveErrorSessionInvalidated`.
    open func connect(to tag: NFCTag, completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(NFCReaderError(.readerTransceiveErrorSessionInvalidated))
    }
    /// Connects to a detected tag: throws `.readerTransceiveErrorSessionInvalidated`.
    open func connect(to tag: NFCTag) async throws { throw NFCReaderError(.readerTransceiveErrorSessionInvalidated) }

    override func didInvalidate(with error: NFCReaderError) { delegate?.tagReaderSession(self, didInvalidateWithError: error) }
}

/// What a tag reader session tells its delegate (Core NFC's `NFCTagReaderSessionDelegate`): the
/// invalidation method is required, the others optional.
public protocol NFCTagReaderSessionDelegate: AnyObject {
    /// The session started scanning.
    func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession)
    /// The session ended (required): with `.readerErrorUnsupportedFeature` in a preview.
    func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: any Error)
    /// Tags were detected.
    func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag])
}

extension NFCTagReaderSessionDelegate {
    /// Does nothing.
    public func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}
    /// Does nothing.
    public func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {}
}
#endif
