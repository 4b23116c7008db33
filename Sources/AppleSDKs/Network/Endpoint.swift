#if os(Linux)
@_exported import Foundation

/// Where a connection goes (Network's `NWEndpoint`).
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    /// A host name (Network's `NWEndpoint.Host`).
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        /// A host by name, optionally on one interface.
        case name(String, NWInterface?)

        /// A host of `name`.
        public init(_ name: String) { self = .name(name, nil) }
        /// A host of a literal name.
        public init(stringLiteral value: String) { self.init(value) }
        /// The name, as the console shows it.
        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            }
        }
    }

    /// A port number (Network's `NWEndpoint.Port`).
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
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
        /// The number, as the console shows it.
        public var debugDescription: String { String(rawValue) }
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

    /// The endpoint, as the console shows it.
    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}
#endif
