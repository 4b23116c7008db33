#if os(Linux)
@_exported import Foundation
import StandInCoreMedia

/// A preset of a low-quality H.264 movie (AVFoundation's `AVAssetExportPresetLowQuality`).
public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
/// A preset of a medium-quality H.264 movie (AVFoundation's `AVAssetExportPresetMediumQuality`).
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
/// A preset of the highest-quality H.264 movie (AVFoundation's `AVAssetExportPresetHighestQuality`).
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
/// A preset of the highest-quality HEVC movie (AVFoundation's `AVAssetExportPresetHEVCHighestQuality`).
public let AVAssetExportPresetHEVCHighestQuality = "AVAssetExportPresetHEVCHighestQuality"
/// A preset of a 640×480 movie (AVFoundation's `AVAssetExportPreset640x480`).
public let AVAssetExportPreset640x480 = "AVAssetExportPreset640x480"
/// A preset of a 960×540 movie (AVFoundation's `AVAssetExportPreset960x540`).
public let AVAssetExportPreset960x540 = "AVAssetExportPreset960x540"
/// A preset of a 1280×720 movie (AVFoundation's `AVAssetExportPreset1280x720`).
public let AVAssetExportPreset1280x720 = "AVAssetExportPreset1280x720"
/// A preset of a 1920×1080 movie (AVFoundation's `AVAssetExportPreset1920x1080`).
public let AVAssetExportPreset1920x1080 = "AVAssetExportPreset1920x1080"
/// A preset of a 3840×2160 movie (AVFoundation's `AVAssetExportPreset3840x2160`).
public let AVAssetExportPreset3840x2160 = "AVAssetExportPreset3840x2160"
/// A preset of a 1920×1080 HEVC movie (AVFoundation's `AVAssetExportPresetHEVC1920x1080`).
public let AVAssetExportPresetHEVC1920x1080 = "AVAssetExportPresetHEVC1920x1080"
/// A preset of AAC audio in an `.m4a` file (AVFoundation's `AVAssetExportPresetAppleM4A`).
public let AVAssetExportPresetAppleM4A = "AVAssetExportPresetAppleM4A"
/// A preset that copies the media without re-encoding (AVFoundation's `AVAssetExportPresetPassthrough`).
public let AVAssetExportPresetPassthrough = "AVAssetExportPresetPassthrough"

/// Writes an asset to a file in a preset's format, as a video trimmer or converter does
/// (AVFoundation's `AVAssetExportSession`). A preview encodes nothing, so every export fails:
/// `status` becomes `.failed` and `error` an `AVError(.exportFailed)`; the completion handler
/// is called at once, and iOS 18's `export(to:as:)` throws that error.
open class AVAssetExportSession: NSObject, @unchecked Sendable {
    /// Where an export is (AVFoundation's `AVAssetExportSession.Status`).
    public enum Status: Int, Sendable { case unknown, waiting, exporting, completed, failed, cancelled }

    /// The asset exported.
    public let asset: AVAsset
    /// The preset's name.
    public let presetName: String
    /// Where the file is written.
    open var outputURL: URL?
    /// The file's type (one of `supportedFileTypes`).
    open var outputFileType: AVFileType?
    /// The part of the asset exported (default: all of it).
    open var timeRange = CMTimeRange(start: .zero, duration: .positiveInfinity)
    /// Whether the file is laid out to start playing while downloading.
    open var shouldOptimizeForNetworkUse = false
    /// The largest file allowed, in bytes (0: no limit).
    open var fileLengthLimit: Int64 = 0
    /// Where the export is: `.unknown` until exported, then `.failed` in a preview.
    open private(set) var status = Status.unknown
    /// Why the export failed or was cancelled.
    open private(set) var error: (any Error)?
    /// How much is exported, 0 to 1: nothing, in a preview.
    open var progress: Float { 0 }
    /// The file's expected size in bytes: not known, 0.
    open var estimatedOutputFileLength: Int64 { 0 }
    /// The file types the preset can write.
    open var supportedFileTypes: [AVFileType] {
        presetName == AVAssetExportPresetAppleM4A ? [.m4a] : [.mov, .mp4, .m4v]
    }

    /// A session exporting `asset` with a preset; nil when the preset is not one of `allExportPresets()`.
    public init?(asset: AVAsset, presetName: String) {
        guard AVAssetExportSession.allExportPresets().contains(presetName) else { return nil }
        self.asset = asset
        self.presetName = presetName
    }

    /// Every preset's name.
    open class func allExportPresets() -> [String] {
        [AVAssetExportPresetLowQuality, AVAssetExportPresetMediumQuality, AVAssetExportPresetHighestQuality,
         AVAssetExportPresetHEVCHighestQuality, AVAssetExportPreset640x480, AVAssetExportPreset960x540,
         AVAssetExportPreset1280x720, AVAssetExportPreset1920x1080, AVAssetExportPreset3840x2160,
         AVAssetExportPresetHEVC1920x1080, AVAssetExportPresetAppleM4A, AVAssetExportPresetPassthrough]
    }
    /// The presets an asset can be exported with: every preset.
    open class func exportPresets(compatibleWith asset: AVAsset) -> [String] { allExportPresets() }

    /// Exports, then calls `handler` (at once in a preview, with `status` `.failed`).
    open func exportAsynchronously(completionHandler handler: @escaping @Sendable () -> Void) {
        fail()
        handler()
    }
    /// Exports; check `status` and `error` after (`.failed` in a preview).
    open func export() async { fail() }
    /// Exports to `url` as `fileType` (iOS 18); throws why it failed: `AVError(.exportFailed)` in a preview.
    public final func export(to url: URL, as fileType: AVFileType, isolation: isolated (any Actor)? = #isolation) async throws {
        outputURL = url
        outputFileType = fileType
        throw fail()
    }
    /// Cancels the export (one not yet started ends `.cancelled`).
    open func cancelExport() {
        if status == .unknown || status == .waiting || status == .exporting { status = .cancelled }
    }

    @discardableResult private func fail() -> AVError {
        let failure = AVError(.exportFailed, userInfo: [NSLocalizedFailureReasonErrorKey: "The media could not be encoded."])
        status = .failed
        error = failure
        return failure
    }
}
#endif
