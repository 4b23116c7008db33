#if os(Linux)
@_exported import Foundation

/// An acceleration in G along three axes (Core Motion's `CMAcceleration`).
public struct CMAcceleration: Hashable, Sendable {
    /// Along x, y and z.
    public var x: Double, y: Double, z: Double
    /// No acceleration.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// An acceleration.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation rate in radians per second around three axes (Core Motion's `CMRotationRate`).
public struct CMRotationRate: Hashable, Sendable {
    /// Around x, y and z.
    public var x: Double, y: Double, z: Double
    /// No rotation.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// A rotation rate.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field in microteslas (Core Motion's `CMMagneticField`).
public struct CMMagneticField: Hashable, Sendable {
    /// Along x, y and z.
    public var x: Double, y: Double, z: Double
    /// No field.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// A field.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// An attitude as a quaternion (Core Motion's `CMQuaternion`).
public struct CMQuaternion: Hashable, Sendable {
    /// The components.
    public var x: Double, y: Double, z: Double, w: Double
    /// The identity.
    public init() { self.init(x: 0, y: 0, z: 0, w: 1) }
    /// A quaternion.
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}

/// An attitude as a rotation matrix (Core Motion's `CMRotationMatrix`).
public struct CMRotationMatrix: Hashable, Sendable {
    /// The rows.
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m21 = 0.0, m22 = 1.0, m23 = 0.0, m31 = 0.0, m32 = 0.0, m33 = 1.0
    /// The identity.
    public init() {}
}

/// Reference frames of device attitude (Core Motion's `CMAttitudeReferenceFrame`).
public struct CMAttitudeReferenceFrame: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Z vertical, x arbitrary.
    public static let xArbitraryZVertical = Self(rawValue: 1)
    /// Z vertical, x arbitrary, corrected by the magnetometer.
    public static let xArbitraryCorrectedZVertical = Self(rawValue: 2)
    /// Z vertical, x to magnetic north.
    public static let xMagneticNorthZVertical = Self(rawValue: 4)
    /// Z vertical, x to true north.
    public static let xTrueNorthZVertical = Self(rawValue: 8)
}

/// A timestamped sample (Core Motion's `CMLogItem`).
open class CMLogItem: NSObject, @unchecked Sendable {
    /// Seconds since the device booted when the sample was taken: 0 here.
    open var timestamp: TimeInterval { 0 }
}

/// The device's orientation (Core Motion's `CMAttitude`): level, facing north.
open class CMAttitude: NSObject, @unchecked Sendable {
    /// Rotation around the longitudinal axis, in radians.
    open var roll: Double { 0 }
    /// Rotation around the lateral axis, in radians.
    open var pitch: Double { 0 }
    /// Rotation around the vertical axis, in radians.
    open var yaw: Double { 0 }
    /// The attitude as a matrix.
    open var rotationMatrix: CMRotationMatrix { CMRotationMatrix() }
    /// The attitude as a quaternion.
    open var quaternion: CMQuaternion { CMQuaternion() }
    /// Makes the attitude relative to `attitude`.
    open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// Where device motion is measured (Core Motion's `CMDeviceMotion.SensorLocation`).
extension CMDeviceMotion {
    /// The sensor's location.
    public enum SensorLocation: Int, Sendable { case `default`, headphoneLeft, headphoneRight }
}

/// Processed motion of the device (Core Motion's `CMDeviceMotion`): at rest.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// The attitude.
    open var attitude: CMAttitude { CMAttitude() }
    /// The rotation rate.
    open var rotationRate: CMRotationRate { CMRotationRate() }
    /// Gravity, in the device's frame: straight down.
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    /// The acceleration the user gives the device.
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    /// The heading in degrees from north.
    open var heading: Double { 0 }
    /// Where the motion was measured.
    open var sensorLocation: SensorLocation { .default }
}

/// An accelerometer sample (Core Motion's `CMAccelerometerData`).
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    /// The acceleration.
    open var acceleration: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
}

/// A gyroscope sample (Core Motion's `CMGyroData`).
open class CMGyroData: CMLogItem, @unchecked Sendable {
    /// The rotation rate.
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// A magnetometer sample (Core Motion's `CMMagnetometerData`).
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    /// The field.
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// Receives accelerometer samples (Core Motion's `CMAccelerometerHandler`).
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// Receives gyroscope samples (Core Motion's `CMGyroHandler`).
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// Receives magnetometer samples (Core Motion's `CMMagnetometerHandler`).
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// Receives device motion (Core Motion's `CMDeviceMotionHandler`).
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// Reports the device's motion sensors (Core Motion's `CMMotionManager`): a preview's device has
/// none. Every sensor is unavailable, starting updates does nothing (no handler is ever called),
/// and the latest samples are nil.
open class CMMotionManager: NSObject, @unchecked Sendable {
    /// Seconds between accelerometer updates.
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between gyroscope updates.
    open var gyroUpdateInterval: TimeInterval = 0.01
    /// Seconds between magnetometer updates.
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between device-motion updates.
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Whether the system may show its calibration display.
    open var showsDeviceMovementDisplay = false
    /// The reference frame of device-motion updates.
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

