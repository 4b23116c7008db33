#if os(Linux)
@_exported import Foundation
@_exported import StandInsimd

/// What the device's Nearby Interaction can measure (NearbyInteraction's `NIDeviceCapability`).
public protocol NIDeviceCapability {
    /// Whether the device measures precise distances (it has an Ultra Wideband chip).
    var supportsPreciseDistanceMeasurement: Bool { get }
    /// Whether the device measures directions.
    var supportsDirectionMeasurement: Bool { get }
    /// Whether the camera can help find directions.
    var supportsCameraAssistance: Bool { get }
    /// Whether the device measures extended distances.
    var supportsExtendedDistanceMeasurement: Bool { get }
}

/// A device without Ultra Wideband: it measures nothing.
struct PreviewDeviceCapability: NIDeviceCapability {
    var supportsPreciseDistanceMeasurement: Bool { false }
    var supportsDirectionMeasurement: Bool { false }
    var supportsCameraAssistance: Bool { false }
    var supportsExtendedDistanceMeasurement: Bool { false }
}

/// Measures distance and direction to a nearby peer or accessory (NearbyInteraction's `NISession`).
/// A preview's device has no Ultra Wideband chip: it supports nothing, has no discovery token,
/// and running a session invalidates it with `NIError.unsupportedPlatform`, soon after on the
/// delegate queue (the main queue when nil). No object is ever measured.
open class NISession: NSObject, @unchecked Sendable {
    private var invalidated = false
    private var runConfiguration: NIConfiguration?

    /// Whether the device supports Nearby Interaction: no, in a preview.
    @available(*, deprecated, message: "Use deviceCapabilities")
    open class var isSupported: Bool { false }
    /// What the device can measure: nothing, in a preview.
    open class var deviceCapabilities: any NIDeviceCapability { PreviewDeviceCapability() }

    /// The object told of measurements, suspension and invalidation.
    open weak var delegate: (any NISessionDelegate)?
    /// The queue the delegate is called on (the main queue when nil).
    open var delegateQueue: DispatchQueue?
    /// The token peers run their sessions with: none, as the device cannot measure.
    open var discoveryToken: NIDiscoveryToken? { nil }
    /// The configuration last run.
    open var configuration: NIConfiguration? { runConfiguration }

    /// A session.
    public override init() {}

    /// Runs the session with a configuration: the delegate hears `session(_:didInvalidateWith:)`
    /// with `NIError.unsupportedPlatform`, once.
    open func run(_ configuration: NIConfiguration) {
        runConfiguration = configuration
        guard !invalidated else { return }
        invalidated = true
        (delegateQueue ?? .main).async { [self] in delegate?.session(self, didInvalidateWith: NIError(.unsupportedPlatform)) }
    }
    /// Pauses the session.
    open func pause() {}
    /// Ends the session.
    open func invalidate() { invalidated = true }
    /// Where a nearby object is in the camera's world, with camera assistance: never known in a preview.
    open func worldTransform(for object: NINearbyObject) -> simd_float4x4? { nil }
}

/// What a Nearby Interaction session tells its delegate (NearbyInteraction's `NISessionDelegate`);
/// every method is optional. A preview calls only `session(_:didInvalidateWith:)`.
public protocol NISessionDelegate: AnyObject {
    /// Nearby objects' measurements changed.
    func session(_ session: NISession, didUpdate nearbyObjects: [NINearbyObject])
    /// Nearby objects are no longer measured.
    func session(_ session: NISession, didRemove nearbyObjects: [NINearbyObject], reason: NINearbyObject.RemovalReason)
    /// The session was suspended (the app went to the background).
    func sessionWasSuspended(_ session: NISession)
    /// The suspension ended; run the session again.
    func sessionSuspensionEnded(_ session: NISession)
    /// The session ended with an error: `NIError.unsupportedPlatform` in a preview.
    func session(_ session: NISession, didInvalidateWith error: any Error)
    /// An accessory's configuration data is ready to be sent to it.
    func session(_ session: NISession, didGenerateShareableConfigurationData shareableConfigurationData: Data, for object: NINearbyObject)
    /// Camera assistance's progress changed, for an object or (nil) the session.
    func session(_ session: NISession, didUpdateAlgorithmConvergence convergence: NIAlgorithmConvergence, for object: NINearbyObject?)
    /// The session started or resumed running.
    func sessionDidStartRunning(_ session: NISession)
}

extension NISessionDelegate {
    /// Does nothing.
    public func session(_ session: NISession, didUpdate nearbyObjects: [NINearbyObject]) {}
    /// Does nothing.
    public func session(_ session: NISession, didRemove nearbyObjects: [NINearbyObject], reason: NINearbyObject.RemovalReason) {}
    /// Does nothing.
    public func sessionWasSuspended(_ session: NISession) {}
    /// Does nothing.
    public func sessionSuspensionEnded(_ session: NISession) {}
    /// Does nothing.
    public func session(_ session: NISession, didInvalidateWith error: any Error) {}
    /// Does nothing.
    public func session(_ session: NISession, didGenerateShareableConfigurationData shareableConfigurationData: Data, for object: NINearbyObject) {}
    /// Does nothing.
    public func session(_ session: NISession, didUpdateAlgorithmConvergence convergence: NIAlgorithmConvergence, for object: NINearbyObject?) {}
    /// Does nothing.
    public func sessionDidStartRunning(_ session: NISession) {}
}
#endif
