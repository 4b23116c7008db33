import Synchronization

/// A text ready to be wrapped at any width: its UTF-16 units, the width of every prefix, its break
/// opportunities and grapheme boundaries. Built once per string, font and locale (`TextCache`
/// shares it across renders); wrapping is then arithmetic, and the layouts already made are kept
/// for the proposals that ask again.
final class PreparedText: Sendable {
    /// The whole string as UTF-16 (ICU's and the break positions' unit).
    let units: [UInt16]
    /// `prefixWidths[i]` is the width of units `0..<i`, Arabic measured after shaping.
    let prefixWidths: [Double]
    /// Line break opportunities, ascending, the last at `units.count`.
    let breaks: [(position: Int, hard: Bool)]
    /// The height of one line: the tallest run's.
    let lineHeight: Double
    /// The width of "…" in the last run's font.
    let ellipsisWidth: Double
    /// The string wrapped: the text as shown, or for a mirrored text the text it mirrors.
    let string: String
    /// Whether the text shown is the mirror image of `string`: each line is mirrored back.
    let isMirrored: Bool
    /// Start offsets of the runs, with the font of each.
    let runStarts: [Int]
    /// The end offset of every grapheme cluster, ascending.
    private let graphemeEnds: [Int]

    init(_ content: TextContent, measurer: any GlyphMeasuring) {
        let mirrored = content.isMirrored
        isMirrored = mirrored
        let texts = content.runs.map { mirrored ? Self.mirrored($0.text) : $0.text }
        string = texts.count == 1 ? texts[0] : texts.joined()
        var units: [UInt16] = []
        var widths: [Double] = [0]
        var starts: [Int] = []
        units.reserveCapacity(string.utf16.count)
        widths.reserveCapacity(string.utf16.count + 1)
        var tallest = 0.0
        for (run, text) in zip(content.runs, texts) {
            starts.append(units.count)
            tallest = max(tallest, run.font.lineHeight)
            let runUnits = Array(text.utf16)
            var total = widths[widths.count - 1]
            for advance in Self.advances(text, runUnits, font: run.font, measurer: measurer) {
                total += advance
                widths.append(total)
            }
            units += runUnits
        }
        if content.runs.isEmpty {
            tallest = Font.body.resolved(in: .large).lineHeight
        }
        self.units = units
        self.prefixWidths = widths
        self.runStarts = starts
        self.lineHeight = tallest
        let lastFont = content.runs.last?.font ?? Font.body.resolved(in: .large)
        ellipsisWidth = measurer.advance(of: "\u{2026}", font: lastFont)
        breaks = ICUText.lineBreaks(units, locale: content.paragraph.locale.icuIdentifier)
        graphemeEnds = Self.graphemeEnds(string, units)
    }

    /// The width of units `start..<end`.
    func width(_ start: Int, _ end: Int) -> Double {
        prefixWidths[end] - prefixWidths[start]
    }

    /// The width of `start..<end` without trailing spaces and newlines (they hang past the edge).
    func visibleWidth(_ start: Int, _ end: Int) -> Double {
        width(start, trimmedEnd(start, end))
    }

