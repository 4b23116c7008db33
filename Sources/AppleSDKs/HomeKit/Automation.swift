#if os(Linux)
@_exported import Foundation

/// A change a scene makes (HomeKit's `HMAction`).
open class HMAction: NSObject, @unchecked Sendable {
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0))
    override init() {}
}

/// Writes a value to a characteristic when a scene runs (HomeKit's `HMCharacteristicWriteAction`).
open class HMCharacteristicWriteAction<TargetValueType>: HMAction, @unchecked Sendable {
    /// The characteristic written.
    open internal(set) var characteristic: HMCharacteristic
    /// The value written.
    open internal(set) var targetValue: TargetValueType
    /// An action writing `targetValue` to `characteristic`.
    public init(characteristic: HMCharacteristic, targetValue: TargetValueType) {
        self.characteristic = characteristic
        self.targetValue = targetValue
    }
    /// Changes the value: fails with `.homeAccessNotAuthorized`.
    open func updateTargetValue(_ targetValue: TargetValueType, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(HMError(.homeAccessNotAuthorized))
    }
}

/// The kind of a built-in scene: wake up (HomeKit's `HMActionSetTypeWakeUp`).
public let HMActionSetTypeWakeUp = "HMActionSetTypeWakeUp"
/// The kind of a built-in scene: sleep (HomeKit's `HMActionSetTypeSleep`).
public let HMActionSetTypeSleep = "HMActionSetTypeSleep"
/// The kind of a built-in scene: leave home (HomeKit's `HMActionSetTypeHomeDeparture`).
public let HMActionSetTypeHomeDeparture = "HMActionSetTypeHomeDeparture"
/// The kind of a built-in scene: arrive home (HomeKit's `HMActionSetTypeHomeArrival`).
public let HMActionSetTypeHomeArrival = "HMActionSetTypeHomeArrival"
/// The kind of a scene the reader made (HomeKit's `HMActionSetTypeUserDefined`).
public let HMActionSetTypeUserDefined = "HMActionSetTypeUserDefined"
/// The kind of a scene an automation owns (HomeKit's `HMActionSetTypeTriggerOwned`).
public let HMActionSetTypeTriggerOwned = "HMActionSetTypeTriggerOwned"

/// A scene: actions run together (HomeKit's `HMActionSet`); only a home makes scenes.
open class HMActionSet: NSObject, @unchecked Sendable {
    /// Its name.
    open internal(set) var name = ""
    /// Its actions.
    open internal(set) var actions: Set<HMAction> = []
    /// Whether it runs now.
    open internal(set) var isExecuting = false
    /// Its kind, one of the `HMActionSetType…` constants.
    open internal(set) var actionSetType = HMActionSetTypeUserDefined
    /// When it last ran.
    open internal(set) var lastExecutionDate: Date?
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0))
    override init() {}
    /// Adds an action: fails with `.homeAccessNotAuthorized`.
    open func addAction(_ action: HMAction, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds an action: throws `.homeAccessNotAuthorized`.
    open func addAction(_ action: HMAction) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Removes an action: fails with `.homeAccessNotAuthorized`.
    open func removeAction(_ action: HMAction, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes an action: throws `.homeAccessNotAuthorized`.
    open func removeAction(_ action: HMAction) async throws { throw HMError(.homeAccessNotAuthorized) }
}

/// An automation: runs scenes when something happens (HomeKit's `HMTrigger`). A trigger the app
/// makes is not in any home, so changing it fails with `.homeAccessNotAuthorized`.
open class HMTrigger: NSObject, @unchecked Sendable {
    /// Its name.
    open internal(set) var name: String
    /// Whether it is on.
    open internal(set) var isEnabled = false
    /// The scenes it runs.
    open internal(set) var actionSets: [HMActionSet] = []
    /// When it last fired: never.
    open internal(set) var lastFireDate: Date?
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0))
    init(name: String) { self.name = name }
    /// Turns it on or off: fails with `.homeAccessNotAuthorized`.
    open func enable(_ enable: Bool, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Turns it on or off: throws `.homeAccessNotAuthorized`.
    open func enable(_ enable: Bool) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Adds a scene: fails with `.homeAccessNotAuthorized`.
    open func addActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds a scene: throws `.homeAccessNotAuthorized`.
    open func addActionSet(_ actionSet: HMActionSet) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Removes a scene: fails with `.homeAccessNotAuthorized`.
    open func removeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes a scene: throws `.homeAccessNotAuthorized`.
    open func removeActionSet(_ actionSet: HMActionSet) async throws { throw HMError(.homeAccessNotAuthorized) }
}

