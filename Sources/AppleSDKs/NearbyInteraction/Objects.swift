#if os(Linux)
@_exported import Foundation
@_exported import StandInsimd

/// A token identifying a device to measure (NearbyInteraction's `NIDiscoveryToken`): apps send it
/// to the peer archived with `NSKeyedArchiver`. A preview's device has none of its own.
open class NIDiscoveryToken: NSObject, NSSecureCoding, @unchecked Sendable {
    let bytes: Data
    init(bytes: Data) { self.bytes = bytes }

    /// Archiving checks the token's class (NSSecureCoding).
    public static var supportsSecureCoding: Bool { true }
    /// Archives the token.
    open func encode(with coder: NSCoder) { coder.encode(bytes, forKey: "token") }
    /// A token from an archive; nil when the archive holds none.
    public required init?(coder: NSCoder) {
        guard let bytes = coder.decodeObject(forKey: "token") as? Data else { return nil }
        self.bytes = bytes
    }
    /// Whether `object` is a token of the same device.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NIDiscoveryToken)?.bytes == bytes }
    /// The hash of the token's value.
    open override var hash: Int { bytes.hashValue }
}

/// What a session measures (NearbyInteraction's `NIConfiguration`).
open class NIConfiguration: NSObject, @unchecked Sendable {
    override init() {}
}

/// Measures a peer iPhone or Apple Watch running its own session (NearbyInteraction's `NINearbyPeerConfiguration`).
open class NINearbyPeerConfiguration: NIConfiguration, @unchecked Sendable {
    /// The peer's token.
    public let peerDiscoveryToken: NIDiscoveryToken
    /// Whether the camera helps find directions.
    open var isCameraAssistanceEnabled = false
    /// Whether extended distances are measured.
    open var isExtendedDistanceMeasurementEnabled = false
    /// A configuration measuring the peer of `peerToken`.
    public init(peerToken: NIDiscoveryToken) { peerDiscoveryToken = peerToken }
}

/// Measures a third-party Ultra Wideband accessory (NearbyInteraction's `NINearbyAccessoryConfiguration`).
open class NINearbyAccessoryConfiguration: NIConfiguration, @unchecked Sendable {
    /// The accessory's token, from its configuration data.
    public let accessoryDiscoveryToken: NIDiscoveryToken
    /// Whether the camera helps find directions.
    open var isCameraAssistanceEnabled = false
    /// A configuration of the data the accessory sent; throws `NIError.invalidConfiguration` when it is empty.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw NIError(.invalidConfiguration) }
        accessoryDiscoveryToken = NIDiscoveryToken(bytes: data)
    }
    /// A configuration of the data an accessory paired over Bluetooth sent; throws
    /// `NIError.invalidConfiguration` when it is empty.
    public init(accessoryData: Data, bluetoothPeerIdentifier identifier: UUID) throws {
        guard !accessoryData.isEmpty else { throw NIError(.invalidConfiguration) }
        accessoryDiscoveryToken = NIDiscoveryToken(bytes: accessoryData)
    }
}

/// A measured peer or accessory (NearbyInteraction's `NINearbyObject`): none is measured in a preview.
open class NINearbyObject: NSObject, @unchecked Sendable {
    /// Why an object stopped being measured (NearbyInteraction's `NINearbyObject.RemovalReason`).
    public enum RemovalReason: Int, Sendable {
        /// It was out of range too long.
        case timeout
        /// The peer ended its session.
        case peerEnded
    }
    /// Whether the object is above or below the device (NearbyInteraction's `NINearbyObject.VerticalDirectionEstimate`).
    public enum VerticalDirectionEstimate: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// Level with the device.
        case same
        /// Above the device.
        case above
        /// Below the device.
        case below
        /// Above or below, not known which.
        case aboveOrBelow
    }

    /// The object's token.
    public let discoveryToken: NIDiscoveryToken
    /// The distance in meters, when measured.
    public let distance: Float?
    /// The unit vector toward the object in the device's frame, when measured.
    public let direction: simd_float3?
    /// The angle in radians to the object's left or right, when measured.
    public let horizontalAngle: Float?
    /// Whether the object is above or below.
    public let verticalDirectionEstimate: VerticalDirectionEstimate

    init(discoveryToken: NIDiscoveryToken) {
        self.discoveryToken = discoveryToken
        (distance, direction, horizontalAngle, verticalDirectionEstimate) = (nil, nil, nil, .unknown)
    }
}

/// Camera assistance's progress (NearbyInteraction's `NIAlgorithmConvergence`).
open class NIAlgorithmConvergence: NSObject, @unchecked Sendable {
    /// Whether directions have converged.
    public let status: NIAlgorithmConvergenceStatus
    init(status: NIAlgorithmConvergenceStatus) { self.status = status }
}

/// Whether camera assistance has found directions (NearbyInteraction's `NIAlgorithmConvergenceStatus`).
public enum NIAlgorithmConvergenceStatus: Sendable {
    /// Not known.
    case unknown
    /// Not yet, for these reasons.
    case notConverged([Reason])
    /// Directions are found.
    case converged

    /// Why directions are not found yet (NearbyInteraction's `NIAlgorithmConvergenceStatus.Reason`).
    public struct Reason: RawRepresentable, Hashable, Sendable {
        /// The reason's name.
        public let rawValue: String
        /// A reason of its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The device must move left and right more.
        public static let insufficientHorizontalSweep = Self(rawValue: "insufficientHorizontalSweep")
        /// The device must move up and down more.
        public static let insufficientVerticalSweep = Self(rawValue: "insufficientVerticalSweep")
        /// The device must move more.
        public static let insufficientMovement = Self(rawValue: "insufficientMovement")
        /// There is too little light.
        public static let insufficientLighting = Self(rawValue: "insufficientLighting")
    }
}

/// An error of a Nearby Interaction session (NearbyInteraction's `NIError`).
public struct NIError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (NearbyInteraction's `NIError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case activeExtendedDistanceSessionsLimitExceeded = -5880, incompatiblePeerDevice = -5881, accessoryPeerDeviceUnavailable = -5882,
             invalidARConfiguration = -5883, userDidNotAllow = -5884, activeSessionsLimitExceeded = -5885, resourceUsageTimeout = -5886,
             sessionFailed = -5887, invalidConfiguration = -5888, unsupportedPlatform = -5889

        /// Whether `error` is an `NIError` of this code (`catch NIError.userDidNotAllow`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? NIError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `NIErrorDomain`.
    public static var errorDomain: String { NIErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// The device cannot measure: what a preview's sessions end with.
    public static var unsupportedPlatform: Code { .unsupportedPlatform }
    /// The configuration is invalid.
    public static var invalidConfiguration: Code { .invalidConfiguration }
    /// The session failed.
    public static var sessionFailed: Code { .sessionFailed }
    /// The session ran in the background too long.
    public static var resourceUsageTimeout: Code { .resourceUsageTimeout }
    /// Too many sessions run.
    public static var activeSessionsLimitExceeded: Code { .activeSessionsLimitExceeded }
    /// The user did not allow Nearby Interaction.
    public static var userDidNotAllow: Code { .userDidNotAllow }
    /// The peer device is not compatible.
    public static var incompatiblePeerDevice: Code { .incompatiblePeerDevice }
}

/// The domain of Nearby Interaction errors (NearbyInteraction's `NIErrorDomain`).
public let NIErrorDomain = "com.apple.NearbyInteraction"
#endif
