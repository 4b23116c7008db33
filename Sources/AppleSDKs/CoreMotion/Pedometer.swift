#if os(Linux)
@_exported import Foundation

/// Whether the app may read motion data (Core Motion's `CMAuthorizationStatus`).
public enum CMAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// The domain of Core Motion's errors (Core Motion's `CMErrorDomain`).
public let CMErrorDomain = "CMErrorDomain"

/// A Core Motion error code (Core Motion's `CMError`), the code of an `NSError` of `CMErrorDomain`.
public struct CMError: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// Motion activity is not available on the device.
public let CMErrorMotionActivityNotAvailable = CMError(104)
/// The user did not authorize motion activity.
public let CMErrorMotionActivityNotAuthorized = CMError(105)
/// The app is not entitled to motion activity.
public let CMErrorMotionActivityNotEntitled = CMError(106)
/// A parameter was invalid.
public let CMErrorInvalidParameter = CMError(107)
/// The feature is not available on the device.
public let CMErrorNotAvailable = CMError(109)
/// The app is not entitled to the feature.
public let CMErrorNotEntitled = CMError(110)
/// The user did not authorize the feature.
public let CMErrorNotAuthorized = CMError(111)

/// The error a preview's motion services call back with: the feature is not available.
func previewMotionError(_ code: CMError = CMErrorMotionActivityNotAvailable) -> NSError {
    NSError(domain: CMErrorDomain, code: Int(code.rawValue))
}

/// A fixed date a preview's motion data is dated at.
private let previewMotionDate = Date(timeIntervalSinceReferenceDate: 0)

/// Steps and distance over an interval (Core Motion's `CMPedometerData`): nothing, at the
/// reference date, unless a subclass says otherwise.
open class CMPedometerData: NSObject, @unchecked Sendable {
    /// The interval's start.
    open var startDate: Date { previewMotionDate }
    /// The interval's end.
    open var endDate: Date { previewMotionDate }
    /// The steps taken.
    open var numberOfSteps: NSNumber { 0 }
    /// The distance in meters.
    open var distance: NSNumber? { nil }
    /// The floors climbed up.
    open var floorsAscended: NSNumber? { nil }
    /// The floors climbed down.
    open var floorsDescended: NSNumber? { nil }
    /// The current pace in seconds per meter.
    open var currentPace: NSNumber? { nil }
    /// The current cadence in steps per second.
    open var currentCadence: NSNumber? { nil }
    /// The average active pace in seconds per meter.
    open var averageActivePace: NSNumber? { nil }
}

/// Whether walking paused or resumed (Core Motion's `CMPedometerEventType`).
public enum CMPedometerEventType: Int, Sendable { case pause = 0, resume }

/// A pause or resumption of walking (Core Motion's `CMPedometerEvent`).
open class CMPedometerEvent: NSObject, @unchecked Sendable {
    /// When.
    open var date: Date { previewMotionDate }
    /// What happened.
    open var type: CMPedometerEventType { .pause }
}

/// Receives pedometer data (Core Motion's `CMPedometerHandler`).
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
/// Receives pedometer events (Core Motion's `CMPedometerEventHandler`).
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// Counts steps (Core Motion's `CMPedometer`): a preview's device has no pedometer. Nothing is
/// available, authorization is not determined, and queries and updates call back at once with
/// an `NSError` of `CMErrorDomain`, code `CMErrorMotionActivityNotAvailable`.
open class CMPedometer: NSObject, @unchecked Sendable {
    /// Whether steps can be counted: no.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance can be estimated: no.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floors can be counted: no.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether pace can be measured: no.
    open class func isPaceAvailable() -> Bool { false }
    /// Whether cadence can be measured: no.
    open class func isCadenceAvailable() -> Bool { false }
    /// Whether pause and resume events are reported: no.
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// Whether the app may read pedometer data: not determined.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// A pedometer.
    public override init() {}

