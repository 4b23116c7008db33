/// The text transforms of the pseudo-locales.
enum PseudoText {
    /// Accented replacements of the ASCII letters: each keeps its base letter's shape and about
    /// its width, so the text stays readable while any unlooked-up text stands out.
    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    /// Words appended to lengthen a text, as pseudo-localization tools do: they wrap like real words.
    private static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The share by which accented texts grow (translations run 30–40% longer than English).
    static let expansion = 0.4

    /// "Sort Order" → "[Šöŕţ Öŕðéŕ one two]": accented, lengthened by words, bracketed.
    static func accented(_ text: String) -> String {
        let marked = String(text.map { accents[$0] ?? $0 })
        let wanted = Int((Double(text.count) * expansion).rounded(.up))
        var added = 0
        var words: [String] = []
        var index = 0
        while added < wanted {
            let word = padding[index % padding.count]
            words.append(word)
            added += word.count + 1
            index += 1
        }
        return "[" + marked + (words.isEmpty ? "" : " " + words.joined(separator: " ")) + "]"
    }

    /// "Sort Order" → "redrO troS": each paragraph reversed, as if seen in a mirror.
    static func mirrored(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed()) }
            .joined(separator: "\n")
    }

    /// "Sort Order" → "Sort Order Sort Order".
    static func doubled(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : $0 + " " + $0 }
            .joined(separator: "\n")
    }
}
