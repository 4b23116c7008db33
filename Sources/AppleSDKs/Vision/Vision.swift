#if os(Linux)
@_exported import Foundation
@_exported import StandInCoreImage
import StandInImageIO

/// A barcode's symbology (Vision's `VNBarcodeSymbology`).
public struct VNBarcodeSymbology: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let aztec = Self(rawValue: "VNBarcodeSymbologyAztec"), code39 = Self(rawValue: "VNBarcodeSymbologyCode39")
    public static let code39Checksum = Self(rawValue: "VNBarcodeSymbologyCode39Checksum")
    public static let code39FullASCII = Self(rawValue: "VNBarcodeSymbologyCode39FullASCII")
    public static let code39FullASCIIChecksum = Self(rawValue: "VNBarcodeSymbologyCode39FullASCIIChecksum")
    public static let code93 = Self(rawValue: "VNBarcodeSymbologyCode93"), code93i = Self(rawValue: "VNBarcodeSymbologyCode93i")
    public static let code128 = Self(rawValue: "VNBarcodeSymbologyCode128"), dataMatrix = Self(rawValue: "VNBarcodeSymbologyDataMatrix")
    public static let ean8 = Self(rawValue: "VNBarcodeSymbologyEAN8"), ean13 = Self(rawValue: "VNBarcodeSymbologyEAN13")
    public static let i2of5 = Self(rawValue: "VNBarcodeSymbologyI2of5"), i2of5Checksum = Self(rawValue: "VNBarcodeSymbologyI2of5Checksum")
    public static let itf14 = Self(rawValue: "VNBarcodeSymbologyITF14"), pdf417 = Self(rawValue: "VNBarcodeSymbologyPDF417")
    public static let qr = Self(rawValue: "VNBarcodeSymbologyQR"), upce = Self(rawValue: "VNBarcodeSymbologyUPCE")
    public static let codabar = Self(rawValue: "VNBarcodeSymbologyCodabar"), gs1DataBar = Self(rawValue: "VNBarcodeSymbologyGS1DataBar")
    public static let gs1DataBarExpanded = Self(rawValue: "VNBarcodeSymbologyGS1DataBarExpanded")
    public static let gs1DataBarLimited = Self(rawValue: "VNBarcodeSymbologyGS1DataBarLimited")
    public static let microPDF417 = Self(rawValue: "VNBarcodeSymbologyMicroPDF417"), microQR = Self(rawValue: "VNBarcodeSymbologyMicroQR")
    public static let msiPlessey = Self(rawValue: "VNBarcodeSymbologyMSIPlessey")
}

/// What a request calls when it has run (Vision's `VNRequestCompletionHandler`).
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// What gives every request its untyped `results` (the stand-in's way of letting each request
/// type its own `results`, as Vision's requests do, e.g. `[VNBarcodeObservation]?`).
public protocol VNRequestResultsProviding: AnyObject {}

extension VNRequestResultsProviding where Self: VNRequest {
    /// What was found (Vision's `VNRequest.results`): nil before the request runs, then nothing.
    public var results: [VNObservation]? { emptyResults() }
}

/// A request to analyse an image (Vision's `VNRequest`): finds nothing here. Its results are nil
/// until a handler performs it, then empty; its completion handler is called during `perform`.
open class VNRequest: NSObject, VNRequestResultsProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var performed = false
    /// Called when the request has run.
    public let completionHandler: VNRequestCompletionHandler?
    /// A request calling `completionHandler`.
    public init(completionHandler: VNRequestCompletionHandler? = nil) { self.completionHandler = completionHandler }
    /// A request.
    public override convenience init() { self.init(completionHandler: nil) }
    /// The revision.
    open var revision = 1
    /// Whether it may only use the CPU.
    open var usesCPUOnly = false
    /// Cancels the request.
    open func cancel() {}
    /// Nil before the request runs, then no results (of the type a subclass declares).
    func emptyResults<Observation>() -> [Observation]? { lock.withLock { performed } ? [] : nil }
    /// Marks the request run and calls its completion handler.
    func finish() {
        lock.withLock { performed = true }
        completionHandler?(self, nil)
    }
}

