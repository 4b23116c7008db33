#if os(Linux)
import Foundation
import SwiftUI

/// A kind of media (AVFoundation's `AVMediaType`).
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide"), audio = AVMediaType(rawValue: "soun"), text = AVMediaType(rawValue: "text")
    public static let metadata = AVMediaType(rawValue: "meta")
}

/// Whether the app may use the camera or microphone (AVFoundation's `AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// A camera or microphone (AVFoundation's `AVCaptureDevice`): a preview has none, so every
/// lookup finds nothing and access is denied.
public final class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// A kind of device.
    public struct DeviceType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }
    /// Which side a camera faces.
    public enum Position: Int, Sendable { case unspecified, back, front }
    /// A torch's mode.
    public enum TorchMode: Int, Sendable { case off, on, auto }
    /// A flash's mode.
    public enum FlashMode: Int, Sendable { case off, on, auto }
    /// A focus mode.
    public enum FocusMode: Int, Sendable { case locked, autoFocus, continuousAutoFocus }

    /// Finds devices (AVFoundation's `AVCaptureDevice.DiscoverySession`): none here.
    public final class DiscoverySession: NSObject, @unchecked Sendable {
        /// A search for devices.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        /// The devices found: none.
        public var devices: [AVCaptureDevice] { [] }
    }

    private override init() {}
    /// The default device of a media type: none.
    public static func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// The default device of a type, media and position: none.
    public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    /// The camera the user prefers: none.
    public static var userPreferredCamera: AVCaptureDevice? { nil }
    /// The camera the system prefers: none.
    public static var systemPreferredCamera: AVCaptureDevice? { nil }
    /// Whether the app may use a media type: not determined in a preview.
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks for access: refused.
    public static func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) { handler(false) }
    /// Asks for access: refused.
    public static func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    /// The identifier.
    public var uniqueID: String { "" }
    /// The name.
    public var localizedName: String { "" }
    /// Its position.
    public var position: Position { .unspecified }
    /// Whether it has a torch.
    public var hasTorch: Bool { false }
    /// Whether it has a flash.
    public var hasFlash: Bool { false }
    /// Whether the torch is available.
    public var isTorchAvailable: Bool { false }
    /// The torch's mode.
    public var torchMode = TorchMode.off
    /// The focus mode.
    public var focusMode = FocusMode.continuousAutoFocus
    /// The zoom factor.
    public var videoZoomFactor: CGFloat = 1
    /// Locks the device for configuration.
    public func lockForConfiguration() throws {}
    /// Unlocks it.
    public func unlockForConfiguration() {}
    /// Turns the torch on at a level.
    public func setTorchModeOn(level torchLevel: Float) throws {}
    /// Whether a focus mode is supported.
    public func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
}

/// An input or output of a session (AVFoundation's `AVCaptureInput`).
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A device as a session's input (AVFoundation's `AVCaptureDeviceInput`).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device.
    public let device: AVCaptureDevice
    /// An input of `device`.
    public init(device: AVCaptureDevice) throws { self.device = device }
}

/// An output of a session (AVFoundation's `AVCaptureOutput`).
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    /// The connection of a media type.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A connection between an input and an output (AVFoundation's `AVCaptureConnection`).
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    /// The video's orientation.
    open var videoOrientation = AVCaptureVideoOrientation.portrait
    /// The video's rotation in degrees.
    open var videoRotationAngle: CGFloat = 0
    /// Whether it is enabled.
    open var isEnabled = true
}

/// A video's orientation (AVFoundation's `AVCaptureVideoOrientation`).
public enum AVCaptureVideoOrientation: Int, Sendable { case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft }

/// Recognized metadata: barcodes, faces (AVFoundation's `AVMetadataObject`).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of metadata object.
    public struct ObjectType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode"), ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13"), upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39"), code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128"), pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec"), dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14"), interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43"), face = ObjectType(rawValue: "face")
    }
    /// Its type.
    open var type: ObjectType { .qr }
    /// Where it is.
    open var bounds: CGRect { .zero }
}

/// A barcode found (AVFoundation's `AVMetadataMachineReadableCodeObject`).
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// Its text.
    open var stringValue: String? { nil }
}

/// Finds metadata in video (AVFoundation's `AVCaptureMetadataOutput`).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The types looked for.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The types it can find.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The area looked at.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// An output.
    public override init() {}
    /// Sets the delegate and its queue.
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?) {}
}

/// What a metadata output tells its delegate (AVFoundation's `AVCaptureMetadataOutputObjectsDelegate`).
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    /// Metadata was found.
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// Takes photos (AVFoundation's `AVCapturePhotoOutput`).
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    /// An output.
    public override init() {}
    /// Whether photos are taken at the highest resolution.
    open var isHighResolutionCaptureEnabled = false
    /// The quality prioritized.
    open var maxPhotoQualityPrioritization = AVCapturePhotoOutput.QualityPrioritization.balanced
    /// The flash modes photos may use: none, as a preview has no camera.
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    /// Takes a photo: none is taken in a preview, which has no camera, so the delegate is not called.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {}
    /// What a photo's capture favours (AVFoundation's `AVCapturePhotoOutput.QualityPrioritization`).
    public enum QualityPrioritization: Int, Sendable { case speed = 1, balanced, quality }
}

/// How a photo is taken (AVFoundation's `AVCapturePhotoSettings`).
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    /// Whether the flash fires.
    open var flashMode = AVCaptureDevice.FlashMode.auto
    /// The quality favoured.
    open var photoQualityPrioritization = AVCapturePhotoOutput.QualityPrioritization.balanced
    /// Settings of the default format.
    public override init() {}
    /// Settings of a format.
    public init(format: [String: Any]?) {}
}

/// A photo taken (AVFoundation's `AVCapturePhoto`).
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    /// The photo's file data: none here.
    open func fileDataRepresentation() -> Data? { nil }
}

/// What a photo output tells its delegate (AVFoundation's `AVCapturePhotoCaptureDelegate`).
public protocol AVCapturePhotoCaptureDelegate: AnyObject {}

/// Delivers video frames (AVFoundation's `AVCaptureVideoDataOutput`).
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    /// An output.
    public override init() {}
}

/// Connects capture inputs to outputs (AVFoundation's `AVCaptureSession`): never runs in a preview.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// A quality preset.
    public struct Preset: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh"), medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow"), photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    }
    /// The inputs.
    public private(set) var inputs: [AVCaptureInput] = []
    /// The outputs.
    public private(set) var outputs: [AVCaptureOutput] = []
    /// The preset.
    open var sessionPreset = Preset.high
    /// Whether it runs: never.
    open var isRunning: Bool { false }
    /// A session.
    public override init() {}
    /// Whether an input can be added.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    /// Adds an input.
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    /// Removes an input.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Whether an output can be added.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    /// Adds an output.
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    /// Removes an output.
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    /// Starts (does nothing in a preview).
    open func startRunning() {}
    /// Stops.
    open func stopRunning() {}
    /// Begins a configuration.
    open func beginConfiguration() {}
    /// Commits a configuration.
    open func commitConfiguration() {}
}
#endif
