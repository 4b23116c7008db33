/// One face's advance widths in font units, by page of 256 scalars, decoded from the generator's
/// segments: `u32 first scalar, u16 count, u16 width` (little-endian), where width 0xFFFF means
/// `count` explicit u16 widths follow and any other value is the width of every scalar in the run.
struct FaceWidths: Sendable {
    /// The marker, in a page, of a scalar the face has no glyph for.
    static let missing: UInt16 = 0xFFFF

    /// Page number (scalar >> 8) → 256 advances, `missing` where the face has no glyph.
    let pages: [Int: [UInt16]]
    /// How many scalars the face maps.
    let scalarCount: Int

    init(face: FontFace) throws(FontTableError) {
        let name = face.postScriptName
        var reader = ByteReader(bytes: try Base64.decode(face.widths, face: name), face: name)
        var pages: [Int: [UInt16]] = [:]
        var scalarCount = 0
        var nextAllowed: UInt32 = 0
        // Segments ascend, so pages are filled one at a time and stored when the next begins.
        var openPageNumber = -1
        var openPage = Self.emptyPage
        while !reader.isAtEnd {
            let segmentStart = reader.offset
            try reader.require(8)
            let first = try reader.uint32()
            let count = UInt32(try reader.uint16())
            let width = try reader.uint16()
            guard count > 0 else { throw .emptySegment(face: name, offset: segmentStart) }
            guard first >= nextAllowed else {
                throw .segmentOutOfOrder(face: name, offset: segmentStart, scalar: first, previousEnd: nextAllowed &- 1)
            }
            let last = first + count - 1
            guard last <= 0x10FFFF else { throw .scalarOutOfRange(face: name, offset: segmentStart, scalar: last) }
            guard last < 0xD800 || first > 0xDFFF else {
                throw .scalarOutOfRange(face: name, offset: segmentStart, scalar: max(first, 0xD800))
            }
            let explicit = width == Self.missing
            if explicit { try reader.require(Int(count) * 2) }
            for scalar in first...last {
                let pageNumber = Int(scalar >> 8)
                if pageNumber != openPageNumber {
                    if openPageNumber >= 0 { pages[openPageNumber] = openPage }
                    openPageNumber = pageNumber
                    openPage = Self.emptyPage
                }
                openPage[Int(scalar & 0xFF)] = explicit ? try reader.uint16() : width
            }
            scalarCount += Int(count)
            nextAllowed = last + 1
        }
        if openPageNumber >= 0 { pages[openPageNumber] = openPage }
        self.pages = pages
        self.scalarCount = scalarCount
    }

    /// The face's advance for `scalar` in font units, or nil when it has no glyph.
    func advance(of scalar: UInt32) -> UInt16? {
        guard let page = pages[Int(scalar >> 8)] else { return nil }
        let advance = page[Int(scalar & 0xFF)]
        return advance == Self.missing ? nil : advance
    }

    private static let emptyPage = [UInt16](repeating: missing, count: 256)
}
