#if os(Linux)
@_exported import Foundation

/// The identity of a protocol, for finding its metadata (Network's `NWProtocolDefinition`).
public final class NWProtocolDefinition: Equatable, @unchecked Sendable, CustomDebugStringConvertible {
    /// The protocol's name, such as "tcp".
    public let name: String
    init(name: String) { self.name = name }
    /// Whether two definitions name the same protocol.
    public static func == (lhs: NWProtocolDefinition, rhs: NWProtocolDefinition) -> Bool { lhs.name == rhs.name }
    /// The name, as the console shows it.
    public var debugDescription: String { name }
}

/// A protocol of the Network framework (Network's `NWProtocol`).
public class NWProtocol: @unchecked Sendable {}

/// A protocol's settings in a protocol stack (Network's `NWProtocolOptions`).
public class NWProtocolOptions: @unchecked Sendable {
    /// The protocol the settings are for.
    let definition: NWProtocolDefinition
    init(definition: NWProtocolDefinition) { self.definition = definition }
}

/// What a protocol tells of a message or connection (Network's `NWProtocolMetadata`).
public class NWProtocolMetadata: @unchecked Sendable {
    /// The protocol the metadata is from.
    let definition: NWProtocolDefinition
    init(definition: NWProtocolDefinition) { self.definition = definition }
}

/// The Transmission Control Protocol (Network's `NWProtocolTCP`).
public final class NWProtocolTCP: NWProtocol, @unchecked Sendable {
    /// TCP's definition.
    public static let definition = NWProtocolDefinition(name: "tcp")

    /// TCP's settings (Network's `NWProtocolTCP.Options`), kept as set.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Whether small writes are sent at once (Nagle's algorithm off).
        public var noDelay = false
        /// Whether data is held until the buffer is full.
        public var noPush = false
        /// Whether TCP options are left out.
        public var noOptions = false
        /// Whether keep-alive probes are sent.
        public var enableKeepalive = false
        /// How many unanswered probes end the connection.
        public var keepaliveCount = 0
        /// How many idle seconds pass before the first probe.
        public var keepaliveIdle = 0
        /// How many seconds pass between probes.
        public var keepaliveInterval = 0
        /// The largest segment, in bytes (0: the system's choice).
        public var maximumSegmentSize = 0
        /// How many seconds connecting may take (0: the system's limit).
        public var connectionTimeout = 0
        /// How many seconds a zero window may persist.
        public var persistTimeout = 0
        /// How many seconds unacknowledged data may wait before the connection drops.
        public var connectionDropTime = 0
        /// Whether a FIN is retransmitted only once.
        public var retransmitFinDrop = false
        /// Whether every packet is acknowledged.
        public var disableAckStretching = false
        /// Whether TCP Fast Open is used.
        public var enableFastOpen = false
        /// Whether Explicit Congestion Notification is off.
        public var disableECN = false
        /// TCP's default settings.
        public init() { super.init(definition: NWProtocolTCP.definition) }
    }
}

/// Transport Layer Security (Network's `NWProtocolTLS`).
public final class NWProtocolTLS: NWProtocol, @unchecked Sendable {
    /// TLS's definition.
    public static let definition = NWProtocolDefinition(name: "tls")

    /// TLS's settings (Network's `NWProtocolTLS.Options`); the Security framework's detailed
    /// options are not part of this stand-in.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// TLS's default settings.
        public init() { super.init(definition: NWProtocolTLS.definition) }
    }
}

/// The User Datagram Protocol (Network's `NWProtocolUDP`).
public final class NWProtocolUDP: NWProtocol, @unchecked Sendable {
    /// UDP's definition.
    public static let definition = NWProtocolDefinition(name: "udp")

    /// UDP's settings (Network's `NWProtocolUDP.Options`), kept as set.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Whether datagrams are sent without a checksum.
        public var preferNoChecksum = false
        /// UDP's default settings.
        public init() { super.init(definition: NWProtocolUDP.definition) }
    }
}

/// The Internet Protocol (Network's `NWProtocolIP`).
public final class NWProtocolIP: NWProtocol, @unchecked Sendable {
    /// IP's definition.
    public static let definition = NWProtocolDefinition(name: "ip")