    /// Whether there is an accelerometer: no.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether accelerometer updates run: no.
    open var isAccelerometerActive: Bool { false }
    /// The latest accelerometer sample: none.
    open var accelerometerData: CMAccelerometerData? { nil }
    /// Whether there is a gyroscope: no.
    open var isGyroAvailable: Bool { false }
    /// Whether gyroscope updates run: no.
    open var isGyroActive: Bool { false }
    /// The latest gyroscope sample: none.
    open var gyroData: CMGyroData? { nil }
    /// Whether there is a magnetometer: no.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether magnetometer updates run: no.
    open var isMagnetometerActive: Bool { false }
    /// The latest magnetometer sample: none.
    open var magnetometerData: CMMagnetometerData? { nil }
    /// Whether device motion is available: no.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether device-motion updates run: no.
    open var isDeviceMotionActive: Bool { false }
    /// The latest device motion: none.
    open var deviceMotion: CMDeviceMotion? { nil }

    /// A manager.
    public override init() {}

    /// The reference frames the device supports: none.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    /// Starts accelerometer updates to `accelerometerData`: nothing arrives.
    open func startAccelerometerUpdates() {}
    /// Starts accelerometer updates to `handler`: never called.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() {}
    /// Starts gyroscope updates to `gyroData`: nothing arrives.
    open func startGyroUpdates() {}
    /// Starts gyroscope updates to `handler`: never called.
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    /// Stops gyroscope updates.
    open func stopGyroUpdates() {}
    /// Starts magnetometer updates to `magnetometerData`: nothing arrives.
    open func startMagnetometerUpdates() {}
    /// Starts magnetometer updates to `handler`: never called.
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
    /// Stops magnetometer updates.
    open func stopMagnetometerUpdates() {}
    /// Starts device-motion updates to `deviceMotion`: nothing arrives.
    open func startDeviceMotionUpdates() {}
    /// Starts device-motion updates in `referenceFrame`: nothing arrives.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    /// Starts device-motion updates to `handler`: never called.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    /// Starts device-motion updates in `referenceFrame` to `handler`: never called.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {}
    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() {}
}

/// Reports the motion of connected headphones (Core Motion's `CMHeadphoneMotionManager`): none
/// are connected in a preview.
open class CMHeadphoneMotionManager: NSObject, @unchecked Sendable {
    /// Receives headphone motion (Core Motion's `CMHeadphoneMotionManager.DeviceMotionHandler`).
    public typealias DeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
    /// Whether the app may read headphone motion: not determined.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Whether headphone motion is available: no.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether updates run: no.
    open var isDeviceMotionActive: Bool { false }
    /// The latest motion: none.
    open var deviceMotion: CMDeviceMotion? { nil }
    /// A manager.
    public override init() {}
    /// Starts updates to `handler`: never called.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping DeviceMotionHandler) {}
    /// Stops updates.
    open func stopDeviceMotionUpdates() {}
}
#endif
