import ToolSupport

/// One laid-out line of a text.
public struct TextLine: Sendable, Hashable {
    /// The line as read (logical order), with "…" where it was cut.
    public var text: String
    /// The line as drawn left to right (visual order: right-to-left runs reversed, Arabic shaped).
    public var visual: String
    /// Width in points.
    public var width: Double
    /// Whether the line ends (or starts) with "…" because the text did not fit.
    public var isTruncated: Bool
    /// The word this line ends inside of, when the line breaker had to split a word that does not
    /// fit the width between two graphemes, with no hyphen ("Farbschema" shown as "Farbsche" and
    /// "ma"); nil when the line ends at a break opportunity (a space, a hyphen, between ideographs).
    public var brokenWord: String? = nil
    /// How many points wider than the line the broken word is, whole: a word only a little wider
    /// may fit in iOS's font, whose widths l10n's bundled metrics approximate.
    public var brokenWordOverflow: Double? = nil
}

/// A text wrapped to a width: its lines and size.
struct TextLayoutResult: Sendable {
    var lines: [TextLine]
    var lineHeight: Double
    /// Whether any text was cut.
    var isTruncated: Bool

    /// The size the text takes.
    var size: Size {
        var widest = 0.0
        for index in lines.indices { widest = max(widest, lines[index].width) }
        return Size(width: widest, height: Double(lines.count) * lineHeight)
    }
}

/// Wraps and truncates prepared text: greedy line filling at break opportunities, words longer
/// than the width broken between graphemes, and "…" (never less than one) when the lines allowed
/// by `lineLimit` or the offered height run out, at the tail, head or middle.
enum TextLayoutEngine {
    /// `text` wrapped to `width` (nil or infinity: no wrapping) in at most `maxLines` lines.
    static func layout(_ text: PreparedText, width: Double?, maxLines: Int?, truncation: Text.TruncationMode,
                       direction: LayoutDirection) -> TextLayoutResult {
        let limit = width.map { $0.isFinite ? $0 : .infinity } ?? .infinity
        if limit < text.ellipsisWidth, !text.units.isEmpty {
            // Narrower than one "…": every grapheme would get a line of its own, each cut to "…".
            let count = min(max(1, maxLines ?? Int.max), max(1, text.graphemeCount))
            let line = TextLine(text: "\u{2026}", visual: "\u{2026}", width: text.ellipsisWidth, isTruncated: true)
            return TextLayoutResult(lines: Array(repeating: line, count: count), lineHeight: text.lineHeight, isTruncated: true)
        }
        let ranges = wrap(text, width: limit)
        var lines: [TextLine] = []
        var lastFull = ranges.count - 1
        var truncated = false
        let allowed = max(1, maxLines ?? Int.max)
        for (index, range) in ranges.enumerated() {
            if index == allowed - 1, ranges.count > allowed {
                lines.append(truncate(text, range.start, text.units.count, width: limit, mode: truncation, direction: direction))
                truncated = true
                lastFull = index - 1
                break
            }
            let end = text.trimmedEnd(range.start, range.end)
            let lineWidth = text.width(range.start, end)
            if lineWidth > limit + 0.001 {
                lines.append(truncate(text, range.start, end, width: limit, mode: truncation, direction: direction))
                truncated = true
            } else {
                let line = text.shown(text.substring(range.start, end))
                var laidOut = TextLine(text: line, visual: Visual.order(line, direction: direction), width: lineWidth, isTruncated: false)
                if range.splitsWord, index < lastFull {
                    laidOut.brokenWord = text.word(around: range.end)
                    laidOut.brokenWordOverflow = range.overflow
                }
                lines.append(laidOut)
            }
        }
        if lines.isEmpty {
            lines.append(TextLine(text: "", visual: "", width: 0, isTruncated: false))
        }
        return TextLayoutResult(lines: lines, lineHeight: text.lineHeight, isTruncated: truncated)
    }

