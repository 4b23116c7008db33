/// The character classes the translation rules test on every value (white space, letters), with a
/// table-free answer for ASCII: the Unicode property lookup is a search through the property
/// tables, and almost every scalar in a catalog is ASCII.
extension Unicode.Scalar {
    /// Unicode `White_Space`; in ASCII that is tab, line feed, vertical tab, form feed, carriage
    /// return and space.
    var isWhiteSpace: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace
    }

    /// Unicode `Alphabetic`; in ASCII that is `A`–`Z` and `a`–`z`.
    var isLetter: Bool {
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        return properties.isAlphabetic
    }
}

extension String {
    /// Whether the text is empty or only white space.
    var isBlank: Bool { unicodeScalars.allSatisfy(\.isWhiteSpace) }

    /// The spaces, tabs and line breaks the text starts with (scalar for scalar, so a combining mark
    /// after a space does not swallow the space).
    var leadingWhitespace: Substring {
        let scalars = unicodeScalars
        var end = scalars.startIndex
        while end < scalars.endIndex, scalars[end].isWhiteSpace { end = scalars.index(after: end) }
        return Substring(scalars[scalars.startIndex..<end])
    }

    /// The spaces, tabs and line breaks the text ends with.
    var trailingWhitespace: Substring {
        let scalars = unicodeScalars
        var start = scalars.endIndex
        while start > scalars.startIndex {
            let before = scalars.index(before: start)
            guard scalars[before].isWhiteSpace else { break }
            start = before
        }
        return Substring(scalars[start..<scalars.endIndex])
    }

    /// Whether the text has something to translate: a letter outside `%…` placeholders.
    var hasTranslatableText: Bool {
        var inPlaceholder = false
        for scalar in unicodeScalars {
            if inPlaceholder {
                if scalar.isLetter && scalar != "l" && scalar != "h" && scalar != "q" {
                    inPlaceholder = false
                }
                if scalar == "@" { inPlaceholder = false }
                continue
            }
            if scalar == "%" { inPlaceholder = true; continue }
            if scalar.isLetter { return true }
        }
        return false
    }
}

extension String {
    /// Whether the UTF-8 holds `byte`: read from the contiguous bytes when there are some, which is
    /// much quicker than stepping through the UTF-8 view.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// Whether the UTF-8 holds a byte below 0x20 (a C0 control: line break, tab, …), read as `containsByte` reads.
    var hasControlByte: Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains { $0 < 0x20 } } ?? utf8.contains { $0 < 0x20 }
    }
}