    /// IP's settings (Network's `NWProtocolIP.Options`), kept as set.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Which IP version is used (Network's `NWProtocolIP.Options.Version`).
        public enum Version: Sendable, Hashable { case any, v4, v6 }
        /// The IP version.
        public var version = Version.any
        /// The packets' hop limit (0: the system's).
        public var hopLimit: UInt8 = 0
        /// Whether the smallest MTU is used.
        public var useMinimumMTU = false
        /// Whether packets may not be fragmented.
        public var disableFragmentation = false
        /// Whether the time a packet arrived is recorded.
        public var shouldCalculateReceiveTime = false
        init() { super.init(definition: NWProtocolIP.definition) }
    }
}

/// The WebSocket protocol (Network's `NWProtocolWebSocket`).
public final class NWProtocolWebSocket: NWProtocol, @unchecked Sendable {
    /// WebSocket's definition.
    public static let definition = NWProtocolDefinition(name: "websocket")

    /// A WebSocket protocol version (Network's `NWProtocolWebSocket.Version`).
    public enum Version: Sendable, Hashable { case version13 }

    /// A WebSocket frame's kind (Network's `NWProtocolWebSocket.Opcode`).
    public enum Opcode: Int, Sendable, Hashable {
        case cont = 0, text = 1, binary = 2, close = 8, ping = 9, pong = 10
    }

    /// Why a WebSocket closed (Network's `NWProtocolWebSocket.CloseCode`).
    public enum CloseCode: Sendable, Hashable {
        /// A code the protocol defines (Network's `NWProtocolWebSocket.CloseCode.Defined`).
        public enum Defined: UInt16, Sendable, Hashable {
            case normalClosure = 1000, goingAway = 1001, protocolError = 1002, unsupportedData = 1003, noStatusReceived = 1005,
                 abnormalClosure = 1006, invalidFramePayloadData = 1007, policyViolation = 1008, messageTooBig = 1009,
                 mandatoryExtension = 1010, internalServerError = 1011, tlsHandshake = 1015
        }
        /// A defined code.
        case protocolCode(Defined)
        /// A code an application registered (3000–3999).
        case applicationCode(UInt16)
        /// A private code (4000–4999).
        case privateCode(UInt16)
    }

    /// WebSocket's settings (Network's `NWProtocolWebSocket.Options`), kept as set.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// The protocol version.
        public let version: Version
        /// Whether pings are answered with pongs by the system.
        public var autoReplyPing = false
        /// The largest message accepted, in bytes.
        public var maximumMessageSize = 0
        /// Whether the HTTP handshake is skipped.
        public var skipHandshake = false
        /// The extra HTTP headers of the handshake.
        private(set) var additionalHeaders: [(name: String, value: String)] = []
        /// The subprotocols offered in the handshake.
        private(set) var subprotocols: [String] = []

        /// WebSocket's settings for `version`.
        public init(_ version: Version = .version13) {
            self.version = version
            super.init(definition: NWProtocolWebSocket.definition)
        }

        /// Sets the extra HTTP headers of the handshake.
        public func setAdditionalHeaders(_ additionalHeaders: [(name: String, value: String)]) {
            self.additionalHeaders = additionalHeaders
        }

        /// Sets the subprotocols offered in the handshake.
        public func setSubprotocols(_ subprotocols: [String]) { self.subprotocols = subprotocols }
    }

    /// A WebSocket message's metadata (Network's `NWProtocolWebSocket.Metadata`).
    public final class Metadata: NWProtocolMetadata, @unchecked Sendable {
        /// The frame's kind.
        public let opcode: Opcode
        /// Why the socket closed, for a close frame.
        public var closeCode = CloseCode.protocolCode(.normalClosure)

        /// Metadata of a frame of `opcode`.
        public init(opcode: Opcode) {
            self.opcode = opcode
            super.init(definition: NWProtocolWebSocket.definition)
        }

        /// Calls `pongHandler` when the pong answering this ping arrives: never, in a preview.
        public func setPongHandler(_ queue: DispatchQueue, handler pongHandler: @escaping @Sendable (NWError?) -> Void) {}
    }
}
#endif
