#if os(Linux)
@_exported import Foundation

/// A Network framework error (Network's `NWError`).
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// A POSIX error.
    case posix(POSIXErrorCode)
    /// A DNS error (a `DNSServiceErrorType`).
    case dns(Int32)
    /// A TLS error (an `OSStatus`).
    case tls(Int32)

    /// The error, as the console shows it.
    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue))"
        case .dns(let code): "DNSServiceErrorType(\(code))"
        case .tls(let status): "OSStatus(\(status))"
        }
    }
}

/// Where a connection goes (Network's `NWEndpoint`).
public enum NWEndpoint: Hashable, Sendable {
    /// A host name (Network's `NWEndpoint.Host`).
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral {
        /// A host by name, optionally on one interface.
        case name(String, NWInterface?)

        /// A host of `name`.
        public init(_ name: String) { self = .name(name, nil) }
        /// A host of a literal name.
        public init(stringLiteral value: String) { self.init(value) }
    }

    /// A port number (Network's `NWEndpoint.Port`).
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral {
        /// The number.
        public let rawValue: UInt16
        /// A port of `rawValue`.
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        /// A port of a decimal string, or nil.
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }
        /// A port of a literal number.
        public init(integerLiteral value: UInt16) { rawValue = value }
        /// Any port the system picks.
        public static let any: Port = 0
        /// HTTP's port, 80.
        public static let http: Port = 80
        /// HTTPS's port, 443.
        public static let https: Port = 443
    }

    /// A host and port.
    case hostPort(host: Host, port: Port)
    /// A Bonjour service.
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A Unix domain socket.
    case unix(path: String)
    /// A URL.
    case url(URL)
}

/// How a connection is made (Network's `NWParameters`).
public final class NWParameters: @unchecked Sendable {
    /// Only interfaces of this kind are used.
    public var requiredInterfaceType = NWInterface.InterfaceType.other
    /// Interfaces of these kinds are not used.
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    /// Whether expensive interfaces are avoided.
    public var prohibitExpensivePaths = false
    /// Whether Low Data Mode interfaces are avoided.
    public var prohibitConstrainedPaths = false
    /// Whether peer-to-peer interfaces are used.
    public var includePeerToPeer = false
    /// Default parameters.
    public init() {}
    /// TCP.
    public static var tcp: NWParameters { NWParameters() }
    /// UDP.
    public static var udp: NWParameters { NWParameters() }
    /// TLS over TCP.
    public static var tls: NWParameters { NWParameters() }
}

/// A connection to an endpoint (Network's `NWConnection`): in a preview it never becomes ready.
/// Started, it waits for a network it cannot use (`.waiting(.posix(.ENETDOWN))`); sends and
/// receives complete with `.posix(.ENOTCONN)`.
public final class NWConnection: @unchecked Sendable {
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
        /// Whether the message is the last one.
        public let isFinal: Bool
        /// A context.
        public init(identifier: String, isFinal: Bool = false) {
            self.identifier = identifier
            self.isFinal = isFinal
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
    private var startedQueue: DispatchQueue?

    /// The endpoint.
    public let endpoint: NWEndpoint
    /// The parameters.
    public let parameters: NWParameters
    /// The queue events are delivered on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

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

    /// Called with each new state.
    @preconcurrency public var stateUpdateHandler: (@Sendable (State) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// Starts connecting: the state becomes `.preparing`, then `.waiting(.posix(.ENETDOWN))`.
    public func start(queue: DispatchQueue) {
        lock.withLock { startedQueue = queue }
        move(to: .preparing)
        move(to: .waiting(.posix(.ENETDOWN)))
    }

    /// Cancels the connection: the state becomes `.cancelled`.
    public func cancel() { move(to: .cancelled) }

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
