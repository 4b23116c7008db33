#if os(Linux)
@_exported import Foundation
@_exported import StandInAppleFoundation
import Glibc

/// What the route to a host needs (SystemConfiguration's `SCNetworkReachabilityFlags`).
public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Reachable through a connection that comes and goes (a PPP link).
    public static let transientConnection = Self(rawValue: 1 << 0)
    /// Reachable with the current network configuration.
    public static let reachable = Self(rawValue: 1 << 1)
    /// Reachable, but a connection must be set up first.
    public static let connectionRequired = Self(rawValue: 1 << 2)
    /// A connection is set up when traffic is sent.
    public static let connectionOnTraffic = Self(rawValue: 1 << 3)
    /// The user must act to set up the connection.
    public static let interventionRequired = Self(rawValue: 1 << 4)
    /// A connection is set up on demand.
    public static let connectionOnDemand = Self(rawValue: 1 << 5)
    /// The address is one of this device's.
    public static let isLocalAddress = Self(rawValue: 1 << 16)
    /// Reached without a gateway.
    public static let isDirect = Self(rawValue: 1 << 17)
    /// Reached over the cellular network.
    public static let isWWAN = Self(rawValue: 1 << 18)
    /// The same as `connectionOnTraffic`.
    public static let connectionAutomatic = Self(rawValue: 1 << 3)
}

/// The legacy flag constants (SystemConfiguration's `kSCNetworkFlags…`), as integers.
public let kSCNetworkFlagsTransientConnection = 1 << 0
/// Reachable with the current configuration.
public let kSCNetworkFlagsReachable = 1 << 1
/// A connection must be set up first.
public let kSCNetworkFlagsConnectionRequired = 1 << 2
/// A connection is set up when traffic is sent.
public let kSCNetworkFlagsConnectionAutomatic = 1 << 3
/// The user must act to set up the connection.
public let kSCNetworkFlagsInterventionRequired = 1 << 4
/// The address is one of this device's.
public let kSCNetworkFlagsIsLocalAddress = 1 << 16
/// Reached without a gateway.
public let kSCNetworkFlagsIsDirect = 1 << 17

/// A watched route to a host or address (SystemConfiguration's `SCNetworkReachability`): a preview's
/// device is online over Wi-Fi, as the Network stand-in's path is, so every target is reachable
/// and the flags never change.
public final class SCNetworkReachability: @unchecked Sendable {
    init() {}
}

/// What a reachability callback is given (SystemConfiguration's `SCNetworkReachabilityContext`).
public struct SCNetworkReachabilityContext {
    /// The structure's version: 0.
    public var version: CFIndex
    /// The caller's pointer, handed to the callback.
    public var info: UnsafeMutableRawPointer?
    /// Retains `info`.
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    /// Releases `info`.
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// Describes `info`.
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?
    /// A context of all its parts.
    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
    /// An empty context.
    public init() {
        self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
    }
}

/// A reachability change callback (SystemConfiguration's `SCNetworkReachabilityCallBack`, a C
/// function there; a capture-free closure is both): never called in a preview, where nothing changes.
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// A reachability of `address`.
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability()
}

/// A reachability of the route between two addresses.
public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability? {
    SCNetworkReachability()
}

/// A reachability of the host `nodename`.
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability()
}

/// Reads the flags of `target`: reachable, directly over Wi-Fi; true, as they are known.
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = .reachable
    return true
}

/// Sets the callback called when `target` changes: accepted, and never called.
@discardableResult
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    true
}

/// Delivers `target`'s changes on `queue`: accepted; there are none.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    true
}

extension sockaddr_in {
    /// The structure's length, which Apple's sockets carry and Linux's do not: reads the size,
    /// and setting it (as reachability code does) changes nothing.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// The structure's length (Apple's sockets carry it; Linux's do not): reads the size.
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
#endif
