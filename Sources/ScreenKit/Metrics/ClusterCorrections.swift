/// How much narrower (or wider) the clusters of a joining script draw than their scalars' summed
/// advances: a consonant and a vowel sign that shaping joins into one glyph, a consonant, virama
/// and consonant drawn as a conjunct. Generated from HarfBuzz's shaping of each face (see
/// `Scripts/fonts/clusters.py`), so Devanagari, Bengali, Tamil and the other Indic scripts measure
/// within about 1 % of shaped text instead of 5-30 % wider.
///
/// Encoding (little-endian), entries sorted: `u16 first, u16 second, u16 third (0 for a pair),
/// i16 correction in font units`.
struct ClusterCorrections: Sendable {
    /// `key(first, second, third)` → correction in ems.
    private(set) var corrections: [UInt64: Float] = [:]

    /// The scalars whose clusters may have a correction: the joining scripts of South and
    /// Southeast Asia (U+0900–U+0E7F), so other text skips the lookup.
    static func mayJoin(_ value: UInt32) -> Bool { value &- 0x0900 < 0x0580 }

    /// No corrections.
    init() {}

    /// The corrections of `face`, in ems.
    init(face: FontFace) throws(FontTableError) {
        guard !face.clusters.isEmpty else { return }
        let name = face.postScriptName
        var reader = ByteReader(bytes: try Base64.decode(face.clusters, face: name), face: name)
        let unitsPerEm = Double(face.unitsPerEm)
        while !reader.isAtEnd {
            let first = try reader.uint16(), second = try reader.uint16(), third = try reader.uint16()
            let correction = try reader.int16()
            corrections[Self.key(UInt32(first), UInt32(second), UInt32(third))] = Float(Double(correction) / unitsPerEm)
        }
    }

    /// These corrections and `other`'s (faces of different scripts never share a cluster).
    func merging(_ other: ClusterCorrections) -> ClusterCorrections {
        var result = self
        result.corrections.merge(other.corrections) { mine, _ in mine }
        return result
    }

    /// Whether there are none.
    var isEmpty: Bool { corrections.isEmpty }

    /// The correction in ems for each scalar of `values`, left to right: a triple's where its
    /// three scalars appear, else a pair's, added on the cluster's last scalar.
    func perScalar(_ values: [UInt32]) -> [Float] {
        var result = [Float](repeating: 0, count: values.count)
        var index = 0
        while index + 1 < values.count {
            if index + 2 < values.count, let triple = corrections[Self.key(values[index], values[index + 1], values[index + 2])] {
                result[index + 2] += triple
                index += 2
            } else if let pair = corrections[Self.key(values[index], values[index + 1], 0)] {
                result[index + 1] += pair
                index += 1
            } else {
                index += 1
            }
        }
        return result
    }

    /// The total correction in ems of `values`.
    func total(_ values: [UInt32]) -> Double {
        perScalar(values).reduce(0) { $0 + Double($1) }
    }

    private static func key(_ first: UInt32, _ second: UInt32, _ third: UInt32) -> UInt64 {
        UInt64(first) << 42 | UInt64(second) << 21 | UInt64(third)
    }
}
