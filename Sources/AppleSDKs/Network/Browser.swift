#if os(Linux)
@_exported import Foundation

/// A Bonjour TXT record's keys and values (Network's `NWTXTRecord`).
public struct NWTXTRecord: Hashable, Sendable {
    /// The keys and their values.
    public var dictionary: [String: String]
    /// A record of `dictionary`.
    public init(_ dictionary: [String: String] = [:]) { self.dictionary = dictionary }
    /// The value of `key`.
    public subscript(key: String) -> String? {
        get { dictionary[key] }
        set { dictionary[key] = newValue }
    }
    /// The number of keys.
    public var count: Int { dictionary.count }
    /// Whether it has no keys.
    public var isEmpty: Bool { dictionary.isEmpty }
}

/// Looks for Bonjour services on the local network (Network's `NWBrowser`): a preview's network
/// has no services. Started, the browser becomes `.ready` and its results stay empty, so
/// `browseResultsChangedHandler` is never called.
public final class NWBrowser: @unchecked Sendable {
    /// What to look for (Network's `NWBrowser.Descriptor`).
    public enum Descriptor: Hashable, Sendable {
        /// Bonjour services of a type (such as `_chat._tcp`), in a domain (nil: the default one).
        case bonjour(type: String, domain: String?)
        /// Bonjour services of a type, with their TXT records.
        case bonjourWithTXTRecord(type: String, domain: String?)
        /// An application service of a name (iOS 16).
        case applicationService(name: String)
    }

    /// A browser's state (Network's `NWBrowser.State`).
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Browsing.
        case ready
        /// Failed.
        case failed(NWError)
        /// Cancelled.
        case cancelled
        /// Waiting for a usable network.
        case waiting(NWError)
    }

    /// A service found (Network's `NWBrowser.Result`).
    public struct Result: Hashable, Sendable {
        /// What else is known of a service (Network's `NWBrowser.Result.Metadata`).
        public enum Metadata: Hashable, Sendable {
            /// Its TXT record.
            case bonjour(NWTXTRecord)
            /// Nothing.
            case none
        }

        /// How a result changed (Network's `NWBrowser.Result.Change`).
        public enum Change: Hashable, Sendable {
            /// Nothing changed.
            case identical
            /// A service was found.
            case added(Result)
            /// A service went away.
            case removed(Result)
            /// A service changed.
            case changed(old: Result, new: Result, flags: Flags)

            /// What changed of a service (Network's `NWBrowser.Result.Change.Flags`).
            public struct Flags: OptionSet, Hashable, Sendable {
                public let rawValue: UInt8
                public init(rawValue: UInt8) { self.rawValue = rawValue }
                /// Nothing.
                public static let identical = Flags([])
                /// It was found on another interface.
                public static let interfaceAdded = Flags(rawValue: 1 << 3)
                /// It is no longer found on an interface.
                public static let interfaceRemoved = Flags(rawValue: 1 << 4)
                /// Its metadata changed.
                public static let metadataChanged = Flags(rawValue: 1 << 5)
            }

            /// The change from `old` to `new`: added, removed, changed or identical.
            public init(between old: Result?, _ new: Result?) {
                switch (old, new) {
                case (nil, let new?): self = .added(new)
                case (let old?, nil): self = .removed(old)
                case (let old?, let new?) where old != new:
                    var flags = Flags.identical
                    if old.metadata != new.metadata { flags.insert(.metadataChanged) }
                    if !Set(new.interfaces).isSubset(of: old.interfaces) { flags.insert(.interfaceAdded) }
                    if !Set(old.interfaces).isSubset(of: new.interfaces) { flags.insert(.interfaceRemoved) }
                    self = .changed(old: old, new: new, flags: flags)
                default: self = .identical
                }
            }
        }

        /// Where the service is (a `.service` endpoint).
        public let endpoint: NWEndpoint
        /// Its metadata.
        public let metadata: Metadata
        /// The interfaces it was found on.
        public let interfaces: [NWInterface]
    }

    private let lock = NSLock()
    private var currentState = State.setup
    private var stateHandler: (@Sendable (State) -> Void)?
    private var resultsHandler: (@Sendable (Set<Result>, Set<Result.Change>) -> Void)?
    private var startedQueue: DispatchQueue?

    /// What it looks for.
    public let descriptor: Descriptor
    /// The parameters.
    public let parameters: NWParameters

    /// A browser looking for `descriptor`.
    public init(for descriptor: Descriptor, using parameters: NWParameters) {
        self.descriptor = descriptor
        self.parameters = parameters
    }

    /// The state: `.ready` once started, in a preview.
    public var state: State { lock.withLock { currentState } }
    /// The services found: none, in a preview.
    public var browseResults: Set<Result> { [] }
    /// The queue events are delivered on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Called with each new state.
    @preconcurrency public var stateUpdateHandler: (@Sendable (State) -> Void)? {
        get { lock.withLock { stateHandler } }
        set { lock.withLock { stateHandler = newValue } }
    }

    /// Called with the results and their changes when services come or go: never, in a preview.
    @preconcurrency public var browseResultsChangedHandler: (@Sendable (Set<Result>, Set<Result.Change>) -> Void)? {
        get { lock.withLock { resultsHandler } }
        set { lock.withLock { resultsHandler = newValue } }
    }

    /// Starts browsing: the state becomes `.ready` at once (a second start does nothing).
    public func start(queue: DispatchQueue) {
        let deliver = lock.withLock { () -> (@Sendable (State) -> Void)? in
            guard startedQueue == nil, currentState == .setup else { return nil }
            startedQueue = queue
            currentState = .ready
            return stateHandler
        }
        deliver?(.ready)
    }

    /// Stops browsing: the state becomes `.cancelled`.
    public func cancel() {
        let deliver = lock.withLock { () -> (@Sendable (State) -> Void)? in
            guard currentState != .cancelled else { return nil }
            currentState = .cancelled
            return stateHandler
        }
        deliver?(.cancelled)
    }
}
#endif
