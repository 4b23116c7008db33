/// Texts that usually stay the same in every language, so a translation equal to the base's is
/// not a sign that it was forgotten: acronyms (`OK`, `PDF`), product names written with an inner
/// capital (`iOS`, `macOS`, `GitHub`), numbers with their units (`5 km`, `%lld MB`), addresses
/// (`support@example.com`, `https://…`) and words a team lists as staying the same.
enum InvariantText {
    /// Whether every word of `text` (placeholders left out) stays the same in other languages;
    /// `allowed` are words the configuration says stay the same.
    static func staysTheSame(_ text: String, allowed: Set<String>) -> Bool {
        if allowed.isEmpty, hasPlainLowerCaseWord(text) { return false }
        let words = self.words(of: text)
        guard !words.isEmpty else { return true }
        // A unit on its own (`px`, `km`), as a column title or a label after a field.
        if words.count == 1, units.contains(words[0]) { return true }
        let hasNumber = text.unicodeScalars.contains { ($0.value >= 0x30 && $0.value <= 0x39) || $0 == "%" }
        return words.allSatisfy { word in
            if allowed.contains(String(word)) || isAddress(word) { return true }
            return runs(of: word).allSatisfy { run in
                // `5m`, `10km`: a number written together with its unit.
                allowed.contains(String(run)) || isAcronymOrProductName(run)
                    || (hasNumber && (units.contains(run) || units.contains(run.drop { $0.isNumber })))
            }
        }
    }

    /// Whether the text has a word of three or more lower-case ASCII letters and nothing else
    /// ("files"), which is neither an acronym, a product name nor a unit: a quick answer for most texts.
    private static func hasPlainLowerCaseWord(_ text: String) -> Bool {
        var run = 0
        var plain = true
        var previous: UInt8 = 0x20
        var found = false
        for byte in text.utf8 {
            let lower = byte >= 0x61 && byte <= 0x7A
            if lower {
                if run == 0 { plain = previous == 0x20 || previous == 0x0A }
                run += 1
            } else {
                if run >= 3, plain, byte == 0x20 || byte == 0x0A || byte == 0x2C || byte == 0x3F || byte == 0x21 {
                    found = true
                    break
                }
                run = 0
            }
            previous = byte
        }
        if !found, run >= 3, plain { found = true }
        // Foundation's search is asked only about a unit whose bytes the text has (rare): the
        // byte test alone rules out most texts, and a text without the bytes has no match.
        return found && !longUnits.contains { unit in containsBytes(text, unit.utf8) && text.contains(unit) }
    }

    /// The units of three letters or more, which a plain lower-case word may hide (`kbps`, `mph`).
    private static let longUnits = units.filter { $0.utf8.count >= 3 }.sorted()

