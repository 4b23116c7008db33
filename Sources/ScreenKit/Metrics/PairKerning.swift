/// One face's Latin pair kerning (its GPOS `kern` feature, resolved by the generator), as left
/// and right classes per scalar and an adjustment per class pair. Class 0 is never kerned.
///
/// Encoding (little-endian): `u8 left class count, u8 right class count, u8 range count`; per
/// range `u32 first scalar, u16 count`; per scalar of the ranges `u8 left, u8 right`;
/// `u16 pair count`; per pair `u8 left, u8 right, i16 adjustment in font units`.
struct PairKerning: Sendable {
    /// Scalars from `limit` up are never kerned.
    let limit: Int
    /// Scalar → `left class << 8 | right class`, for scalars below `limit`.
    let classes: [UInt16]
    let rightClassCount: Int
    /// Left class × right class → adjustment in font units.
    let adjustments: [Int16]

    /// A table that kerns nothing, for faces without kerning.
    static let none = PairKerning(limit: 0, classes: [], rightClassCount: 1, adjustments: [0])

    private init(limit: Int, classes: [UInt16], rightClassCount: Int, adjustments: [Int16]) {
        self.limit = limit
        self.classes = classes
        self.rightClassCount = rightClassCount
        self.adjustments = adjustments
    }

    init(face: FontFace) throws(FontTableError) {
        guard !face.kerning.isEmpty else {
            self = .none
            return
        }
        let name = face.postScriptName
        var reader = ByteReader(bytes: try Base64.decode(face.kerning, face: name), face: name)
        let leftCount = Int(try reader.uint8())
        let rightCount = Int(try reader.uint8())
        let rangeCount = Int(try reader.uint8())
        var ranges: [ClosedRange<UInt32>] = []
        for _ in 0..<rangeCount {
            let rangeStart = reader.offset
            let first = try reader.uint32()
            let count = UInt32(try reader.uint16())
            guard count > 0 else { throw .emptySegment(face: name, offset: rangeStart) }
            guard first + count - 1 <= 0x10FFFF else {
                throw .scalarOutOfRange(face: name, offset: rangeStart, scalar: first + count - 1)
            }
            ranges.append(first...(first + count - 1))
        }
        let limit = Int(ranges.map(\.upperBound).max() ?? 0) + 1
        var classes = [UInt16](repeating: 0, count: limit)
        for range in ranges {
            for scalar in range {
                let left = try Self.readClass(&reader, below: leftCount)
                let right = try Self.readClass(&reader, below: rightCount)
                classes[Int(scalar)] = UInt16(left) << 8 | UInt16(right)
            }
        }
        var adjustments = [Int16](repeating: 0, count: leftCount * rightCount)
        let pairCount = Int(try reader.uint16())
        try reader.require(pairCount * 4)
        for _ in 0..<pairCount {
            let left = try Self.readClass(&reader, below: leftCount)
            let right = try Self.readClass(&reader, below: rightCount)
            adjustments[left * rightCount + right] = try reader.int16()
        }
        self.init(limit: limit, classes: classes, rightClassCount: rightCount, adjustments: adjustments)
    }

    private static func readClass(_ reader: inout ByteReader, below count: Int) throws(FontTableError) -> Int {
        let offset = reader.offset
        let value = Int(try reader.uint8())
        guard value < count else {
            throw .kerningClassOutOfRange(face: reader.face, offset: offset, found: value, classCount: count)
        }
        return value
    }
}
