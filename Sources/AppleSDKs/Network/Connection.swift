#if os(Linux)
@_exported import Foundation

/// A connection to an endpoint (Network's `NWConnection`): in a preview it never becomes ready.
/// Started, it waits for a network it cannot use (`.waiting(.posix(.ENETDOWN))`) and reports an
/// unsatisfied path once; its viability and better-path handlers are never called; sends and
/// receives complete with `.posix(.ENOTCONN)`.
public final class NWConnection: @unchecked Sendable, CustomDebugStringConvertible {
    /// A connection's state (Network's `NWConnection.State`).
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Waiting for a usable network.
        case waiting(NWError)
        /// Connecting.
        case preparing
        /// Connected.
        case ready
        /// Failed.
        case failed(NWError)
        /// Cancelled.
        case cancelled
    }

    /// What a message belongs to (Network's `NWConnection.ContentContext`).
    public final class ContentContext: @unchecked Sendable {
        /// The context's identifier.
        public let identifier: String
        /// How long, in milliseconds, the message may wait to be sent (0: forever).
        public let expirationMilliseconds: UInt64
        /// The message's priority, from 0 to 1.
        public let relativePriority: Double
        /// Whether the message is the last one.
        public let isFinal: Bool
        /// The context that must be sent first.
        public let antecedent: ContentContext?
        /// Each protocol's metadata of the message (a WebSocket message's opcode).
        public let protocolMetadata: [NWProtocolMetadata]

        /// A context (Network's `init(identifier:expiration:priority:isFinal:antecedent:metadata:)`).
        public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false,
                    antecedent: ContentContext? = nil, metadata: [NWProtocolMetadata]? = []) {
            self.identifier = identifier
            expirationMilliseconds = expiration
            relativePriority = priority
            self.isFinal = isFinal
            self.antecedent = antecedent
            protocolMetadata = metadata ?? []
        }

        /// The metadata of the protocol `definition` names, if the message has some.
        public func protocolMetadata(definition: NWProtocolDefinition) -> NWProtocolMetadata? {
            protocolMetadata.first { $0.definition == definition }
        }

        /// A message of the default context.
        public static let defaultMessage = ContentContext(identifier: "default")
        /// The last message.
        public static let finalMessage = ContentContext(identifier: "final", isFinal: true)
        /// A stream's data.
        public static let defaultStream = ContentContext(identifier: "stream")
    }

    /// What to call when data was sent (Network's `NWConnection.SendCompletion`).
    public enum SendCompletion: Sendable {
        /// Called once the data was processed, with an error if it failed.
        case contentProcessed(@Sendable (NWError?) -> Void)
        /// Nothing is called.
        case idempotent
    }

    private let lock = NSLock()
    private var currentState = State.setup
    private var handler: (@Sendable (State) -> Void)?
    private var pathHandler: (@Sendable (NWPath) -> Void)?
    private var viabilityHandler: (@Sendable (Bool) -> Void)?
    private var betterPathHandler: (@Sendable (Bool) -> Void)?
    private var path: NWPath?
    private var startedQueue: DispatchQueue?

    /// The endpoint.
    public let endpoint: NWEndpoint
    /// The parameters.
    public let parameters: NWParameters
    /// The queue events are delivered on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }
    /// The connection, as the console shows it.
    public var debugDescription: String { "[C] \(endpoint.debugDescription) \(state)" }

    /// A connection to `host` on `port`.
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// A connection to `endpoint`.
    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    /// The state: never `.ready` in a preview.
    public var state: State { lock.withLock { currentState } }
    /// The path the connection uses: nil until started, then the preview's unsatisfied one.
    public var currentPath: NWPath? { lock.withLock { path } }
    /// The largest datagram the connection can send: 0, as it never connects in a preview.
    public var maximumDatagramSize: Int { 0 }

    /// Called with each new state.
    @preconcurrency public var stateUpdateHandler: (@Sendable (State) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// Called with each new path: once, when the connection starts, with an unsatisfied path.
    @preconcurrency public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { pathHandler } }
        set { lock.withLock { pathHandler = newValue } }
    }

    /// Called when a ready connection can or cannot send and receive: never, in a preview.
    @preconcurrency public var viabilityUpdateHandler: (@Sendable (Bool) -> Void)? {
        get { lock.withLock { viabilityHandler } }
        set { lock.withLock { viabilityHandler = newValue } }
    }

    /// Called when a better path than the current one appears or goes: never, in a preview.
    @preconcurrency public var betterPathUpdateHandler: (@Sendable (Bool) -> Void)? {
        get { lock.withLock { betterPathHandler } }
        set { lock.withLock { betterPathHandler = newValue } }
    }

    /// Starts connecting: the state becomes `.preparing`, then `.waiting(.posix(.ENETDOWN))`, and
    /// the path handler is told of the unsatisfied path (a second start does nothing).
    public func start(queue: DispatchQueue) {
        let unsatisfied = NWPath.preview(allowingWiFi: false)
        let (starts, deliverPath) = lock.withLock { () -> (Bool, (@Sendable (NWPath) -> Void)?) in
            guard startedQueue == nil, currentState == .setup else { return (false, nil) }
            startedQueue = queue
            path = unsatisfied
            return (true, pathHandler)
        }
        guard starts else { return }
        move(to: .preparing)
        deliverPath?(unsatisfied)
        move(to: .waiting(.posix(.ENETDOWN)))
    }

    /// Tries a waiting connection again: it waits again, as the preview has no network.
    public func restart() {
        guard case .waiting = state else { return }
        move(to: .preparing)
        move(to: .waiting(.posix(.ENETDOWN)))
    }

    /// Cancels the connection: the state becomes `.cancelled`.
    public func cancel() { move(to: .cancelled) }

    /// Cancels the connection at once, without a graceful close: the state becomes `.cancelled`.
    public func forceCancel() { move(to: .cancelled) }

    /// Runs `block`, whose sends and receives the system may coalesce.
    public func batch(_ block: () -> Void) { block() }

    /// Sends `content`: nothing is sent, the completion is told the connection is not connected.
    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
                     completion: SendCompletion) {
        if case .contentProcessed(let done) = completion { done(.posix(.ENOTCONN)) }
    }

    /// Receives data: nothing arrives, the completion is told the connection is not connected.
    @preconcurrency public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                                        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        completion(nil, nil, false, .posix(.ENOTCONN))
    }

    /// Receives a whole message: nothing arrives, the completion is told the connection is not connected.
    @preconcurrency public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        completion(nil, nil, false, .posix(.ENOTCONN))
    }

    /// The metadata a connected protocol reports: none, as the connection never connects.
    public func metadata(definition: NWProtocolDefinition) -> NWProtocolMetadata? { nil }

    private func move(to state: State) {
        let deliver = lock.withLock { () -> (@Sendable (State) -> Void)? in
            guard currentState != .cancelled else { return nil }
            currentState = state
            return handler
        }
        deliver?(state)
    }
}
#endif
