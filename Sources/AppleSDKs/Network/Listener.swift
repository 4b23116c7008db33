#if os(Linux)
@_exported import Foundation

/// Listens for connections from other devices (Network's `NWListener`): a preview's device has no
/// network to listen on. Made, the listener is `.setup`; started, it waits for a network it cannot
/// use (`.waiting(.posix(.ENETDOWN))`), as a connection does, and stays so: it never becomes
/// `.ready`, accepts no connection (`newConnectionHandler` is never called) and advertises no
/// Bonjour service (`serviceRegistrationUpdateHandler` is never called).
public final class NWListener: @unchecked Sendable, CustomDebugStringConvertible {
    /// A listener's state (Network's `NWListener.State`).
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Waiting for a usable network.
        case waiting(NWError)
        /// Accepting connections.
        case ready
        /// Failed.
        case failed(NWError)
        /// Cancelled.
        case cancelled
    }

    /// A Bonjour service a listener advertises (Network's `NWListener.Service`).
    public struct Service: Equatable, Sendable {
        /// The service's name; nil for the device's name.
        public let name: String?
        /// The service's type, such as `_chat._tcp`.
        public let type: String
        /// The domain; nil for the default one.
        public let domain: String?
        /// The TXT record's bytes.
        public let txtRecord: Data?
        /// Whether the service keeps its name rather than being renamed when the name is taken.
        public var noAutoRename = false

        /// A service to advertise, with the TXT record's bytes.
        public init(name: String? = nil, type: String, domain: String? = nil, txtRecord: Data? = nil) {
            self.name = name
            self.type = type
            self.domain = domain
            self.txtRecord = txtRecord
        }

        /// A service to advertise, with a TXT record.
        public init(name: String? = nil, type: String, domain: String? = nil, txtRecord: NWTXTRecord) {
            self.init(name: name, type: type, domain: domain, txtRecord: txtRecord.data)
        }

        /// The TXT record, read from its bytes.
        public var txtRecordObject: NWTXTRecord? { txtRecord.map(NWTXTRecord.init(_:)) }
    }

    /// A change of the advertised service (Network's `NWListener.ServiceRegistrationChange`).
    public enum ServiceRegistrationChange: Sendable {
        /// The service is advertised at the endpoint.
        case add(NWEndpoint)
        /// The service is no longer advertised at the endpoint.
        case remove(NWEndpoint)
    }

    /// The connection limit that does not limit (Network's `NWListener.InfiniteConnectionLimit`).
    public static let InfiniteConnectionLimit = Int(UInt32.max)

    private let lock = NSLock()
    private var currentState = State.setup
    private var stateHandler: (@Sendable (State) -> Void)?
    private var connectionHandler: (@Sendable (NWConnection) -> Void)?
    private var registrationHandler: (@Sendable (ServiceRegistrationChange) -> Void)?
    private var advertised: Service?
    private var limit = NWListener.InfiniteConnectionLimit
    private var startedQueue: DispatchQueue?
    private let requestedPort: NWEndpoint.Port

    /// The parameters.
    public let parameters: NWParameters

    /// A listener on `port` (`.any`: a port the system picks). Nothing is bound in a preview, so
    /// it does not throw.
    public init(using parameters: NWParameters, on port: NWEndpoint.Port = .any) throws {
        self.parameters = parameters
        requestedPort = port
    }

    /// A listener advertising `service` on a port the system picks.
    public convenience init(service: Service, using parameters: NWParameters) throws {
        try self.init(using: parameters)
        advertised = service
    }

    /// The state: `.waiting(.posix(.ENETDOWN))` once started, in a preview.
    public var state: State { lock.withLock { currentState } }
    /// The port connections arrive on: the one asked for, or nil when the system was to pick one,
    /// as the listener never becomes ready.
    public var port: NWEndpoint.Port? { requestedPort == .any ? nil : requestedPort }
    /// The queue events are delivered on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }
    /// The listener, as the console shows it.
    public var debugDescription: String { "[L] \(port.map(\.debugDescription) ?? "any") \(state)" }

    /// The Bonjour service advertised (never actually advertised in a preview).
    public var service: Service? {
        get { lock.withLock { advertised } }
        set { lock.withLock { advertised = newValue } }
    }

    /// How many more connections are delivered (`InfiniteConnectionLimit` by default).
    public var newConnectionLimit: Int {
        get { lock.withLock { limit } }
        set { lock.withLock { limit = newValue } }
    }

    /// Called with each new state.
    @preconcurrency public var stateUpdateHandler: (@Sendable (State) -> Void)? {
        get { lock.withLock { stateHandler } }
        set { lock.withLock { stateHandler = newValue } }
    }

    /// Called with each connection another device makes: never, in a preview.
    @preconcurrency public var newConnectionHandler: (@Sendable (NWConnection) -> Void)? {
        get { lock.withLock { connectionHandler } }
        set { lock.withLock { connectionHandler = newValue } }
    }

    /// Called when the advertised service is added or removed: never, in a preview.
    @preconcurrency public var serviceRegistrationUpdateHandler: (@Sendable (ServiceRegistrationChange) -> Void)? {
        get { lock.withLock { registrationHandler } }
        set { lock.withLock { registrationHandler = newValue } }
    }

    /// Starts listening: the state becomes `.waiting(.posix(.ENETDOWN))` at once (a second start
    /// does nothing).
    public func start(queue: DispatchQueue) {
        let waiting = State.waiting(.posix(.ENETDOWN))
        let deliver = lock.withLock { () -> (@Sendable (State) -> Void)? in
            guard startedQueue == nil, currentState == .setup else { return nil }
            startedQueue = queue
            currentState = waiting
            return stateHandler
        }
        deliver?(waiting)
    }

    /// Stops listening: the state becomes `.cancelled`.
    public func cancel() {
        let deliver = lock.withLock { () -> (@Sendable (State) -> Void)? in
            guard currentState != .cancelled else { return nil }
            currentState = .cancelled
            return stateHandler
        }
        deliver?(.cancelled)
    }
}

extension NWTXTRecord {
    /// A record read from its DNS bytes: length-prefixed `key=value` strings.
    public init(_ data: Data) {
        var entries: [String: String] = [:]
        var index = data.startIndex
        while index < data.endIndex {
            let length = Int(data[index])
            let start = data.index(after: index)
            let end = data.index(start, offsetBy: length, limitedBy: data.endIndex) ?? data.endIndex
            let text = String(decoding: data[start..<end], as: UTF8.self)
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if let key = parts.first, !key.isEmpty { entries[String(key)] = parts.count > 1 ? String(parts[1]) : "" }
            index = end
        }
        self.init(entries)
    }

    /// The record's DNS bytes: each `key=value` prefixed by its length, the keys in order.
    public var data: Data {
        var bytes = Data()
        for key in dictionary.keys.sorted() {
            let entry = Data("\(key)=\(dictionary[key] ?? "")".utf8.prefix(255))
            bytes.append(UInt8(entry.count))
            bytes.append(entry)
        }
        return bytes
    }
}
#endif
