/// A quick test on a word's UTF-8 before looking it up, as written and lower-cased, among wanted
/// words: most words of a text are none of them, and its first letter and then a hash of its
/// bytes say so without making a string. It never rules out a word that could match.
struct WordFilter {
    /// For each length in bytes below 64, the lower-cased first bytes of the wanted ASCII words
    /// of that length: a bit per letter `a`–`z`, bit 26 for anything else.
    private let firstBytes: [UInt32]
    /// Hashes of the wanted ASCII words, lower-cased.
    private let asciiHashes: Set<UInt64>
    /// Whether a wanted word is not ASCII, so a word that is not may match as it is.
    private let wantsNonASCII: Bool

    /// A filter for `wanted`.
    init(_ wanted: Set<Substring>) {
        var firstBytes = [UInt32](repeating: 0, count: 64)
        var hashes: Set<UInt64> = []
        hashes.reserveCapacity(wanted.count)
        var nonASCII = false
        for word in wanted {
            let bytes = Array(word.utf8)
            guard let hash = bytes.withUnsafeBufferPointer(Self.lowerCaseHash), let first = bytes.first else {
                nonASCII = true
                continue
            }
            hashes.insert(hash)
            // Longer words are let through by their first byte: any bit set.
            firstBytes[min(bytes.count, 63)] |= Self.bit(first)
        }
        self.firstBytes = firstBytes
        asciiHashes = hashes
        wantsNonASCII = nonASCII
    }

    /// Whether `word`, as written or lower-cased, may be a wanted word. An ASCII word lower-cases
    /// to its ASCII lower case, so its first byte, lower-cased, and its hash must be a wanted
    /// one's. A word that is not ASCII lower-cases to one that is only when its characters outside
    /// ASCII are Kelvin signs (U+212A, lower-cased `k`: the only character outside ASCII whose
    /// lower case is ASCII). `isASCII` tells which the word is.
    func mayMatch(_ word: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> Bool {
        guard isASCII else { return wantsNonASCII || Self.hasKelvinSign(word) }
        guard let first = word.first, firstBytes[min(word.count, 63)] & Self.bit(first) != 0,
              let hash = Self.lowerCaseHash(word) else { return false }
        return asciiHashes.contains(hash)
    }

    /// The bit of an ASCII byte, lower-cased, in `firstBytes`.
    private static func bit(_ byte: UInt8) -> UInt32 {
        let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        return lower >= 0x61 && lower <= 0x7A ? 1 << UInt32(lower - 0x61) : 1 << 26
    }

    /// The hash (FNV-1a) of the ASCII lower case of `bytes`; nil when they are not all ASCII.
    private static func lowerCaseHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) &* 0x100_0000_01b3
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
