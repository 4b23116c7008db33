/// Turns byte offsets into the UTF-8 text into line/column positions.
///
/// Parsers ask for positions in increasing offset order, so the resolver walks forward from the last
/// answer: the whole file costs one extra pass, and the scanning loops of the parsers never have to
/// count lines themselves. Asking for an earlier offset (rare: error reporting) restarts from the top.
struct PositionResolver {
    private var offset = 0
    private var line = 1
    private var column = 1

    /// The position of the byte at `target` in `bytes` (UTF-8, no BOM).
    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        if target < offset {
            self = PositionResolver()
        }
        let end = min(target, bytes.count)
        var offset = self.offset
        var line = self.line
        var column = self.column
        while offset < end {
            // Up to eight bytes at a time (bytes past the target are masked off): count the line
            // breaks, and the scalars after the last one.
            if offset + 8 <= bytes.count, let raw = WordScanning.word(bytes, at: offset) {
                let count = min(8, end &- offset)
                let word = count == 8 ? raw : raw & ((1 << UInt64(8 * count)) &- 1)
                let breaks = WordScanning.matches(word, 0x0A)
                if breaks == 0 {
                    column &+= count &- WordScanning.continuationBytes(word)
                } else {
                    line &+= breaks.nonzeroBitCount
                    let lastBreak = (63 &- breaks.leadingZeroBitCount) / 8
                    let rest = word >> UInt64(8 * (lastBreak + 1))
                    column = 1 &+ (count &- 1 &- lastBreak) &- WordScanning.continuationBytes(rest)
                }
                offset &+= count
                continue
            }
            let byte = bytes[offset]
            if byte == 0x0A {
                line &+= 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column &+= 1
            }
            offset &+= 1
        }
        self.offset = offset
        self.line = line
        self.column = column
        return TextPosition(line: line, column: column)
    }

    /// The position of `target` in `bytes`, computed from scratch.
    static func position(of target: Int, in bytes: [UInt8]) -> TextPosition {
        bytes.withUnsafeBufferPointer { buffer in
            var resolver = PositionResolver()
            return resolver.position(of: target, in: buffer)
        }
    }
}
