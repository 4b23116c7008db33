import Foundation
import StandInAppleFoundation
import StandInSecurity
import Testing

/// A keychain helper as apps write one, over the in-memory keychain.
private enum TokenStore {
    static func query(_ account: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app", kSecAttrAccount as String: account]
    }

    static func save(_ token: String, for account: String) -> OSStatus {
        _ = SecItemDelete(query(account) as CFDictionary)
        var attributes = query(account)
        attributes[kSecValueData as String] = Data(token.utf8)
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        return SecItemAdd(attributes as CFDictionary, nil)
    }

    static func read(_ account: String) -> String? {
        var query = query(account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess, let data = result as? Data else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite struct KeychainStandInTests {
    @Test func aStoredTokenIsReadBackAndADeletedOneIsGone() {
        let account = "user-\(UUID().uuidString)"
        #expect(TokenStore.read(account) == nil)
        #expect(TokenStore.save("secret", for: account) == errSecSuccess)
        #expect(TokenStore.read(account) == "secret")
        #expect(SecItemAdd(TokenStore.query(account) as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemUpdate(TokenStore.query(account) as CFDictionary, [kSecValueData as String: Data("new".utf8)] as CFDictionary) == errSecSuccess)
        #expect(TokenStore.read(account) == "new")
        #expect(SecItemDelete(TokenStore.query(account) as CFDictionary) == errSecSuccess)
        #expect(TokenStore.read(account) == nil)
        var bytes = [UInt8](repeating: 0, count: 16)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
    }
}
