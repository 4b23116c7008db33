#if os(Linux)
@_exported import Foundation

/// Identifies a type of correlation, a sample grouping samples (HealthKit's `HKCorrelationTypeIdentifier`).
public struct HKCorrelationTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// The identifier of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier of `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A blood pressure reading (systolic and diastolic samples).
    public static let bloodPressure = Self("HKCorrelationTypeIdentifierBloodPressure")
    /// A food (nutrition samples, named by `HKMetadataKeyFoodType`).
    public static let food = Self("HKCorrelationTypeIdentifierFood")
}

/// A type of correlations, such as food (HealthKit's `HKCorrelationType`).
open class HKCorrelationType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier` (HealthKit's iOS 15 `HKCorrelationType(_:)`).
    public convenience init(_ identifier: HKCorrelationTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

extension HKObjectType {
    /// The correlation type of `identifier`.
    public class func correlationType(forIdentifier identifier: HKCorrelationTypeIdentifier) -> HKCorrelationType? {
        HKCorrelationType(identifier)
    }
}

/// A sample grouping related samples, such as a food and its nutrients (HealthKit's `HKCorrelation`).
open class HKCorrelation: HKSample, @unchecked Sendable {
    /// The samples it groups.
    public let objects: Set<HKSample>
    /// The type.
    open var correlationType: HKCorrelationType {
        sampleType as? HKCorrelationType ?? HKCorrelationType(HKCorrelationTypeIdentifier(sampleType.identifier))
    }
    /// A correlation of `objects` from `startDate` to `endDate`.
    public init(type correlationType: HKCorrelationType, start startDate: Date, end endDate: Date, objects: Set<HKSample>,
                device: HKDevice? = nil, metadata: [String: Any]? = nil) {
        self.objects = objects
        super.init(type: correlationType, start: startDate, end: endDate, device: device, metadata: metadata)
    }
    /// The samples of `objectType` it groups.
    open func objects(for objectType: HKObjectType) -> Set<HKSample> { objects.filter { $0.sampleType == objectType } }
}

/// Asks for correlations (HealthKit's `HKCorrelationQuery`): executed in a preview, its handler gets
/// `HKError(.errorHealthDataUnavailable)` at once and no correlations.
open class HKCorrelationQuery: HKQuery, @unchecked Sendable {
    private let completion: @Sendable (HKCorrelationQuery, [HKCorrelation]?, (any Error)?) -> Void
    /// The predicates the grouped samples must match, by type.
    public let samplePredicates: [HKSampleType: NSPredicate]?
    /// The type asked about.
    open var correlationType: HKCorrelationType { objectType as? HKCorrelationType ?? HKCorrelationType(.food) }
    /// A query of correlations of `correlationType`; `completion` gets an error in a preview.
    public init(type correlationType: HKCorrelationType, predicate: NSPredicate?, samplePredicates: [HKSampleType: NSPredicate]?,
                completion: @escaping @Sendable (HKCorrelationQuery, [HKCorrelation]?, (any Error)?) -> Void) {
        self.completion = completion
        self.samplePredicates = samplePredicates
        super.init(objectType: correlationType, predicate: predicate)
    }
    override func deliverUnavailable() { completion(self, nil, previewHealthError) }
}

extension HKSamplePredicate where Sample == HKCorrelation {
    /// Correlations of `correlationType`.
    public static func correlation(type correlationType: HKCorrelationType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCorrelation> {
        HKSamplePredicate(sampleType: correlationType, nsPredicate: predicate)
    }
}
#endif
