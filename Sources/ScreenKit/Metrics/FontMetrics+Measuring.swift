extension FontMetrics {
    /// The advance of scalar `value` in ems in `table`.
    @inline(__always)
    func advanceEm(_ value: UInt32, in table: StyleTable) -> Float {
        let advance = pool[Int(table.pageOffsets[Int(value >> 8)]) &+ Int(value & 0xFF)]
        if advance >= 0 { return advance }
        return ZeroWidth.contains(value) ? 0 : Float(Self.fallbackAdvanceEm)
    }

    /// Sums advances over valid UTF-8 (as every Swift string's storage is), decoding inline.
    func widthEm(utf8 bytes: UnsafeBufferPointer<UInt8>, in table: StyleTable) -> Double {
        var sum = 0.0
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = UInt32(bytes[index])
            let value: UInt32
            if lead < 0x80 {
                value = lead
                index += 1
            } else if lead < 0xE0 {
                value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            }
            sum += Double(advanceEm(value, in: table))
        }
        return sum
    }

    /// Sums advances scalar by scalar, for strings whose UTF-8 is not contiguous in memory.
    func widthEm(scalars: some Sequence<Unicode.Scalar>, in table: StyleTable) -> Double {
        scalars.reduce(0.0) { $0 + Double(advanceEm($1.value, in: table)) }
    }
}
