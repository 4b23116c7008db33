#if os(Linux)
@_exported import Foundation

/// Gives each object made in a preview its own UUID, in the order they are made (no randomness).
private enum ObjectNumbers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0

    static func uuid() -> UUID {
        let number = lock.withLock { () -> Int in
            next += 1
            return next
        }
        return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number)) ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
}

/// Where samples came from (HealthKit's `HKSource`).
open class HKSource: NSObject, @unchecked Sendable {
    /// The app's or device's name.
    public let name: String
    /// Its bundle identifier.
    public let bundleIdentifier: String
    init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
    }
    /// The app itself.
    open class func `default`() -> HKSource { HKSource(name: "Preview", bundleIdentifier: Bundle.main.bundleIdentifier ?? "") }
}

/// A source at a version (HealthKit's `HKSourceRevision`).
open class HKSourceRevision: NSObject, @unchecked Sendable {
    /// The source.
    public let source: HKSource
    /// Its version.
    public let version: String?
    /// A revision.
    public init(source: HKSource, version: String?) {
        self.source = source
        self.version = version
    }
}

/// A device that recorded samples (HealthKit's `HKDevice`).
open class HKDevice: NSObject, @unchecked Sendable {
    /// Its name.
    public let name: String?
    /// Its maker.
    public let manufacturer: String?
    /// Its model.
    public let model: String?
    /// Its hardware version.
    public let hardwareVersion: String?
    /// Its firmware version.
    public let firmwareVersion: String?
    /// Its software version.
    public let softwareVersion: String?
    /// Its identifier on the device running the app.
    public let localIdentifier: String?
    /// Its FDA unique device identifier.
    public let udiDeviceIdentifier: String?
    /// A device of these properties.
    public init(name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
                softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
        self.softwareVersion = softwareVersion
        self.localIdentifier = localIdentifier
        self.udiDeviceIdentifier = udiDeviceIdentifier
    }
    convenience init(name: String?, model: String?) {
        self.init(name: name, manufacturer: "Apple Inc.", model: model, hardwareVersion: nil, firmwareVersion: nil,
                  softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
    }
    /// The device the app runs on: an iPhone made by Apple.
    open class func local() -> HKDevice { HKDevice(name: "iPhone", model: "iPhone") }
}

/// Health data (HealthKit's `HKObject`).
open class HKObject: NSObject, @unchecked Sendable {
    /// The object's identifier: made in order in a preview, never random.
    public let uuid: UUID = ObjectNumbers.uuid()
    /// Extra values.
    public let metadata: [String: Any]?
    /// The device that recorded it.
    public let device: HKDevice?
    /// Where it came from: the app.
    open var sourceRevision: HKSourceRevision { HKSourceRevision(source: .default(), version: nil) }
    init(metadata: [String: Any]?, device: HKDevice?) {
        self.metadata = metadata
        self.device = device
    }
}

/// Data over an interval of time (HealthKit's `HKSample`).
open class HKSample: HKObject, @unchecked Sendable {
    /// The type.
    public let sampleType: HKSampleType
    /// The start.
    public let startDate: Date
    /// The end.
    public let endDate: Date
    /// Whether it has no end yet.
    open var hasUndeterminedDuration: Bool { endDate == .distantFuture }
    init(type: HKSampleType, start: Date, end: Date, device: HKDevice?, metadata: [String: Any]?) {
        sampleType = type
        startDate = start
        endDate = end
        super.init(metadata: metadata, device: device)
    }
}

/// An amount over an interval, such as steps (HealthKit's `HKQuantitySample`).
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The amount.
    public let quantity: HKQuantity
    /// The number of measurements it sums.
    open var count: Int { 1 }
    /// The type.
    open var quantityType: HKQuantityType { sampleType as? HKQuantityType ?? HKQuantityType(HKQuantityTypeIdentifier(sampleType.identifier)) }
    /// A sample of `quantity` from `startDate` to `endDate`.
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
                device: HKDevice? = nil, metadata: [String: Any]? = nil) {
        self.quantity = quantity
        super.init(type: quantityType, start: startDate, end: endDate, device: device, metadata: metadata)
    }
}

/// A category value over an interval, such as a sleep stage (HealthKit's `HKCategorySample`).
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The value, such as an `HKCategoryValueSleepAnalysis` raw value.
    public let value: Int
    /// The type.
    open var categoryType: HKCategoryType { sampleType as? HKCategoryType ?? HKCategoryType(HKCategoryTypeIdentifier(sampleType.identifier)) }
    /// A sample of `value` from `startDate` to `endDate`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date,
                device: HKDevice? = nil, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(type: type, start: startDate, end: endDate, device: device, metadata: metadata)
    }
}

/// A workout (HealthKit's `HKWorkout`).
open class HKWorkout: HKSample, @unchecked Sendable {
    /// The kind of workout.
    public let workoutActivityType: HKWorkoutActivityType
    /// How long it lasted, in seconds.
    public let duration: TimeInterval
    /// The energy burned.
    public let totalEnergyBurned: HKQuantity?
    /// The distance covered.
    public let totalDistance: HKQuantity?
    /// The statistics of its samples by type: none in a preview.
    open var allStatistics: [HKQuantityType: HKStatistics] { [:] }
    /// The statistics of its samples of `quantityType`: none in a preview.
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }

    /// A workout from `startDate` to `endDate`.
    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: endDate.timeIntervalSince(startDate),
                  totalEnergyBurned: nil, totalDistance: nil, metadata: nil)
    }

    /// A workout with its totals.
    public init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date,
                duration: TimeInterval, totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?) {
        self.workoutActivityType = workoutActivityType
        self.duration = duration
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(type: HKObjectType.workoutType(), start: startDate, end: endDate, device: nil, metadata: metadata)
    }
}

/// The kind of a workout (HealthKit's `HKWorkoutActivityType`).
public enum HKWorkoutActivityType: UInt, Sendable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing, cricket
    case crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing, fishing
    case functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts, mindAndBody
    case mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing, rugby, running, sailing
    case skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis
    case trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga
    case barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining, jumpRope, kickboxing
    case pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio, handCycling
    case discSports, fitnessGaming, cardioDance, socialDance, pickleball, cooldown
    case swimBikeRun = 82, transition, underwaterDiving
    case other = 3000
}
#endif