/// A request on an image (Vision's `VNImageBasedRequest`).
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    /// The area looked at.
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// Finds barcodes (Vision's `VNDetectBarcodesRequest`).
open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The barcodes found: none.
    public var results: [VNBarcodeObservation]? { emptyResults() }
    /// The symbologies looked for.
    open var symbologies: [VNBarcodeSymbology] = []
    /// The symbologies it can find.
    open func supportedSymbologies() throws -> [VNBarcodeSymbology] {
        [.aztec, .code39, .code93, .code128, .dataMatrix, .ean8, .ean13, .i2of5, .itf14, .pdf417, .qr, .upce]
    }
}

/// Recognizes text (Vision's `VNRecognizeTextRequest`).
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    /// How carefully.
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    /// The languages.
    open var recognitionLanguages: [String] = []
    /// Whether language correction is used.
    open var usesLanguageCorrection = true
    /// The smallest text height looked for, relative to the image's height (0: any).
    open var minimumTextHeight: Float = 0
    /// Words to favour.
    open var customWords: [String] = []
    /// Whether the language is detected.
    open var automaticallyDetectsLanguage = false
    /// The text found: none.
    public var results: [VNRecognizedTextObservation]? { emptyResults() }
    /// The languages it can recognize.
    open func supportedRecognitionLanguages() throws -> [String] { ["en-US", "fr-FR", "it-IT", "de-DE", "es-ES", "pt-BR", "zh-Hans", "zh-Hant"] }
}

/// How carefully text is recognized (Vision's `VNRequestTextRecognitionLevel`).
public enum VNRequestTextRecognitionLevel: Int, Sendable { case accurate, fast }

/// Something found (Vision's `VNObservation`).
open class VNObservation: NSObject, @unchecked Sendable {
    /// How sure.
    open var confidence: Float { 0 }
    /// Its identifier.
    open var uuid: UUID { UUID() }
}

/// Something found at a place (Vision's `VNDetectedObjectObservation`).
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
    private var box = CGRect.zero
    /// Where, normalized (origin at the bottom left).
    open var boundingBox: CGRect { box }
    /// An observation of a place, e.g. to start tracking it.
    public convenience init(boundingBox: CGRect) {
        self.init()
        box = boundingBox
    }
}

/// A barcode found (Vision's `VNBarcodeObservation`).
open class VNBarcodeObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// Its symbology.
    open var symbology: VNBarcodeSymbology { .qr }
    /// Its text.
    open var payloadStringValue: String? { nil }
}

/// Text found (Vision's `VNRecognizedTextObservation`).
open class VNRecognizedTextObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// The best candidates.
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}

/// A reading of text (Vision's `VNRecognizedText`).
open class VNRecognizedText: NSObject, @unchecked Sendable {
    /// The text.
    open var string: String { "" }
    /// How sure.
    open var confidence: Float { 0 }
}

/// Runs requests on an image (Vision's `VNImageRequestHandler`): the requests find nothing.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    /// A handler of a Core Graphics image.
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
    /// A handler of a Core Image image.
    public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {}
    /// A handler of image data.
    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {}
    /// A handler of a file.
    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {}
    /// A handler of a Core Graphics image in `orientation`.
    public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
    /// A handler of a Core Image image in `orientation`.
    public init(ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
    /// A handler of encoded image data in `orientation`.
    public init(data imageData: Data, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
    /// Runs requests: each finds nothing, and its completion handler is called.
    open func perform(_ requests: [VNRequest]) throws { for request in requests { request.finish() } }
}

/// An option of an image handler (Vision's `VNImageOption`).
public struct VNImageOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
#endif
