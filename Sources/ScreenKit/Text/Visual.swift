/// Puts a line into the order it is drawn in, left to right: the Unicode bidi algorithm (ICU)
/// reverses right-to-left runs; Arabic is shown in its shaped presentation forms; mirrored
/// characters (brackets) flip inside right-to-left runs. Grapheme clusters move as a whole, so
/// combining marks stay after their base.
enum Visual {
    /// `line` in visual order, for a paragraph whose base direction is `direction`.
    static func order(_ line: String, direction: LayoutDirection) -> String {
        guard ICUText.hasRightToLeft(line.utf16) else { return line }
        let logical = Array(line.utf16)
        let shaped = ICUText.hasArabic(logical) ? ICUText.shapeArabic(logical) : logical
        let string = String(decoding: shaped, as: UTF16.self)
        guard let (map, levels) = ICUText.bidi(shaped, baseDirection: direction) else { return string }
        var clusterOfUnit = [Int](repeating: 0, count: shaped.count)
        var clusters: [Character] = []
        var offset = 0
        for character in string {
            for _ in 0..<character.utf16.count where offset < shaped.count {
                clusterOfUnit[offset] = clusters.count
                offset += 1
            }
            clusters.append(character)
        }
        var result = ""
        var lastCluster = -1
        for logicalIndex in map where logicalIndex >= 0 && logicalIndex < shaped.count {
            let cluster = clusterOfUnit[logicalIndex]
            guard cluster != lastCluster else { continue }
            lastCluster = cluster
            let character = clusters[cluster]
            result.append(levels[logicalIndex] % 2 == 1 ? mirrored(character) : character)
        }
        return result
    }

    /// The mirror image of a bracket-like character, for right-to-left runs.
    private static func mirrored(_ character: Character) -> Character {
        switch character {
        case "(": ")"
        case ")": "("
        case "[": "]"
        case "]": "["
        case "{": "}"
        case "}": "{"
        case "<": ">"
        case ">": "<"
        case "«": "»"
        case "»": "«"
        default: character
        }
    }
}
