#if os(Linux)
@_exported import Foundation

/// A network interface of the device (Network's `NWInterface`): a preview's device has one,
/// Wi-Fi `en0`.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kind of an interface (Network's `NWInterface.InterfaceType`).
    public enum InterfaceType: Hashable, Sendable {
        /// A virtual or unknown interface.
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular data.
        case cellular
        /// A wired Ethernet link.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name, such as `en0`.
    public let name: String
    /// The interface's index in the system.
    public let index: Int
    /// The name and kind, as the console shows them.
    public var debugDescription: String { "\(name)[\(type)]" }

    /// The preview's Wi-Fi interface.
    static let previewWiFi = NWInterface(type: .wifi, name: "en0", index: 1)
}

/// A network path: whether the device can reach the network, and over what (Network's
/// `NWPath`). A preview's path is satisfied by Wi-Fi, neither expensive nor constrained.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether a path can be used (Network's `NWPath.Status`).
    public enum Status: Hashable, Sendable {
        /// The path can send and receive data.
        case satisfied
        /// The path cannot be used.
        case unsatisfied
        /// The path could be used once a connection (such as a VPN on demand) is made.
        case requiresConnection
    }

    /// Why a path is unsatisfied (Network's `NWPath.UnsatisfiedReason`).
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No reason given, or the path is satisfied.
        case notAvailable
        /// The user turned off cellular data for the app.
        case cellularDenied
        /// The user turned off Wi-Fi for the app.
        case wifiDenied
        /// The user denied local network access.
        case localNetworkDenied
        /// A required VPN is not active.
        case vpnInactive
    }

    /// Whether the path can be used.
    public let status: Status
    /// Why the path is unsatisfied: `.notAvailable` when it is satisfied.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path may use, in order of preference.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system considers expensive, such as cellular data.
    public let isExpensive: Bool
    /// Whether the path is in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path can reach IPv4 addresses.
    public let supportsIPv4: Bool
    /// Whether the path can reach IPv6 addresses.
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server.
    public let supportsDNS: Bool

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// The status and interfaces, as the console shows them.
    public var debugDescription: String {
        "\(status), interfaces: \(availableInterfaces.map(\.debugDescription).joined(separator: ", "))"
    }

    /// The preview's path when Wi-Fi is allowed, or an unsatisfied one.
    static func preview(allowingWiFi: Bool) -> NWPath {
        NWPath(status: allowingWiFi ? .satisfied : .unsatisfied, unsatisfiedReason: .notAvailable,
               availableInterfaces: allowingWiFi ? [.previewWiFi] : [], isExpensive: false, isConstrained: false,
               supportsIPv4: allowingWiFi, supportsIPv6: allowingWiFi, supportsDNS: allowingWiFi)
    }
}

/// Watches the device's network path (Network's `NWPathMonitor`): in a preview the path is
/// satisfied by Wi-Fi, and it is delivered once, at once, when the monitor starts (a monitor that
/// requires another kind of interface, or prohibits Wi-Fi, sees an unsatisfied path).
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var startedQueue: DispatchQueue?
    private var isCancelled = false

    /// The path the monitor sees.
    public let currentPath: NWPath

    /// A monitor of every kind of interface.
    public init() {
        currentPath = .preview(allowingWiFi: true)
    }

    /// A monitor of interfaces of `requiredInterfaceType` only.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        currentPath = .preview(allowingWiFi: requiredInterfaceType == .wifi)
    }

    /// A monitor of every kind of interface but `prohibitedInterfaceTypes`.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        currentPath = .preview(allowingWiFi: !prohibitedInterfaceTypes.contains(.wifi))
    }

    /// Called with each new path; in a preview, once when the monitor starts.
    @preconcurrency public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The queue the monitor delivers paths on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts watching: calls `pathUpdateHandler` with the path at once (a second start does nothing).
    public func start(queue: DispatchQueue) {
        let deliver: (@Sendable (NWPath) -> Void)? = lock.withLock {
            guard startedQueue == nil, !isCancelled else { return nil }
            startedQueue = queue
            return handler
        }
        deliver?(currentPath)
    }

    /// Stops watching: no path is delivered after this.
    public func cancel() {
        lock.withLock { isCancelled = true }
    }
}

extension NWPathMonitor: AsyncSequence {
    /// Each path is an element.
    public typealias Element = NWPath

    /// Iterates the monitor's paths (Network's `NWPathMonitor.Iterator`): in a preview, the
    /// current path once, then the sequence ends.
    public struct Iterator: AsyncIteratorProtocol {
        var path: NWPath?

        /// The next path, or nil once the preview's one path was given.
        public mutating func next() async -> NWPath? {
            defer { path = nil }
            return path
        }
    }

    /// Paths as they change, from now on: in a preview, the current path once.
    public func makeAsyncIterator() -> Iterator {
        Iterator(path: currentPath)
    }
}
#endif
