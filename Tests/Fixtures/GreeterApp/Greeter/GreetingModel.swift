import Foundation

/// What the greeting shows; only Foundation is imported, as on iOS, where it brings
/// `@Observable`'s module, `LocalizedStringResource`, `URLSession` and the keychain.
@Observable
final class GreetingModel {
    var name = "Ada"
    var visits = 3
    let title: LocalizedStringResource = "Welcome back"
    let session = URLSession.shared

    init() {
        print("GreetingModel created")
    }

    /// The visits counted so far, which the greeting loads as it appears.
    @MainActor func countVisits() async -> Int { visits }

    /// The signed-in user's name the keychain keeps, if any.
    var savedName: String? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "greeter",
                                    kSecReturnData as String: true]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
