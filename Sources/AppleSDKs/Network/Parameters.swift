#if os(Linux)
@_exported import Foundation

/// How a connection, listener or browser uses the network (Network's `NWParameters`): the
/// settings and protocol stack are kept as set; a preview never connects with them.
public final class NWParameters: @unchecked Sendable, CustomDebugStringConvertible {
    /// The protocols a connection uses, from the application's down to IP (Network's
    /// `NWParameters.ProtocolStack`).
    public final class ProtocolStack: @unchecked Sendable {
        /// The application protocols, the outermost first (such as WebSocket or TLS).
        public var applicationProtocols: [NWProtocolOptions]
        /// The transport protocol (TCP or UDP).
        public var transportProtocol: NWProtocolOptions?
        /// The internet protocol's options.
        public var internetProtocol: NWProtocolOptions?

        init(applicationProtocols: [NWProtocolOptions] = [], transportProtocol: NWProtocolOptions? = nil) {
            self.applicationProtocols = applicationProtocols
            self.transportProtocol = transportProtocol
            internetProtocol = NWProtocolIP.Options()
        }
    }

    /// The traffic class of a connection (Network's `NWParameters.ServiceClass`).
    public enum ServiceClass: Sendable, Hashable {
        case bestEffort, background, interactiveVideo, interactiveVoice, responsiveData, signaling
    }

    /// How a connection uses several interfaces at once (Network's `NWParameters.MultipathServiceType`).
    public enum MultipathServiceType: Sendable, Hashable {
        case disabled, handover, interactive, aggregate
    }

    /// The protocol stack.
    public var defaultProtocolStack: ProtocolStack
    /// Only interfaces of this kind are used (`.other`: any).
    public var requiredInterfaceType = NWInterface.InterfaceType.other
    /// Only this interface is used.
    public var requiredInterface: NWInterface?
    /// Interfaces of these kinds are not used.
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    /// These interfaces are not used.
    public var prohibitedInterfaces: [NWInterface]?
    /// Whether expensive interfaces are avoided.
    public var prohibitExpensivePaths = false
    /// Whether Low Data Mode interfaces are avoided.
    public var prohibitConstrainedPaths = false
    /// Whether peer-to-peer interfaces (AWDL) are used.
    public var includePeerToPeer = false
    /// Whether a listener's or connection's local port may be reused by another.
    public var allowLocalEndpointReuse = false
    /// Whether a listener accepts only connections from this device.
    public var acceptLocalOnly = false
    /// Whether data may be sent with the handshake (TCP Fast Open).
    public var allowFastOpen = false
    /// Whether proxies are avoided.
    public var preferNoProxies = false
    /// The local address and port to use.
    public var requiredLocalEndpoint: NWEndpoint?
    /// The traffic class.
    public var serviceClass = ServiceClass.bestEffort
    /// How several interfaces are used.
    public var multipathServiceType = MultipathServiceType.disabled

    /// Parameters with an empty protocol stack.
    public init() { defaultProtocolStack = ProtocolStack() }

    /// TLS over TCP, or plain TCP when `tls` is nil (Network's `init(tls:tcp:)`).
    public convenience init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        self.init()
        defaultProtocolStack = ProtocolStack(applicationProtocols: tls.map { [$0] } ?? [], transportProtocol: tcp)
    }

    /// DTLS over UDP, or plain UDP when `dtls` is nil (Network's `init(dtls:udp:)`).
    public convenience init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {
        self.init()
        defaultProtocolStack = ProtocolStack(applicationProtocols: dtls.map { [$0] } ?? [], transportProtocol: udp)
    }

    /// TCP.
    public static var tcp: NWParameters { NWParameters(tls: nil) }
    /// UDP.
    public static var udp: NWParameters { NWParameters(dtls: nil) }
    /// TLS over TCP.
    public static var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }
    /// DTLS over UDP.
    public static var dtls: NWParameters { NWParameters(dtls: NWProtocolTLS.Options()) }

    /// A copy whose settings can change apart from these (the protocol options are shared).
    public func copy() -> NWParameters {
        let copy = NWParameters()
        copy.defaultProtocolStack = ProtocolStack(applicationProtocols: defaultProtocolStack.applicationProtocols,
                                                  transportProtocol: defaultProtocolStack.transportProtocol)
        copy.defaultProtocolStack.internetProtocol = defaultProtocolStack.internetProtocol
        copy.requiredInterfaceType = requiredInterfaceType
        copy.requiredInterface = requiredInterface
        copy.prohibitedInterfaceTypes = prohibitedInterfaceTypes
        copy.prohibitedInterfaces = prohibitedInterfaces
        copy.prohibitExpensivePaths = prohibitExpensivePaths
        copy.prohibitConstrainedPaths = prohibitConstrainedPaths
        copy.includePeerToPeer = includePeerToPeer
        copy.allowLocalEndpointReuse = allowLocalEndpointReuse
        copy.acceptLocalOnly = acceptLocalOnly
        copy.allowFastOpen = allowFastOpen
        copy.preferNoProxies = preferNoProxies
        copy.requiredLocalEndpoint = requiredLocalEndpoint
        copy.serviceClass = serviceClass
        copy.multipathServiceType = multipathServiceType
        return copy
    }

    /// The protocol stack, as the console shows it.
    public var debugDescription: String {
        let stack = defaultProtocolStack.applicationProtocols + [defaultProtocolStack.transportProtocol].compactMap { $0 }
        return stack.map(\.definition.name).joined(separator: ", ")
    }
}
#endif
