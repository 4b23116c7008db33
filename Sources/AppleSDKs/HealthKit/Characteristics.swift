#if os(Linux)
@_exported import Foundation

// The user's characteristics (HealthKit's characteristic types and the objects the store reads them
// as). A preview's app has not been given access, so `HKHealthStore`'s characteristic reads throw
// `HKError(.errorAuthorizationNotDetermined)`; objects made here hold the "not set" values.

extension HKCharacteristicTypeIdentifier {
    /// Fitzpatrick skin type.
    public static let fitzpatrickSkinType = Self("HKCharacteristicTypeIdentifierFitzpatrickSkinType")
    /// Wheelchair use.
    public static let wheelchairUse = Self("HKCharacteristicTypeIdentifierWheelchairUse")
    /// What the Move ring measures.
    public static let activityMoveMode = Self("HKCharacteristicTypeIdentifierActivityMoveMode")
}

extension HKCharacteristicType {
    /// The characteristic type of `identifier` (HealthKit's iOS 15 `HKCharacteristicType(_:)`).
    public convenience init(_ identifier: HKCharacteristicTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// A blood type (HealthKit's `HKBloodType`).
public enum HKBloodType: Int, Sendable {
    /// Not set, or not readable.
    case notSet = 0
    /// A+.
    case aPositive
    /// A−.
    case aNegative
    /// B+.
    case bPositive
    /// B−.
    case bNegative
    /// AB+.
    case abPositive
    /// AB−.
    case abNegative
    /// O+.
    case oPositive
    /// O−.
    case oNegative
}

/// The user's blood type, as stored (HealthKit's `HKBloodTypeObject`).
open class HKBloodTypeObject: NSObject, @unchecked Sendable {
    /// The blood type: not set.
    open var bloodType: HKBloodType { .notSet }
}

/// Whether the user uses a wheelchair (HealthKit's `HKWheelchairUse`).
public enum HKWheelchairUse: Int, Sendable {
    /// Not set, or not readable.
    case notSet = 0
    /// Does not use a wheelchair.
    case no
    /// Uses a wheelchair.
    case yes
}

/// The user's wheelchair use, as stored (HealthKit's `HKWheelchairUseObject`).
open class HKWheelchairUseObject: NSObject, @unchecked Sendable {
    /// The wheelchair use: not set.
    open var wheelchairUse: HKWheelchairUse { .notSet }
}

/// A skin type on the Fitzpatrick scale (HealthKit's `HKFitzpatrickSkinType`).
public enum HKFitzpatrickSkinType: Int, Sendable {
    /// Not set, or not readable.
    case notSet = 0
    /// Type I: pale white skin, always burns.
    case I
    /// Type II: white skin, burns easily.
    case II
    /// Type III: white to light brown skin, sometimes burns.
    case III
    /// Type IV: beige-olive skin, rarely burns.
    case IV
    /// Type V: brown skin, very rarely burns.
    case V
    /// Type VI: dark brown to black skin, never burns.
    case VI
}

/// The user's skin type, as stored (HealthKit's `HKFitzpatrickSkinTypeObject`).
open class HKFitzpatrickSkinTypeObject: NSObject, @unchecked Sendable {
    /// The skin type: not set.
    open var skinType: HKFitzpatrickSkinType { .notSet }
}

/// The error a preview's characteristic reads and workout builder fail with: the app has not
/// asked for access (what a device reports before the user was asked).
let previewNotDeterminedError = HKError(.errorAuthorizationNotDetermined)
#endif
