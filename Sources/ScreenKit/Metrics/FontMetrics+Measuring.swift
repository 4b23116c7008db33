extension FontMetrics {
    /// The advance of scalar `value` in ems in the style whose page table starts at `base`.
    func advanceEm(_ value: UInt32, base: Int) -> Float {
        pool.withUnsafeBufferPointer { pool in
            pageOffsets.withUnsafeBufferPointer { offsets in
                Self.advanceEm(value, base: base, offsets: offsets, pool: pool)
            }
        }
    }

    /// Sums advances over valid UTF-8 (as every Swift string's storage is), decoding inline.
    func widthEm(utf8 bytes: UnsafeBufferPointer<UInt8>, base: Int) -> Double {
        pool.withUnsafeBufferPointer { pool in
            pageOffsets.withUnsafeBufferPointer { offsets in
                var sum = 0.0
                var index = 0
                let count = bytes.count
                while index < count {
                    let lead = UInt32(bytes[index])
                    let value: UInt32
                    // A slice cut inside a scalar ends the sum rather than reading past the buffer.
                    if lead < 0x80 {
                        value = lead
                        index += 1
                    } else if lead < 0xE0 {
                        guard count - index >= 2 else { break }
                        value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                        index += 2
                    } else if lead < 0xF0 {
                        guard count - index >= 3 else { break }
                        value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                        index += 3
                    } else {
                        guard count - index >= 4 else { break }
                        value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                        index += 4
                    }
                    sum += Double(Self.advanceEm(value, base: base, offsets: offsets, pool: pool))
                }
                return sum
            }
        }
    }

    /// Sums advances scalar by scalar, for strings whose UTF-8 is not contiguous in memory.
    func widthEm(scalars: some Sequence<Unicode.Scalar>, base: Int) -> Double {
        scalars.reduce(0.0) { $0 + Double(advanceEm($1.value, base: base)) }
    }

    /// Two reads: the page's offset, then the advance; the slow path only for scalars no face has.
    @inline(__always)
    private static func advanceEm(
        _ value: UInt32, base: Int, offsets: UnsafeBufferPointer<Int32>, pool: UnsafeBufferPointer<Float>
    ) -> Float {
        let advance = pool[Int(offsets[base &+ Int(value >> 8)]) &+ Int(value & 0xFF)]
        if advance >= 0 { return advance }
        return ZeroWidth.contains(value) ? 0 : Float(fallbackAdvanceEm)
    }
}
