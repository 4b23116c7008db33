#if os(Linux)
@_exported import Foundation

/// A DNS Service Discovery error code (dns_sd's `DNSServiceErrorType`), as `NWError.dns` carries it.
public typealias DNSServiceErrorType = Int32

/// A Network framework error (Network's `NWError`).
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// A POSIX error.
    case posix(POSIXErrorCode)
    /// A DNS error in resolving, browsing or advertising (a `DNSServiceErrorType`, such as
    /// `kDNSServiceErr_PolicyDenied` when the user denied local network access).
    case dns(DNSServiceErrorType)
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

// The error codes of DNS Service Discovery (dns_sd's anonymous enumeration, which Swift imports
// as `Int` constants: apps write `NWError.dns(DNSServiceErrorType(kDNSServiceErr_PolicyDenied))`).

/// No error (dns_sd's `kDNSServiceErr_NoError`).
public let kDNSServiceErr_NoError = 0
/// An unknown error (dns_sd's `kDNSServiceErr_Unknown`).
public let kDNSServiceErr_Unknown = -65537
/// The name does not exist (dns_sd's `kDNSServiceErr_NoSuchName`).
public let kDNSServiceErr_NoSuchName = -65538
/// Out of memory (dns_sd's `kDNSServiceErr_NoMemory`).
public let kDNSServiceErr_NoMemory = -65539
/// A bad parameter (dns_sd's `kDNSServiceErr_BadParam`).
public let kDNSServiceErr_BadParam = -65540
/// A bad reference (dns_sd's `kDNSServiceErr_BadReference`).
public let kDNSServiceErr_BadReference = -65541
/// A bad state (dns_sd's `kDNSServiceErr_BadState`).
public let kDNSServiceErr_BadState = -65542
/// Bad flags (dns_sd's `kDNSServiceErr_BadFlags`).
public let kDNSServiceErr_BadFlags = -65543
/// Not supported (dns_sd's `kDNSServiceErr_Unsupported`).
public let kDNSServiceErr_Unsupported = -65544
/// Not initialized (dns_sd's `kDNSServiceErr_NotInitialized`).
public let kDNSServiceErr_NotInitialized = -65545
/// Already registered (dns_sd's `kDNSServiceErr_AlreadyRegistered`).
public let kDNSServiceErr_AlreadyRegistered = -65547
/// The service's name is taken (dns_sd's `kDNSServiceErr_NameConflict`).
public let kDNSServiceErr_NameConflict = -65548
/// Invalid (dns_sd's `kDNSServiceErr_Invalid`).
public let kDNSServiceErr_Invalid = -65549
/// Blocked by a firewall (dns_sd's `kDNSServiceErr_Firewall`).
public let kDNSServiceErr_Firewall = -65550
/// The client library and daemon do not match (dns_sd's `kDNSServiceErr_Incompatible`).
public let kDNSServiceErr_Incompatible = -65551
/// A bad interface index (dns_sd's `kDNSServiceErr_BadInterfaceIndex`).
public let kDNSServiceErr_BadInterfaceIndex = -65552
/// Refused (dns_sd's `kDNSServiceErr_Refused`).
public let kDNSServiceErr_Refused = -65553
/// The record does not exist (dns_sd's `kDNSServiceErr_NoSuchRecord`).
public let kDNSServiceErr_NoSuchRecord = -65554
/// Not authorized (dns_sd's `kDNSServiceErr_NoAuth`).
public let kDNSServiceErr_NoAuth = -65555
/// The key does not exist (dns_sd's `kDNSServiceErr_NoSuchKey`).
public let kDNSServiceErr_NoSuchKey = -65556
/// NAT traversal failed (dns_sd's `kDNSServiceErr_NATTraversal`).
public let kDNSServiceErr_NATTraversal = -65557
/// Behind two NATs (dns_sd's `kDNSServiceErr_DoubleNAT`).
public let kDNSServiceErr_DoubleNAT = -65558
/// A bad time (dns_sd's `kDNSServiceErr_BadTime`).
public let kDNSServiceErr_BadTime = -65559
/// A bad signature (dns_sd's `kDNSServiceErr_BadSig`).
public let kDNSServiceErr_BadSig = -65560
/// A bad key (dns_sd's `kDNSServiceErr_BadKey`).
public let kDNSServiceErr_BadKey = -65561
/// A passing failure (dns_sd's `kDNSServiceErr_Transient`).
public let kDNSServiceErr_Transient = -65562
/// The DNS service daemon is not running (dns_sd's `kDNSServiceErr_ServiceNotRunning`).
public let kDNSServiceErr_ServiceNotRunning = -65563
/// The NAT does not map ports (dns_sd's `kDNSServiceErr_NATPortMappingUnsupported`).
public let kDNSServiceErr_NATPortMappingUnsupported = -65564
/// The NAT's port mapping is off (dns_sd's `kDNSServiceErr_NATPortMappingDisabled`).
public let kDNSServiceErr_NATPortMappingDisabled = -65565
/// There is no router (dns_sd's `kDNSServiceErr_NoRouter`).
public let kDNSServiceErr_NoRouter = -65566
/// Polling mode (dns_sd's `kDNSServiceErr_PollingMode`).
public let kDNSServiceErr_PollingMode = -65567
/// Timed out (dns_sd's `kDNSServiceErr_Timeout`).
public let kDNSServiceErr_Timeout = -65568
/// The connection to the daemon was lost (dns_sd's `kDNSServiceErr_DefunctConnection`).
public let kDNSServiceErr_DefunctConnection = -65569
/// The user denied local network access (dns_sd's `kDNSServiceErr_PolicyDenied`).
public let kDNSServiceErr_PolicyDenied = -65570
/// Not permitted (dns_sd's `kDNSServiceErr_NotPermitted`).
public let kDNSServiceErr_NotPermitted = -65571
#endif