    /// Asks for the steps between two dates: calls `handler` at once with no data and an error.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, previewMotionError())
    }
    /// Starts live updates from `start`: calls `handler` at once with no data and an error.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, previewMotionError())
    }
    /// Stops live updates.
    open func stopUpdates() {}
    /// Starts pause and resume events: calls `handler` at once with no event and an error.
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        handler(nil, previewMotionError())
    }
    /// Stops pause and resume events.
    open func stopEventUpdates() {}
}

/// A change of altitude (Core Motion's `CMAltitudeData`).
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    /// The change in meters since updates started.
    open var relativeAltitude: NSNumber { 0 }
    /// The air pressure in kilopascals.
    open var pressure: NSNumber { 101.325 }
}

/// An altitude above sea level (Core Motion's `CMAbsoluteAltitudeData`).
open class CMAbsoluteAltitudeData: CMLogItem, @unchecked Sendable {
    /// The altitude in meters.
    open var altitude: Double { 0 }
    /// The accuracy in meters.
    open var accuracy: Double { 0 }
    /// The precision in meters.
    open var precision: Double { 0 }
}

/// Receives altitude changes (Core Motion's `CMAltitudeHandler`).
public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void
/// Receives absolute altitudes (Core Motion's `CMAbsoluteAltitudeHandler`).
public typealias CMAbsoluteAltitudeHandler = (CMAbsoluteAltitudeData?, (any Error)?) -> Void

/// Reports altitude from the barometer (Core Motion's `CMAltimeter`): a preview's device has
/// none; updates call back at once with an error (`CMErrorNotAvailable`).
open class CMAltimeter: NSObject, @unchecked Sendable {
    /// Whether relative altitude is available: no.
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    /// Whether absolute altitude is available: no.
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    /// Whether the app may read altitude: not determined.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// An altimeter.
    public override init() {}
    /// Starts relative altitude updates: calls `handler` at once with an error.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {
        handler(nil, previewMotionError(CMErrorNotAvailable))
    }
    /// Stops relative altitude updates.
    open func stopRelativeAltitudeUpdates() {}
    /// Starts absolute altitude updates: calls `handler` at once with an error.
    open func startAbsoluteAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAbsoluteAltitudeHandler) {
        handler(nil, previewMotionError(CMErrorNotAvailable))
    }
    /// Stops absolute altitude updates.
    open func stopAbsoluteAltitudeUpdates() {}
}

/// How sure an activity classification is (Core Motion's `CMMotionActivityConfidence`).
public enum CMMotionActivityConfidence: Int, Sendable { case low = 0, medium, high }

/// What the user is doing (Core Motion's `CMMotionActivity`): unknown, unless a subclass says otherwise.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    /// Whether the activity is not known.
    open var unknown: Bool { true }
    /// Whether the device is still.
    open var stationary: Bool { false }
    /// Whether the user walks.
    open var walking: Bool { false }
    /// Whether the user runs.
    open var running: Bool { false }
    /// Whether the user drives or rides.
    open var automotive: Bool { false }
    /// Whether the user cycles.
    open var cycling: Bool { false }
    /// When the activity started.
    open var startDate: Date { previewMotionDate }
    /// How sure the classification is.
    open var confidence: CMMotionActivityConfidence { .low }
}

/// Receives activity changes (Core Motion's `CMMotionActivityHandler`).
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// Receives past activities (Core Motion's `CMMotionActivityQueryHandler`).
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// Reports what the user is doing (Core Motion's `CMMotionActivityManager`): not available in a
/// preview. Live updates never arrive; queries call back at once with an error.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    /// Whether activity is available: no.
    open class func isActivityAvailable() -> Bool { false }
    /// Whether the app may read activity: not determined.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// A manager.
    public override init() {}
    /// Starts live updates: `handler` is never called.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {}
    /// Stops live updates.
    open func stopActivityUpdates() {}
    /// Asks for past activities: calls `handler` at once with no activities and an error.
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping CMMotionActivityQueryHandler) {
        handler(nil, previewMotionError())
    }
}
#endif
