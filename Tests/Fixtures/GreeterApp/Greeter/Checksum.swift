import CryptoKit
import Darwin
import Foundation

// A checksum and a sealed note, as apps use CryptoKit: the stand-in is swift-crypto.

enum Checksum {
    static func of(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// How many hex digits a checksum of `bits` has (Darwin's maths, as apps import it).
    static func digits(ofBits bits: Double) -> Int { Int(Darwin.ceil(bits / Darwin.log2(16))) }

    static func seal(_ note: String, with key: SymmetricKey) throws -> Data? {
        try AES.GCM.seal(Data(note.utf8), using: key).combined
    }
}
