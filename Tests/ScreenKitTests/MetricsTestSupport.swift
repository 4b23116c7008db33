@testable import ScreenKit

/// Builders of small encoded tables, for testing the decoders with good and bad input.
enum TableBytes {
    /// One width segment: first scalar, count, width (0xFFFF: explicit widths follow).
    static func segment(first: UInt32, count: UInt16, width: UInt16) -> [UInt8] {
        uint32(first) + uint16(count) + uint16(width)
    }

    static func uint16(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(value >> 8)]
    }

    static func uint32(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// Standard base64 with padding.
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * position) & 0x3F)] : "=")
            }
            index += 3
        }
        return out
    }
}

extension FontFace {
    /// A one-off face for testing the decoders and the builder.
    static func fixture(widths: String, kerning: String = "", clusters: String = "", family: FontFamily = .inter,
                        unitsPerEm: Int = 1000) -> FontFace {
        FontFace(
            postScriptName: "Bad", version: "1.0", family: family, cut: .text, weight: 400,
            unitsPerEm: unitsPerEm, ascender: 800, descender: -200, lineGap: 0,
            notdefAdvance: 500, spaceAdvance: nil, ellipsisAdvance: nil, widths: widths, kerning: kerning, clusters: clusters)
    }
}
