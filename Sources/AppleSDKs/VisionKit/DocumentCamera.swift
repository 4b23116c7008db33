#if os(Linux)
@_exported import StandInVision
import StandInUIKit
import SwiftUI

// VisionKit's document camera. A preview has no camera: `isSupported` is false, and the
// controller, shown, is a plain view controller that never scans nor calls its delegate.

/// Scans documents with the camera (VisionKit's `VNDocumentCameraViewController`): in a preview
/// it is a placeholder that scans nothing, and its delegate is never called.
open class VNDocumentCameraViewController: UIViewController, @unchecked Sendable {
    /// Whether the device can scan documents: not in a preview.
    public static var isSupported: Bool { false }
    /// Its delegate.
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?
}

/// A scanned document (VisionKit's `VNDocumentCameraScan`): its pages' images.
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
    /// The number of pages.
    public let pageCount: Int
    /// The document's title.
    public let title: String
    /// A scan of `pageCount` pages (a device makes them; a preview never does).
    package init(pageCount: Int, title: String) {
        self.pageCount = max(0, pageCount)
        self.title = title
    }
    /// The image of a page, page 1 at index 0: a placeholder of an A4 page at 150 dpi.
    open func imageOfPage(at index: Int) -> UIImage { UIImage(cgImage: CGImage(width: 1240, height: 1754)) }
}

/// What a document camera tells its delegate (VisionKit's `VNDocumentCameraViewControllerDelegate`);
/// every method is optional.
@MainActor
public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
    /// The person saved a scan.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    /// The person cancelled.
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    /// Scanning failed.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    /// Does nothing, unless the delegate implements it.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    /// Does nothing, unless the delegate implements it.
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    /// Does nothing, unless the delegate implements it.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}
#endif
