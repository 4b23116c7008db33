/// A quick test on a word's UTF-8 before looking it up, as written and lower-cased, among wanted
/// words: most words of a text are none of them, and a hash of the bytes says so without making a
/// string. It never rules out a word that could match.
struct WordFilter {
    /// Hashes of the wanted ASCII words, lower-cased.
    private let asciiHashes: Set<UInt64>
    /// Whether a wanted word is not ASCII, so a word that is not may match as it is.
    private let wantsNonASCII: Bool

    /// A filter for `wanted`.
    init(_ wanted: Set<Substring>) {
        var hashes: Set<UInt64> = []
        var nonASCII = false
        for word in wanted {
            if let hash = Array(word.utf8).withUnsafeBufferPointer(Self.lowerCaseHash) { hashes.insert(hash) } else { nonASCII = true }
        }
        asciiHashes = hashes
        wantsNonASCII = nonASCII
    }

    /// Whether `word`, as written or lower-cased, may be a wanted word. An ASCII word lower-cases
    /// to its ASCII lower case, so its hash must be a wanted one's. A word that is not ASCII
    /// lower-cases to one that is only when its characters outside ASCII are Kelvin signs (U+212A,
    /// lower-cased `k`: the only character outside ASCII whose lower case is ASCII).
    /// `asciiHash` is the word's `lowerCaseHash` when it is ASCII, nil when it is not.
    func mayMatch(_ word: UnsafeBufferPointer<UInt8>, asciiHash: UInt64?) -> Bool {
        if let asciiHash { return asciiHashes.contains(asciiHash) }
        return wantsNonASCII || Self.hasKelvinSign(word)
    }

    /// The hash of no bytes.
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash after one more byte (FNV-1a).
    static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The hash of the ASCII lower case of `bytes`; nil when they are not all ASCII.
    static func lowerCaseHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash = seed
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            hash = step(hash, byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return hash
    }

    /// Whether the UTF-8 holds U+212A (E2 84 AA).
    private static func hasKelvinSign(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for start in 0...(bytes.count - 3) where bytes[start] == 0xE2 && bytes[start + 1] == 0x84 && bytes[start + 2] == 0xAA {
            return true
        }
        return false
    }
}
