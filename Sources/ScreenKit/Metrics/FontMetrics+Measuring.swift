extension FontMetrics {
    /// The advance of scalar `value` in ems in the style whose page table starts at `base`.
    func advanceEm(_ value: UInt32, base: Int) -> Float {
        pool.withUnsafeBufferPointer { pool in
            pageOffsets.withUnsafeBufferPointer { offsets in
                Self.advanceEm(value, base: base, offsets: offsets, pool: pool)
            }
        }
    }

    /// The kerning in ems between `first` and a following `second` in the style at `slots`.
    func kerningEm(_ first: UInt32, _ second: UInt32, slots: StyleSlots) -> Float {
        guard Int(first) < slots.kerningLimit, Int(second) < slots.kerningLimit else { return 0 }
        let left = Int(kerningClasses[slots.kerningClassBase + Int(first)] >> 8)
        let right = Int(kerningClasses[slots.kerningClassBase + Int(second)] & 0xFF)
        return kerningAdjustments[slots.kerningAdjustmentBase + left * slots.kerningRightClassCount + right]
    }

    /// Sums advances, kerning and cluster corrections over valid UTF-8 (as every Swift string's storage is), decoding
    /// inline. A slice cut inside a scalar ends the sum rather than reading past the buffer.
    func widthEm(utf8 bytes: UnsafeBufferPointer<UInt8>, slots: StyleSlots) -> Double {
        pool.withUnsafeBufferPointer { pool in
            pageOffsets.withUnsafeBufferPointer { offsets in
                kerningClasses.withUnsafeBufferPointer { classes in
                    kerningAdjustments.withUnsafeBufferPointer { adjustments in
                        var sum = 0.0
                        var index = 0
                        var previousLeftClass = 0
                        var joins = false
                        let count = bytes.count
                        while index < count {
                            let lead = UInt32(bytes[index])
                            let value: UInt32
                            if lead < 0x80 {
                                value = lead
                                index += 1
                            } else if lead < 0xE0 {
                                guard count - index >= 2 else { break }
                                value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                                index += 2
                            } else if lead < 0xF0 {
                                guard count - index >= 3 else { break }
                                value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                                    | UInt32(bytes[index + 2] & 0x3F)
                                index += 3
                            } else {
                                guard count - index >= 4 else { break }
                                value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                                index += 4
                            }
                            sum += Double(Self.advanceEm(value, base: slots.pageBase, offsets: offsets, pool: pool))
                            if ClusterCorrections.mayJoin(value) { joins = true }
                            let pairClasses = Int(value) < slots.kerningLimit
                                ? Int(classes[slots.kerningClassBase &+ Int(value)]) : 0
                            if previousLeftClass != 0, pairClasses & 0xFF != 0 {
                                let cell = (previousLeftClass &* slots.kerningRightClassCount) &+ (pairClasses & 0xFF)
                                sum += Double(adjustments[slots.kerningAdjustmentBase &+ cell])
                            }
                            previousLeftClass = pairClasses >> 8
                        }
                        // A joining script's clusters, as shaped: a second pass over the rare text that has them.
                        if joins { sum += clusterCorrectionEm(String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value), slots: slots) }
                        return sum
                    }
                }
            }
        }
    }

    /// Sums advances, kerning and cluster corrections scalar by scalar, for strings whose UTF-8 is not contiguous.
    func widthEm(scalars: some Sequence<Unicode.Scalar>, slots: StyleSlots) -> Double {
        var sum = 0.0
        var previous: UInt32?
        var values: [UInt32] = []
        for scalar in scalars {
            sum += Double(advanceEm(scalar.value, base: slots.pageBase))
            if let previous { sum += Double(kerningEm(previous, scalar.value, slots: slots)) }
            previous = scalar.value
            values.append(scalar.value)
        }
        if values.contains(where: ClusterCorrections.mayJoin) { sum += clusterCorrectionEm(values, slots: slots) }
        return sum
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
