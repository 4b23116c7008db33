@testable import Catalogs
import Testing

/// The word-at-a-time position resolver agrees with counting one scalar at a time.
@Suite struct PositionResolverTests {
    /// A small deterministic generator (64-bit LCG), so the test is the same on every run.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func naivePosition(of offset: Int, in bytes: [UInt8]) -> TextPosition {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return TextPosition(line: line, column: column)
    }

    @Test func agreesWithScalarCountingOnMixedText() {
        let pieces = ["a", "\n", "\n\n", "é", "😀", "ab", "     ", "\t", "…", "\r\n", "x\ny"]
        var generator = Generator(state: 2024)
        for _ in 0..<50 {
            var text = ""
            for _ in 0..<generator.next(120) { text += pieces[generator.next(pieces.count)] }
            let bytes = Array(text.utf8)
            // Offsets at scalar boundaries, visited in increasing order as the parsers do.
            let boundaries = (0...bytes.count).filter { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }
            var resolver = PositionResolver()
            for offset in boundaries where generator.next(3) == 0 || offset == bytes.count {
                let position = bytes.withUnsafeBufferPointer { resolver.position(of: offset, in: $0) }
                #expect(position == naivePosition(of: offset, in: bytes), "offset \(offset) in \(text.debugDescription)")
            }
            #expect(PositionResolver.position(of: bytes.count, in: bytes) == naivePosition(of: bytes.count, in: bytes))
        }
    }
}