    /// Line ranges (UTF-16 offsets, trailing spaces included) of greedy wrapping at `width`, each
    /// saying whether it ends inside a word that had to be split (no break opportunity fitted),
    /// and then by how many points the whole word is wider than `width`.
    static func wrap(_ text: PreparedText, width: Double) -> [(start: Int, end: Int, splitsWord: Bool, overflow: Double)] {
        var result: [(start: Int, end: Int, splitsWord: Bool, overflow: Double)] = []
        let count = text.units.count
        var start = 0
        var breakIndex = 0
        let tolerance = 0.001
        while start < count {
            while breakIndex < text.breaks.count, text.breaks[breakIndex].position <= start { breakIndex += 1 }
            var lastFit: Int?
            var scan = breakIndex
            while scan < text.breaks.count {
                let candidate = text.breaks[scan]
                if text.visibleWidth(start, candidate.position) <= width + tolerance {
                    lastFit = candidate.position
                    if candidate.hard { break }
                    scan += 1
                } else {
                    break
                }
            }
            let end: Int
            var splitsWord = false
            var overflow = 0.0
            if let lastFit {
                end = lastFit
            } else {
                let nextBreak = scan < text.breaks.count ? text.breaks[scan].position : count
                end = graphemeFit(text, start, nextBreak, width: width)
                splitsWord = end < nextBreak
                if splitsWord { overflow = max(0, text.visibleWidth(start, nextBreak) - width) }
            }
            result.append((start, end, splitsWord, overflow))
            start = end
        }
        return result
    }

    /// The furthest grapheme boundary in `start..<limit` whose width fits, at least one grapheme.
    private static func graphemeFit(_ text: PreparedText, _ start: Int, _ limit: Int, width: Double) -> Int {
        let boundaries = text.graphemeBoundaries(start, limit)
        var fit = boundaries.first ?? limit
        var steps = 0
        defer { WorkCounter.add(steps) }
        for boundary in boundaries {
            steps += 1
            if text.visibleWidth(start, boundary) <= width + 0.001 { fit = boundary } else { break }
        }
        return fit
    }

    /// The text of `start..<end` cut to fit `width` with "…" at the tail, head or middle.
    static func truncate(_ text: PreparedText, _ start: Int, _ end: Int, width: Double, mode: Text.TruncationMode,
                         direction: LayoutDirection) -> TextLine {
        let ellipsis = "\u{2026}"
        let budget = width - text.ellipsisWidth
        func line(_ string: String, _ lineWidth: Double) -> TextLine {
            let shown = text.shown(string)
            return TextLine(text: shown, visual: Visual.order(shown, direction: direction), width: lineWidth, isTruncated: true)
        }
        guard budget > 0 else { return line(ellipsis, text.ellipsisWidth) }
        let boundaries = [start] + Array(text.graphemeBoundaries(start, end))
        switch mode {
        case .tail:
            let cut = lastFitting(boundaries) { text.visibleWidth(start, $0) <= budget }
            let keptEnd = text.trimmedEnd(start, cut)
            return line(clean(text.substring(start, keptEnd)) + ellipsis, text.width(start, keptEnd) + text.ellipsisWidth)
        case .head:
            let cut = boundaries.first { text.width($0, end) <= budget } ?? end
            return line(ellipsis + clean(text.substring(cut, end)), text.ellipsisWidth + text.width(cut, end))
        case .middle:
            let half = budget / 2
            let headEnd = text.trimmedEnd(start, lastFitting(boundaries) { text.visibleWidth(start, $0) <= half })
            let used = text.width(start, headEnd)
            let tailStart = boundaries.first { $0 >= headEnd && text.width($0, end) <= budget - used } ?? end
            return line(clean(text.substring(start, headEnd)) + ellipsis + clean(text.substring(tailStart, end)),
                        used + text.ellipsisWidth + text.width(tailStart, end))
        }
    }

    /// The last boundary for which `fits` holds (the first one when none does).
    private static func lastFitting(_ boundaries: [Int], _ fits: (Int) -> Bool) -> Int {
        var result = boundaries.first ?? 0
        for boundary in boundaries {
            if fits(boundary) { result = boundary } else { break }
        }
        return result
    }

    /// Line breaks inside a truncated line shown as spaces.
    private static func clean(_ string: String) -> String {
        string.contains("\n") ? string.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") : string
    }
}