    /// Whether the UTF-8 of `text` holds the bytes of `needle`.
    private static func containsBytes(_ text: String, _ needle: Substring.UTF8View) -> Bool {
        guard let first = needle.first else { return true }
        let count = needle.count
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= count else { return false }
            for start in 0...(bytes.count - count) where bytes[start] == first {
                if needle.elementsEqual(bytes[start..<(start + count)]) { return true }
            }
            return false
        }
    }

    /// Whether `text` is a single word (placeholders and punctuation aside): a name such as
    /// "Mastodon" or "Email" that many languages keep.
    static func isSingleWord(_ text: String) -> Bool {
        let words = self.words(of: text)
        guard words.count == 1 else { return false }
        // An ASCII word's runs of letters and digits hold a letter when the word does.
        if words[0].isContiguousASCII { return words[0].utf8.contains { $0.isASCIILetter } }
        return runs(of: words[0]).contains { $0.unicodeScalars.contains(where: \.isLetter) }
    }

    /// The words of a short name ("Wikipedia", "Creative Commons CC0"): one to three words, each
    /// starting with a capital; nil for other texts.
    static func nameWords(_ text: String) -> [Substring]? {
        // More than three words is the common answer: counted on the bytes before splitting.
        var count = 0
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte != 0x20, previous == 0x20 {
                count += 1
                if count > 3 { return nil }
            }
            previous = byte
        }
        // An ASCII name (most) is read from its bytes: split at spaces, each word a capital
        // followed by letters and digits.
        if text.isContiguousASCII {
            let words = text.utf8.split(separator: 0x20).map(Substring.init)
            guard (1...3).contains(words.count) else { return nil }
            for word in words {
                guard let first = word.utf8.first, first.isASCIIUpperCase, word.utf8.allSatisfy({ $0.isASCIILetterOrDigit }) else { return nil }
            }
            return words
        }
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count) else { return nil }
        for word in words {
            guard let first = word.unicodeScalars.first, first.properties.isUppercase,
                  word.unicodeScalars.allSatisfy({ $0.isLetter || ($0.value >= 0x30 && $0.value <= 0x39) }) else { return nil }
        }
        return words
    }

    /// Finds where wanted words may be in texts: the runs of letters and digits of the wanted
    /// words' lengths in bytes whose bytes pass the `WordFilter`, worked out once for all the texts of a table.
    struct WordScanner {
        /// A bit per wanted length (up to 63 bytes), tested before the set.
        private let mask: UInt64
        private let longest: Int
        private let lengths: Set<Int>
        private let filter: WordFilter

        /// A scanner for `wanted`.
        init(wanted: Set<Substring>) {
            // A closure, not a key path: the key path was looked up at run time for every word.
            lengths = Set(wanted.map { $0.utf8.count })
            var mask: UInt64 = 0
            for length in lengths where length < 64 { mask |= 1 << UInt64(length) }
            self.mask = mask
            longest = lengths.max() ?? 0
            filter = WordFilter(wanted)
        }

        /// Calls `body` with each run of letters and digits in `text` that may be a wanted word.
        func forEachWord(in text: String, _ body: (Substring) -> Void) {
            var text = text
            text.withUTF8 { bytes in
                Self.byteKinds.withUnsafeBufferPointer { kinds in
                    let end = bytes.count
                    var offset = 0
                    while offset < end {
                        // The separators, then a word up to the next one.
                        while offset < end, kinds[Int(bytes[offset])] == 0 { offset += 1 }
                        let start = offset
                        var ascii = true
                        while offset < end {
                            let kind = kinds[Int(bytes[offset])]
                            if kind == 0 { break }
                            if kind == 2 { ascii = false }
                            offset += 1
                        }
                        let count = offset - start
                        guard count > 0, count <= longest, count < 64 ? mask & (1 << UInt64(count)) != 0 : lengths.contains(count) else { continue }
                        let word = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                        if filter.mayMatch(word, isASCII: ascii) { body(Substring(String(decoding: word, as: UTF8.self))) }
                    }
                }
            }
        }

        /// What each byte is to a word: 0 a separator, 1 an ASCII letter or digit, 2 a byte of a
        /// character outside ASCII (part of a word).
        private static let byteKinds: [UInt8] = (0...255).map { byte in
            let lower = UInt8(byte) | 0x20
            if byte >= 0x80 { return 2 }
            return (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x7A) ? 1 : 0
        }
    }

    /// The text's words split at white space, with `%…` placeholders removed.
    static func words(of text: String) -> [Substring] {
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            if let words = asciiWords(of: text) { return words }
            return text.split { $0.unicodeScalars.allSatisfy(\.isWhiteSpace) }.filter(hasLetterOrDigit)
        }
        if let kept = asciiWithoutPlaceholders(text), let words = asciiWords(of: kept) { return words }
        var kept = ""
        var inPlaceholder = false
        for scalar in text.unicodeScalars {
            if inPlaceholder {
                if scalar == "@" || (scalar.isLetter && scalar != "l" && scalar != "h" && scalar != "q" && scalar != "z") { inPlaceholder = false }
                continue
            }
            if scalar == "%" { inPlaceholder = true; kept.unicodeScalars.append(" "); continue }
            kept.unicodeScalars.append(scalar)
        }
        return kept.split { $0.unicodeScalars.allSatisfy(\.isWhiteSpace) }.filter(hasLetterOrDigit)
    }

    /// An ASCII `text` with each `%…` placeholder written as a space, as `words(of:)` removes them,
    /// from its bytes (appending scalar by scalar cost more than the rest); nil when it is not ASCII.
    private static func asciiWithoutPlaceholders(_ text: String) -> String? {
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count)
        var inPlaceholder = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if inPlaceholder {
                // A placeholder ends at `@` or at a letter other than a length modifier (l, h, q, z).
                if byte == 0x40 || (byte.isASCIILetter && byte != 0x6C && byte != 0x68 && byte != 0x71 && byte != 0x7A) { inPlaceholder = false }
                continue
            }
            if byte == 0x25 {
                inPlaceholder = true
                kept.append(0x20)
                continue
            }
            kept.append(byte)
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `words(of:)` of a text that is all ASCII, read from its bytes (most texts, and splitting
    /// them into characters cost more than the rest of the tests): the runs between ASCII white
    /// space (tab, line breaks, vertical tab, form feed, space; CR LF is one character of two such
    /// bytes) that hold a letter or a digit. Nil when the text is not ASCII.
    private static func asciiWords(of text: String) -> [Substring]? {
        let bounds: [Range<Int>]?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var bounds: [Range<Int>] = []
            var start = 0
            var hasLetterOrDigit = false
            for offset in 0...bytes.count {
                let byte = offset < bytes.count ? bytes[offset] : 0x20
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    if hasLetterOrDigit { bounds.append(start..<offset) }
                    start = offset + 1
                    hasLetterOrDigit = false
                } else if byte.isASCIILetterOrDigit {
                    hasLetterOrDigit = true
                }
            }
            return bounds
        }
        guard let found = bounds, let bounds = found else { return nil }
        let utf8 = text.utf8
        return bounds.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    private static func hasLetterOrDigit(_ word: Substring) -> Bool {
        word.unicodeScalars.contains { $0.isLetter || ($0.value >= 0x30 && $0.value <= 0x39) }
    }

    /// The runs of letters and digits in a word (`Wi-Fi` → `Wi`, `Fi`).
    static func runs(of word: Substring) -> [Substring] {
        word.split { !($0.unicodeScalars.first.map { $0.isLetter || ($0.value >= 0x30 && $0.value <= 0x39) } ?? false) }
    }

    /// `OK`, `PDF`, `4K`, `A`, `iOS`, `macOS`, `GitHub`, `42`: only capitals, or a capital after a
    /// lower-case letter (a product name's inner capital), or no letter at all.
    private static func isAcronymOrProductName(_ run: Substring) -> Bool {
        var sawLower = false
        var innerCapital = false
        var letters = 0
        var capitals = 0
        for scalar in run.unicodeScalars where scalar.isLetter {
            letters += 1
            if scalar.properties.isLowercase {
                sawLower = true
            } else if scalar.properties.isUppercase {
                capitals += 1
                if sawLower { innerCapital = true }
            }
        }
        // Scripts without case (Han, Arabic) are words like any other.
        return letters == 0 || capitals == letters || innerCapital
    }

    /// `https://…`, `www.…`, `name@example.com`, `example.com`, `#hashtag`, `@mention`.
    private static func isAddress(_ word: Substring) -> Bool {
        // Each shape below needs one of `:`, `.`, `#` or `@`: most words have none.
        guard word.utf8.contains(where: { $0 == 0x3A || $0 == 0x2E || $0 == 0x23 || $0 == 0x40 }) else { return false }
        if word.contains("://") || word.hasPrefix("www.") { return true }
        if word.hasPrefix("#") || (word.hasPrefix("@") && word.count > 1) { return true }
        if let at = word.firstIndex(of: "@"), word[at...].contains(".") { return true }
        let parts = word.split(separator: ".")
        return parts.count >= 2 && ["com", "org", "net", "io", "app", "social"].contains(parts.last.map(String.init) ?? "")
    }

    /// Unit symbols that stay the same across languages written in Latin script, when next to a number.
    private static let units: Set<Substring> = [
        "km", "m", "cm", "mm", "kg", "g", "mg", "lb", "lbs", "oz", "ft", "mi", "mph", "kph", "kmh",
        "KB", "MB", "GB", "TB", "kB", "Kb", "Mb", "Gb", "kbps", "Mbps", "Gbps",
        "Hz", "kHz", "MHz", "GHz", "dB", "ms", "px", "pt", "dp", "fps", "bpm", "mAh", "kWh", "kW", "W", "V",
        "x", "C", "F", "K",
    ]
}