    /// `end` moved back over trailing spaces and line breaks.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, Self.isTrailingSpace(units[end - 1]) { end -= 1 }
        return end
    }

    /// `start` moved forward over leading line breaks left by a truncated line.
    static func isTrailingSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x0D || unit == 0x09 || unit == 0x3000 || unit == 0x2028
    }

    /// The end offset of every grapheme cluster: one per unit when every unit is a character of
    /// its own (below the combining marks at U+0300, and no carriage return that could pair with
    /// a line feed), else walked by `Character`.
    private static func graphemeEnds(_ string: String, _ units: [UInt16]) -> [Int] {
        if units.allSatisfy({ $0 < 0x300 && $0 != 0x0D }) { return units.isEmpty ? [] : Array(1...units.count) }
        var ends: [Int] = []
        ends.reserveCapacity(units.count)
        var offset = 0
        for character in string {
            offset += character.utf16.count
            ends.append(offset)
        }
        return ends
    }

    /// The word that `offset` falls inside: from the break opportunity before it to the one after
    /// it, without the spaces that trail it (as read: mirrored back for a mirrored text).
    func word(around offset: Int) -> String {
        // The first break after `offset`, by binary search (breaks ascend).
        var low = 0, high = breaks.count
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid].position <= offset { low = mid + 1 } else { high = mid }
        }
        let start = low > 0 ? breaks[low - 1].position : 0
        let end = low < breaks.count ? breaks[low].position : units.count
        return shown(substring(start, trimmedEnd(start, end)))
    }

    /// The number of grapheme clusters.
    var graphemeCount: Int { graphemeEnds.count }

    /// Grapheme cluster boundaries (UTF-16 offsets) inside `start..<end`, ascending, including `end`.
    /// Both ends are found by binary search, so a caller that reads only the first few boundaries
    /// (a line cut out of one long word) does work in step with what it reads, not with the word.
    func graphemeBoundaries(_ start: Int, _ end: Int) -> ArraySlice<Int> {
        graphemeEnds[Self.firstIndex(in: graphemeEnds, above: start)..<Self.firstIndex(in: graphemeEnds, above: end)]
    }

    /// The index of the first of the ascending `values` above `limit` (`values.count` when none is).
    private static func firstIndex(in values: [Int], above limit: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] <= limit { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Layouts already made, by width, line limit, truncation mode and direction.
    private let layouts = Mutex<[LayoutKey: TextLayoutResult]>([:])

    private struct LayoutKey: Hashable {
        var width: Double
        var maxLines: Int
        var truncation: Text.TruncationMode
        var direction: LayoutDirection
    }

    /// The layout for a width and line limit, made once.
    func layout(width: Double?, maxLines: Int?, truncation: Text.TruncationMode, direction: LayoutDirection) -> TextLayoutResult {
        let key = LayoutKey(width: width ?? .infinity, maxLines: maxLines ?? Int.max, truncation: truncation, direction: direction)
        if let known = layouts.withLock({ $0[key] }) { return known }
        let result = TextLayoutEngine.layout(self, width: width, maxLines: maxLines, truncation: truncation, direction: direction)
        layouts.withLock { layouts in
            if layouts.count >= 64 { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = result
        }
        return result
    }

    /// The string of units `start..<end` (offsets on scalar boundaries, as break positions and
    /// grapheme ends are), sliced from the string rather than transcoded from its units.
    func substring(_ start: Int, _ end: Int) -> String {
        let utf16 = string.utf16
        let from = utf16.index(utf16.startIndex, offsetBy: start)
        let to = utf16.index(from, offsetBy: end - start)
        return String(string[from..<to])
    }

    /// A line as shown: mirrored back for a mirrored text.
    func shown(_ line: String) -> String {
        isMirrored ? String(line.reversed()) : line
    }

    /// `text` with each paragraph reversed, character by character: the mirror image, and the
    /// text a mirror image shows.
    static func mirrored(_ text: String) -> String {
        guard text.contains("\n") else { return String(text.reversed()) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed()) }.joined(separator: "\n")
    }

    /// Per-unit advances of a run: the advance on a scalar's first unit, zero on a trailing
    /// surrogate; Arabic words measured after shaping (a word whose shaping merges letters has its
    /// shaped width spread over its units).
    private static func advances(_ text: String, _ units: [UInt16], font: ResolvedFont, measurer: any GlyphMeasuring) -> [Double] {
        guard ICUText.hasArabic(units) else {
            var advances = [Double](repeating: 0, count: units.count)
            var index = 0
            var joins = false
            for scalar in text.unicodeScalars {
                advances[index] = measurer.advance(of: scalar, font: font)
                index += scalar.utf16.count
                if ClusterCorrections.mayJoin(scalar.value) { joins = true }
            }
            // Clusters of a joining script, shaped: each scalar's correction on its first unit.
            if joins, let corrections = measurer.clusterCorrections(of: Array(text.unicodeScalars), font: font) {
                var unit = 0
                for (scalar, correction) in zip(text.unicodeScalars, corrections) {
                    advances[unit] += correction
                    unit += scalar.utf16.count
                }
            }
            return advances
        }
        /// Advances of `slice`, one per unit.
        func measured(_ slice: ArraySlice<UInt16>) -> [Double] {
            var advances = [Double](repeating: 0, count: slice.count)
            var index = 0
            for scalar in String(decoding: slice, as: UTF16.self).unicodeScalars {
                advances[index] = measurer.advance(of: scalar, font: font)
                index += scalar.utf16.count
            }
            return advances
        }
        var result: [Double] = []
        result.reserveCapacity(units.count)
        var wordStart = 0
        while wordStart < units.count {
            var wordEnd = wordStart
            while wordEnd < units.count, units[wordEnd] != 0x20 { wordEnd += 1 }
            let word = units[wordStart..<wordEnd]
            if ICUText.hasArabic(word) {
                let shaped = ICUText.shapeArabic(Array(word))
                if shaped.count == word.count {
                    result += measured(shaped[...])
                } else {
                    let total = measured(shaped[...]).reduce(0, +)
                    result += [Double](repeating: total / Double(word.count), count: word.count)
                }
            } else {
                result += measured(word)
            }
            if wordEnd < units.count { result += measured(units[wordEnd...wordEnd]) }
            wordStart = wordEnd + 1
        }
        return result
    }
}
