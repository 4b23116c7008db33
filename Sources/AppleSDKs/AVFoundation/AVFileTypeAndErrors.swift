#if os(Linux)
@_exported import Foundation

/// A kind of media file, named by its uniform type identifier (AVFoundation's `AVFileType`).
public struct AVFileType: Hashable, Sendable, RawRepresentable {
    /// The uniform type identifier.
    public let rawValue: String
    /// A file type of a uniform type identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A file type of a uniform type identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A QuickTime movie (`.mov`).
    public static let mov = AVFileType("com.apple.quicktime-movie")
    /// An MPEG-4 file (`.mp4`).
    public static let mp4 = AVFileType("public.mpeg-4")
    /// An iTunes video (`.m4v`).
    public static let m4v = AVFileType("com.apple.m4v-video")
    /// An MPEG-4 audio file (`.m4a`).
    public static let m4a = AVFileType("com.apple.m4a-audio")
    /// A 3GPP file (`.3gp`).
    public static let mobile3GPP = AVFileType("public.3gpp")
    /// A 3GPP2 file (`.3g2`).
    public static let mobile3GPP2 = AVFileType("public.3gpp2")
    /// A WAVE audio file (`.wav`).
    public static let wav = AVFileType("com.microsoft.waveform-audio")
    /// A Core Audio file (`.caf`).
    public static let caf = AVFileType("com.apple.coreaudio-format")
    /// An AIFF audio file (`.aif`).
    public static let aiff = AVFileType("public.aiff-audio")
    /// An AIFC audio file (`.aifc`).
    public static let aifc = AVFileType("public.aifc-audio")
    /// An AMR audio file (`.amr`).
    public static let amr = AVFileType("org.3gpp.adaptive-multi-rate-audio")
    /// An MP3 audio file (`.mp3`).
    public static let mp3 = AVFileType("public.mp3")
    /// An AC-3 audio file (`.ac3`).
    public static let ac3 = AVFileType("public.ac3-audio")
    /// A HEIC image (`.heic`).
    public static let heic = AVFileType("public.heic")
    /// A HEIF image (`.heif`).
    public static let heif = AVFileType("public.heif")
    /// A JPEG image (`.jpg`).
    public static let jpg = AVFileType("public.jpeg")
    /// A TIFF image (`.tiff`).
    public static let tif = AVFileType("public.tiff")
    /// A DNG raw image (`.dng`).
    public static let dng = AVFileType("com.adobe.raw-image")
    /// An AVC-Intra image (`.avci`).
    public static let avci = AVFileType("public.avci")
}

/// The domain of AVFoundation's errors (AVFoundation's `AVFoundationErrorDomain`).
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// An error of AVFoundation (AVFoundation's `AVError`), in `AVFoundationErrorDomain`.
public struct AVError: CustomNSError, Hashable, Sendable {
    /// What went wrong (AVFoundation's `AVError.Code`).
    public enum Code: Int, Sendable {
        case unknown = -11800, outOfMemory = -11801, diskFull = -11807, mediaServicesWereReset = -11819
        case exportFailed = -11820, decodeFailed = -11821, invalidSourceMedia = -11822, fileAlreadyExists = -11823
        case fileFormatNotRecognized = -11828, fileFailedToParse = -11829, noImageAtTime = -11832
        case operationNotSupportedForAsset = -11838, contentIsUnavailable = -11863, noSourceTrack = -11869

        /// Whether `error` is an `AVError` of this code (`catch AVError.exportFailed`).
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? AVError)?.code == match }
    }
    /// What went wrong.
    public let code: Code
    private let info: [String: String]
    /// An error of a code; the user info's text values are kept.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        info = userInfo.compactMapValues { $0 as? String }
    }
    /// `AVFoundationErrorDomain`.
    public static var errorDomain: String { AVFoundationErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info, with a description of the code when none was given.
    public var errorUserInfo: [String: Any] {
        var userInfo: [String: Any] = info
        if userInfo[NSLocalizedDescriptionKey] == nil { userInfo[NSLocalizedDescriptionKey] = code.summary }
        return userInfo
    }
    /// Whether two errors have the same code.
    public static func == (lhs: AVError, rhs: AVError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The export failed.
    public static var exportFailed: Code { .exportFailed }
    /// The media could not be decoded.
    public static var decodeFailed: Code { .decodeFailed }
    /// The source media could not be read.
    public static var invalidSourceMedia: Code { .invalidSourceMedia }
    /// The file's format was not recognized.
    public static var fileFormatNotRecognized: Code { .fileFormatNotRecognized }
    /// There is no image at the requested time.
    public static var noImageAtTime: Code { .noImageAtTime }
}

extension AVError.Code {
    /// The description a device gives.
    var summary: String {
        switch self {
        case .exportFailed: "Cannot Complete Export"
        case .decodeFailed, .fileFormatNotRecognized, .fileFailedToParse, .invalidSourceMedia: "Cannot Open"
        case .noImageAtTime: "Cannot Decode"
        case .diskFull: "Not Enough Space"
        default: "The operation could not be completed"
        }
    }
}
#endif
