#if os(Linux)
/// Pixel sizes of PNG, JPEG and HEIC files from their first bytes; nothing is decoded.
enum RasterHeaders {
    /// The 8-byte signature every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG's size from its `IHDR` chunk (the first chunk, after Apple's optional `CgBI`).
    static func pngSize(_ bytes: [UInt8]) throws(ImageHeaderFault) -> (width: Double, height: Double) {
        guard bytes.starts(with: pngSignature) else { throw .malformed }
        var offset = pngSignature.count
        for _ in 0..<2 {
            guard let length = bytes.bigEndian(at: offset, count: 4), let type = bytes.ascii(at: offset + 4, count: 4) else {
                throw .truncated
            }
            if type == "IHDR" {
                guard length >= 8 else { throw .malformed }
                guard let width = bytes.bigEndian(at: offset + 8, count: 4), let height = bytes.bigEndian(at: offset + 12, count: 4) else {
                    throw .truncated
                }
                return (Double(width), Double(height))
            }
            guard type == "CgBI" else { throw .malformed }
            offset += 12 + length
        }
        throw .malformed
    }

    /// A JPEG's size from its first start-of-frame segment (any of SOF0–SOF15 but DHT, JPG and DAC).
    static func jpegSize(_ bytes: [UInt8]) throws(ImageHeaderFault) -> (width: Double, height: Double) {
        guard bytes.count >= 2 else { throw .truncated }
        guard bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .malformed }
        var offset = 2
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else { throw .malformed }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw .truncated }
            let marker = bytes[offset]
            offset += 1
            // Markers without a length: start of image, restarts, TEM.
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            // End of image or start of scan before any frame: no size.
            if marker == 0xD9 || marker == 0xDA { throw .malformed }
            guard let length = bytes.bigEndian(at: offset, count: 2) else { throw .truncated }
            guard length >= 2 else { throw .malformed }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bytes.bigEndian(at: offset + 3, count: 2), let width = bytes.bigEndian(at: offset + 5, count: 2) else {
                    throw .truncated
                }
                return (Double(width), Double(height))
            }
            offset += length
        }
        throw .truncated
    }

    /// Whether `bytes` start an ISO media file of a HEIF brand (`ftyp` with heic, heix, mif1…).
    static func isHEIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.ascii(at: 4, count: 4) == "ftyp", let brand = bytes.ascii(at: 8, count: 4) else { return false }
        return ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].contains(brand)
    }

    /// A HEIC's size: the largest image spatial extent (`ispe`) among the item properties of its
    /// `meta` box (the primary image's, as tiles and thumbnails are smaller). A rotation
    /// (`irot`) is not applied.
    static func heifSize(_ bytes: [UInt8]) throws(ImageHeaderFault) -> (width: Double, height: Double) {
        guard let meta = try box("meta", in: bytes, from: 0, to: bytes.count) else { throw .truncated }
        // `meta` is a full box: its children start after a version and flags.
        guard let properties = try box("iprp", in: bytes, from: meta.start + 4, to: meta.end),
              let container = try box("ipco", in: bytes, from: properties.start, to: properties.end) else { throw .truncated }
        var best: (width: Double, height: Double)?
        var offset = container.start
        while let child = try nextBox(in: bytes, at: offset, end: container.end) {
            if child.type == "ispe", let width = bytes.bigEndian(at: child.start + 4, count: 4),
               let height = bytes.bigEndian(at: child.start + 8, count: 4),
               Double(width) * Double(height) > (best.map { $0.width * $0.height } ?? -1) {
                best = (Double(width), Double(height))
            }
            offset = child.end
        }
        guard let best else { throw .sizeNotGiven }
        return best
    }

    /// The first box of `type` between `start` and `end` (its content's range), nil when the
    /// bytes end first.
    private static func box(_ type: String, in bytes: [UInt8], from start: Int, to end: Int) throws(ImageHeaderFault) -> (start: Int, end: Int)? {
        var offset = start
        while let child = try nextBox(in: bytes, at: offset, end: end) {
            if child.type == type { return (child.start, child.end) }
            offset = child.end
        }
        return nil
    }

    /// The box at `offset`: its type and its content's range (clipped to the bytes read); nil
    /// when no whole box header is left before `end`.
    private static func nextBox(in bytes: [UInt8], at offset: Int, end: Int) throws(ImageHeaderFault) -> (type: String, start: Int, end: Int)? {
        let limit = min(end, bytes.count)
        guard offset + 8 <= limit, let size = bytes.bigEndian(at: offset, count: 4), let type = bytes.ascii(at: offset + 4, count: 4) else {
            return nil
        }
        var header = 8
        var length = size
        if size == 1 {
            guard let large = bytes.bigEndian(at: offset + 8, count: 8) else { return nil }
            header = 16
            length = large
        } else if size == 0 {
            length = limit - offset
        }
        guard length >= header else { throw .malformed }
        let boxEnd = length > limit - offset ? limit : offset + length
        return (type, offset + header, boxEnd)
    }
}

extension [UInt8] {
    /// The unsigned big-endian integer of `count` bytes at `offset`; nil past the end (or when
    /// it does not fit an `Int`).
    func bigEndian(at offset: Int, count: Int) -> Int? {
        guard offset >= 0, count <= 8, offset <= self.count - count else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + count) { value = value << 8 | UInt64(self[index]) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }

    /// The `count` bytes at `offset` as ASCII text; nil past the end.
    func ascii(at offset: Int, count: Int) -> String? {
        guard offset >= 0, offset <= self.count - count else { return nil }
        return String(decoding: self[offset..<(offset + count)], as: Unicode.ASCII.self)
    }
}
#endif
