#if os(Linux)
@_exported import Foundation

/// Core Foundation's growable bytes (`CFMutableData`), bridged to Foundation's `NSMutableData` as
/// on Apple platforms, so `data as CFMutableData` is the same object. Declared here as Core
/// Graphics does not see the app's other Core Foundation names; an equal alias elsewhere does not clash.
public typealias CFMutableData = NSMutableData

/// Where Core Graphics writes a document, such as a PDF context's (Core Graphics' `CGDataConsumer`).
/// A preview writes nothing: a consumer's data stays as the app made it, and no file is written.
public final class CGDataConsumer: @unchecked Sendable {
    /// The file it writes to, for a consumer of a URL.
    let url: URL?
    /// The bytes it appends to, for a consumer of data.
    let data: NSMutableData?

    /// A consumer writing to a file (Core Graphics' `CGDataConsumer(url:)`, the URL a `CFURL`):
    /// nil for a URL that is not a file's.
    public init?(url: URL) {
        guard url.isFileURL else { return nil }
        self.url = url
        data = nil
    }

    /// A consumer appending to `data` (Core Graphics' `CGDataConsumer(data:)`): nothing is appended in a preview.
    public init?(data: CFMutableData) {
        url = nil
        self.data = data
    }
}

extension CGContext {
    /// A PDF context writing to a consumer (Core Graphics' `CGContext(consumer:mediaBox:_:)`, the
    /// info a `CFDictionary`): it draws nothing, and its consumer's data stays unchanged.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        self.init(destination: .pdf)
    }
}
#endif
