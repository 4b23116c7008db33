#if os(Linux)
@_exported import StandInVision
import StandInUIKit
import SwiftUI

/// Scans text and barcodes with the camera (VisionKit's `DataScannerViewController`): there is
/// no camera in a preview, so it is never supported or available.
open class DataScannerViewController: UIViewController, @unchecked Sendable {
    /// What to recognize.
    public enum RecognizedDataType: Hashable, Sendable {
        /// Barcodes of some symbologies (every one when empty).
        case barcode(symbologies: [VNBarcodeSymbology] = [])
        /// Text of some languages.
        case text(languages: [String] = [], textContentType: TextContentType? = nil)
    }
    /// A kind of text.
    public enum TextContentType: Hashable, Sendable { case dateTimeDuration, emailAddress, flightNumber, fullStreetAddress, shipmentTrackingNumber, telephoneNumber, URL, currency }
    /// How fast and fine.
    public enum QualityLevel: Sendable { case balanced, fast, accurate }
    /// Why scanning is unavailable.
    public enum ScanningUnavailable: Error, Sendable { case unsupported, cameraRestricted }
    /// Whether the device can scan: not in a preview.
    public static var isSupported: Bool { false }
    /// Whether scanning is allowed now: not in a preview.
    public static var isAvailable: Bool { false }
    /// Its delegate.
    open weak var delegate: (any DataScannerViewControllerDelegate)?
    /// Whether it is scanning.
    open private(set) var isScanning = false
    /// A scanner.
    public init(recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced, recognizesMultipleItems: Bool = false,
                isHighFrameRateTrackingEnabled: Bool = true, isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true,
                isHighlightingEnabled: Bool = false) {
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// Starts scanning: unavailable in a preview.
    open func startScanning() throws { throw ScanningUnavailable.unsupported }
    /// Stops scanning.
    open func stopScanning() { isScanning = false }
}

/// Something a scanner recognized (VisionKit's `RecognizedItem`).
public enum RecognizedItem: Identifiable, Sendable {
    /// A barcode.
    case barcode(Barcode)
    /// Text.
    case text(Text)
    public var id: UUID {
        switch self {
        case .barcode(let barcode): barcode.id
        case .text(let text): text.id
        }
    }
    /// A barcode recognized.
    public struct Barcode: Identifiable, Sendable {
        public let id: UUID
        /// Its text.
        public let payloadStringValue: String?
        /// The observation.
        public var observation: VNBarcodeObservation { VNBarcodeObservation() }
    }
    /// Text recognized.
    public struct Text: Identifiable, Sendable {
        public let id: UUID
        /// The text.
        public let transcript: String
    }
}

/// What a scanner tells its delegate (VisionKit's `DataScannerViewControllerDelegate`).
@MainActor
public protocol DataScannerViewControllerDelegate: AnyObject {
    /// Items were added.
    func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// An item was tapped.
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
}

extension DataScannerViewControllerDelegate {
    public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
}
#endif
