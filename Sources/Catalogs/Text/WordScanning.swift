/// Eight-bytes-at-a-time tests ("SWAR") for the scanning loops, which dominate parse time.
enum WordScanning {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` (which must leave eight bytes in `bytes`).
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64? {
        guard let base = bytes.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether any of the eight bytes of `word` equals `byte` (exact: no false positives).
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits != 0
    }

    /// Whether any of the eight bytes is below `limit` (at most 128; exact).
    @inline(__always)
    static func containsByte(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// The high bit of each byte of `word` that equals `byte`, and no other bit (exact per byte).
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        let lowSeven: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonzeroLow = (difference & lowSeven) &+ lowSeven
        return ~(nonzeroLow | difference | lowSeven)
    }

    /// How many of the eight bytes are UTF-8 continuation bytes (`10xxxxxx`).
    @inline(__always)
    static func continuationBytes(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highBits).nonzeroBitCount
    }
}
