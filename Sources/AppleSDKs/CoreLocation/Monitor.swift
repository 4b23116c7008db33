#if os(Linux)
@_exported import Foundation

/// A condition a `CLMonitor` watches (Core Location's `CLCondition`).
public protocol CLCondition: Sendable {}

/// The state of a monitored condition (Core Location's `CLMonitoringState`).
public enum CLMonitoringState: UInt, Sendable, Hashable { case unknown, satisfied, unsatisfied, unmonitored }

/// Watches conditions such as entering a circle on the map (iOS 17 Core Location's `CLMonitor`).
/// A preview's device never moves: a condition keeps the state it was added with, and `events`
/// ends at once, so a view model's `for try await` loop finishes instead of hanging the preview.
public actor CLMonitor {
    /// The monitor's name.
    public let name: String
    /// The conditions' events: none, the sequence ends at once.
    public let events = Events()
    private var records: [String: Record] = [:]

    /// The monitor named `name` (a fresh one in a preview).
    public init(_ name: String) async { self.name = name }

    /// The identifiers of the conditions watched.
    public var identifiers: [String] { records.keys.sorted() }

    /// Watches `condition` under `identifier`, its state unknown.
    public func add(_ condition: any CLCondition, identifier: String) {
        add(condition, identifier: identifier, assuming: .unknown)
    }

    /// Watches `condition` under `identifier`, starting in `state`.
    public func add(_ condition: any CLCondition, identifier: String, assuming state: Event.State) {
        records[identifier] = Record(condition: condition, lastEvent: Event(identifier: identifier, state: state))
    }

    /// Stops watching the condition under `identifier`.
    public func remove(_ identifier: String) { records[identifier] = nil }

    /// The condition under `identifier` and its last event, if it is watched.
    public func record(for identifier: String) -> Record? { records[identifier] }

    /// A circle on the map (Core Location's `CLMonitor.CircularGeographicCondition`).
    public struct CircularGeographicCondition: CLCondition {
        /// The centre.
        public let center: CLLocationCoordinate2D
        /// The radius in metres.
        public let radius: CLLocationDistance
        /// A circle of `radius` metres around `center`.
        public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
            self.center = center
            self.radius = radius
        }
    }

    /// Nearness to iBeacons (Core Location's `CLMonitor.BeaconIdentityCondition`).
    public struct BeaconIdentityCondition: CLCondition {
        /// The beacons' UUID.
        public let uuid: UUID
        /// Their major value, if any.
        public let major: UInt16?
        /// Their minor value, if any.
        public let minor: UInt16?
        /// Beacons of `uuid`.
        public init(uuid: UUID) { self.init(uuid: uuid, major: nil, minor: nil) }
        /// Beacons of `uuid` and `major`.
        public init(uuid: UUID, major: UInt16) { self.init(uuid: uuid, major: major, minor: nil) }
        /// The beacon of `uuid`, `major` and `minor`.
        public init(uuid: UUID, major: UInt16, minor: UInt16) { self.init(uuid: uuid, major: Optional(major), minor: Optional(minor)) }
        private init(uuid: UUID, major: UInt16?, minor: UInt16?) {
            self.uuid = uuid
            self.major = major
            self.minor = minor
        }
    }

    /// A change of a condition's state (Core Location's `CLMonitor.Event`).
    public struct Event: Sendable {
        /// A condition's state (Core Location's `CLMonitor.Event.State`).
        public typealias State = CLMonitoringState
        /// The condition's identifier.
        public let identifier: String
        /// The condition's state.
        public let state: State
        /// When it changed (a fixed date in a preview).
        public let date: Date
        /// A narrower condition that was met, if any.
        public var refinement: (any CLCondition)? { nil }
        /// Whether reduced accuracy kept the state from being known: no.
        public var accuracyLimited: Bool { false }
        /// Whether the app may not monitor: no.
        public var authorizationDenied: Bool { false }
        /// Whether location services are off: no.
        public var authorizationDeniedGlobally: Bool { false }
        /// Whether monitoring is restricted: no.
        public var authorizationRestricted: Bool { false }
        /// Whether the app monitors too many conditions: no.
        public var conditionLimitExceeded: Bool { false }
        /// Whether the condition cannot be monitored: no.
        public var conditionUnsupported: Bool { false }
        init(identifier: String, state: State) {
            self.identifier = identifier
            self.state = state
            date = Date(timeIntervalSinceReferenceDate: 0)
        }
    }

    /// A watched condition and its last event (Core Location's `CLMonitor.Record`).
    public struct Record: Sendable {
        /// The condition.
        public let condition: any CLCondition
        /// Its last event: the state it was added with.
        public let lastEvent: Event
    }

    /// The conditions' events (Core Location's `CLMonitor.Events`): none in a preview.
    public struct Events: AsyncSequence, Sendable {
        /// An event.
        public typealias Element = Event
        /// Iterates the events.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// The next event: none, the sequence ends.
            public mutating func next() async throws -> Event? { nil }
        }
        /// An iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
#endif
