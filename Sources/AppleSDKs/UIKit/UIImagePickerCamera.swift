#if os(Linux)
@_exported import Foundation

// The camera settings of UIKit's `UIImagePickerController`. A preview's device has no camera:
// no camera device or flash is available and nothing is ever captured.

extension UIImagePickerController {
    /// Whether the camera takes photos or videos (UIKit's `UIImagePickerController.CameraCaptureMode`).
    public enum CameraCaptureMode: Int, Sendable { case photo, video }

    /// Which camera is used (UIKit's `UIImagePickerController.CameraDevice`).
    public enum CameraDevice: Int, Sendable { case rear, front }

    /// How the flash fires (UIKit's `UIImagePickerController.CameraFlashMode`).
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }

    /// The quality of recorded video (UIKit's `UIImagePickerController.QualityType`).
    public enum QualityType: Int, Sendable {
        case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }

    /// Whether the device has `cameraDevice`: no camera is available in a preview.
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether `cameraDevice` has a flash: no, in a preview.
    public static func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The capture modes of `cameraDevice` (`CameraCaptureMode` raw values): none, in a preview.
    public static func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// The media types a source offers: none, in a preview, as no source is available.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    /// Takes a picture: nothing is captured in a preview.
    public func takePicture() {}

    /// Starts recording video: refused (false) in a preview.
    public func startVideoCapture() -> Bool { false }

    /// Stops recording video.
    public func stopVideoCapture() {}
}
#endif
