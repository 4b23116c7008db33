/// Reads little-endian integers from a decoded table. Callers `require` a block's size first, so
/// a short table is reported once, with where the block starts and how much of it is missing.
struct ByteReader {
    let bytes: [UInt8]
    /// The face the table belongs to, for errors.
    let face: String
    /// The next byte to read.
    private(set) var offset = 0

    init(bytes: [UInt8], face: String) {
        self.bytes = bytes
        self.face = face
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// Throws unless `count` more bytes are left.
    func require(_ count: Int) throws(FontTableError) {
        guard bytes.count - offset >= count else {
            throw .truncated(face: face, offset: offset, needed: count, available: bytes.count - offset)
        }
    }

    mutating func uint8() throws(FontTableError) -> UInt8 {
        try require(1)
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16() throws(FontTableError) -> UInt16 {
        try require(2)
        defer { offset += 2 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    mutating func int16() throws(FontTableError) -> Int16 {
        Int16(bitPattern: try uint16())
    }

    mutating func uint32() throws(FontTableError) -> UInt32 {
        try require(4)
        defer { offset += 4 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}
