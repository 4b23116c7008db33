#if os(Linux)
import Foundation
import StandInAppleFoundation

// The Security framework's keychain (Linux stand-in): items kept in memory for the process, so a
// preview that stores a token and reads it back sees it, and one that reads first finds nothing,
// as a fresh simulator's keychain does. Queries are matched by class, service, account, server
// and label.

/// A result code of the Security framework (`OSStatus`).
public typealias OSStatus = Int32

/// Success.
public let errSecSuccess: OSStatus = 0
/// A bad parameter.
public let errSecParam: OSStatus = -50
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// The keychain cannot be reached.
public let errSecNotAvailable: OSStatus = -25291
/// Authentication failed.
public let errSecAuthFailed: OSStatus = -25293
/// The item exists already.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matches.
public let errSecItemNotFound: OSStatus = -25300
/// The item cannot be reached without the user.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Decoding failed.
public let errSecDecode: OSStatus = -26275
/// A key is missing an entitlement.
public let errSecMissingEntitlement: OSStatus = -34018

/// The item's class.
public let kSecClass: CFString = "class"
/// A password of an app or service.
public let kSecClassGenericPassword: CFString = "genp"
/// A password of a web site.
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// An identity.
public let kSecClassIdentity: CFString = "idnt"
/// The account.
public let kSecAttrAccount: CFString = "acct"
/// The service.
public let kSecAttrService: CFString = "svce"
/// The server.
public let kSecAttrServer: CFString = "srvr"
/// The label.
public let kSecAttrLabel: CFString = "labl"
/// The item's own data.
public let kSecAttrGeneric: CFString = "gena"
/// The access group.
public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether the item syncs with iCloud.
public let kSecAttrSynchronizable: CFString = "sync"
/// Either synced or not, in a query.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item can be read.
public let kSecAttrAccessible: CFString = "pdmn"
/// While the device is unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// After the first unlock.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// While unlocked, on this device only.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// After the first unlock, on this device only.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// While a passcode is set, on this device only.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// The item's access control.
public let kSecAttrAccessControl: CFString = "accc"
/// A key's type.
public let kSecAttrKeyType: CFString = "type"
/// An elliptic-curve key.
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
/// An RSA key.
public let kSecAttrKeyTypeRSA: CFString = "42"
/// A key's size.
public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// A key's tag.
public let kSecAttrApplicationTag: CFString = "atag"
/// Whether a key is kept.
public let kSecAttrIsPermanent: CFString = "perm"
/// A token's identifier.
public let kSecAttrTokenID: CFString = "tkid"
/// The Secure Enclave.
public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"
/// A private key's attributes.
public let kSecPrivateKeyAttrs: CFString = "private"
/// The item's data.
public let kSecValueData: CFString = "v_Data"
/// The item itself.
public let kSecValueRef: CFString = "v_Ref"
/// Whether a query returns the data.
public let kSecReturnData: CFString = "r_Data"
/// Whether a query returns the attributes.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Whether a query returns the item.
public let kSecReturnRef: CFString = "r_Ref"
/// How many items a query matches.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// The data-protection keychain.
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// The authentication context.
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// The UI a query may show.
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"

/// The items stored in this process.
private final class KeychainStore: @unchecked Sendable {
    static let shared = KeychainStore()
    private let lock = NSLock()
    private var items: [[String: Any]] = []

    private static let identifying = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrLabel, kSecAttrApplicationTag]

    private static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        identifying.allSatisfy { key in
            guard let wanted = query[key] else { return true }
            return String(describing: item[key] ?? "") == String(describing: wanted)
        }
    }

    func add(_ attributes: [String: Any]) -> OSStatus {
        lock.withLock {
            if items.contains(where: { Self.matches($0, attributes) }) { return errSecDuplicateItem }
            items.append(attributes)
            return errSecSuccess
        }
    }

    func matching(_ query: [String: Any]) -> [[String: Any]] {
        lock.withLock { items.filter { Self.matches($0, query) } }
    }

    func update(_ query: [String: Any], _ changes: [String: Any]) -> OSStatus {
        lock.withLock {
            var found = false
            for index in items.indices where Self.matches(items[index], query) {
                items[index].merge(changes) { _, new in new }
                found = true
            }
            return found ? errSecSuccess : errSecItemNotFound
        }
    }

    func delete(_ query: [String: Any]) -> OSStatus {
        lock.withLock {
            let before = items.count
            items.removeAll { Self.matches($0, query) }
            return items.count < before ? errSecSuccess : errSecItemNotFound
        }
    }
}

/// Adds an item to the keychain.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    KeychainStore.shared.add(attributes)
}

/// Finds items matching `query`: their data, attributes or both, as the query asks.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let found = KeychainStore.shared.matching(query)
    guard let first = found.first else { return errSecItemNotFound }
    let wantsAll = String(describing: query[kSecMatchLimit] ?? "") == kSecMatchLimitAll
    let wantsAttributes = (query[kSecReturnAttributes] as? Bool) == true
    func value(_ item: [String: Any]) -> Any {
        wantsAttributes ? item : (item[kSecValueData] ?? Data())
    }
    result?.pointee = (wantsAll ? found.map(value) as [Any] : value(first)) as AnyObject
    return errSecSuccess
}

/// Changes the items matching `query`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    KeychainStore.shared.update(query, attributesToUpdate)
}

/// Deletes the items matching `query`.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    KeychainStore.shared.delete(query)
}

/// A result code's message.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    "OSStatus \(status)"
}

/// A source of random bytes (Security's `SecRandomRef`).
public final class SecRandom: @unchecked Sendable {}
/// A source of random bytes.
public typealias SecRandomRef = SecRandom
/// The system's random source.
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for index in 0..<max(0, count) { bytes.storeBytes(of: UInt8.random(in: 0...255, using: &generator), toByteOffset: index, as: UInt8.self) }
    return errSecSuccess
}

/// Who may read an item (Security's `SecAccessControl`).
public final class SecAccessControl: @unchecked Sendable {}

/// What reading an item asks of the user (Security's `SecAccessControlCreateFlags`).
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    /// The flags' bits.
    public let rawValue: UInt
    /// Flags of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The passcode or biometry.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1)
    /// Any enrolled biometry.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 2)
    /// The biometry enrolled now.
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 8)
    /// The passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 16)
    /// A private key's use.
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
}

/// An access control for items readable as `protection` says, after `flags`.
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: Any, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    SecAccessControl()
}
#endif