/// An automation that fires at a date (HomeKit's `HMTimerTrigger`).
open class HMTimerTrigger: HMTrigger, @unchecked Sendable {
    /// When it fires.
    open internal(set) var fireDate: Date
    /// The time zone of the date.
    open internal(set) var timeZone: TimeZone?
    /// How it repeats.
    open internal(set) var recurrence: DateComponents?
    /// The calendar of the recurrence.
    open internal(set) var recurrenceCalendar: Calendar?
    /// A trigger firing at `fireDate` and repeating by `recurrence`.
    public init(name: String, fireDate: Date, recurrence: DateComponents?) {
        self.fireDate = fireDate
        self.recurrence = recurrence
        super.init(name: name)
    }
    /// A trigger firing at `fireDate` in a time zone.
    public init(name: String, fireDate: Date, timeZone: TimeZone?, recurrence: DateComponents?, recurrenceCalendar: Calendar?) {
        self.fireDate = fireDate
        self.timeZone = timeZone
        self.recurrence = recurrence
        self.recurrenceCalendar = recurrenceCalendar
        super.init(name: name)
    }
    /// Changes the date: fails with `.homeAccessNotAuthorized`.
    open func updateFireDate(_ fireDate: Date, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Changes the date: throws `.homeAccessNotAuthorized`.
    open func updateFireDate(_ fireDate: Date) async throws { throw HMError(.homeAccessNotAuthorized) }
}

/// Something that fires an event trigger (HomeKit's `HMEvent`).
open class HMEvent: NSObject, @unchecked Sendable {
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0))
    override init() {}
}

/// A characteristic reaching a value (HomeKit's `HMCharacteristicEvent`).
open class HMCharacteristicEvent<TriggerValueType>: HMEvent, @unchecked Sendable {
    /// The characteristic watched.
    open internal(set) var characteristic: HMCharacteristic
    /// The value that fires it.
    open internal(set) var triggerValue: TriggerValueType?
    /// An event firing when `characteristic` reaches `triggerValue`.
    public init(characteristic: HMCharacteristic, triggerValue: TriggerValueType?) {
        self.characteristic = characteristic
        self.triggerValue = triggerValue
    }
}

/// A time of day or date (HomeKit's `HMCalendarEvent`).
open class HMCalendarEvent: HMEvent, @unchecked Sendable {
    /// When it fires.
    open internal(set) var fireDateComponents: DateComponents
    /// An event firing at `fireDate`.
    public init(fire fireDate: DateComponents) { fireDateComponents = fireDate }
}

/// A sun event (HomeKit's `HMSignificantEvent`).
public struct HMSignificantEvent: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sunrise.
    public static let sunrise = Self(rawValue: "sunrise")
    /// Sunset.
    public static let sunset = Self(rawValue: "sunset")
}

/// Sunrise or sunset, with an offset (HomeKit's `HMSignificantTimeEvent`).
open class HMSignificantTimeEvent: HMEvent, @unchecked Sendable {
    /// The sun event.
    open internal(set) var significantEvent: HMSignificantEvent
    /// The offset from it.
    open internal(set) var offset: DateComponents?
    /// An event firing at a sun event.
    public init(significantEvent: HMSignificantEvent, offset: DateComponents?) {
        self.significantEvent = significantEvent
        self.offset = offset
    }
}

/// Whether an event trigger can fire (HomeKit's `HMEventTriggerActivationState`).
public enum HMEventTriggerActivationState: Int, Sendable {
    case disabled = 0, disabledNoHomeHub, disabledNoCompatibleHomeHub, disabledNoLocationServicesAuthorization, enabled
}

/// An automation that fires on events (HomeKit's `HMEventTrigger`).
open class HMEventTrigger: HMTrigger, @unchecked Sendable {
    /// The events that fire it.
    open internal(set) var events: [HMEvent]
    /// The events that end it.
    open internal(set) var endEvents: [HMEvent]
    /// The condition checked when it fires.
    open internal(set) var predicate: NSPredicate?
    /// The days it fires on.
    open internal(set) var recurrences: [DateComponents]?
    /// Whether it fires once only.
    open internal(set) var executeOnce = false
    /// Whether it can fire: not without a home hub.
    open var triggerActivationState: HMEventTriggerActivationState { .disabledNoHomeHub }
    /// A trigger firing on `events` when `predicate` holds.
    public init(name: String, events: [HMEvent], predicate: NSPredicate?) {
        self.events = events
        endEvents = []
        self.predicate = predicate
        super.init(name: name)
    }
    /// A trigger firing on `events`, ending on `endEvents`, on the days of `recurrences`.
    public init(name: String, events: [HMEvent], end endEvents: [HMEvent]?, recurrences: [DateComponents]?, predicate: NSPredicate?) {
        self.events = events
        self.endEvents = endEvents ?? []
        self.recurrences = recurrences
        self.predicate = predicate
        super.init(name: name)
    }
}
#endif
