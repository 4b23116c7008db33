/// What a localization key says once its placeholders are set aside.
enum KeyText {
    /// Whether `key` has letters outside its format placeholders: "%lld items" does, "%@" and
    /// "%1$@ – %2$@" do not (a key of placeholders only shows its arguments, not itself).
    static func hasWords(_ key: String) -> Bool {
        var scalars = key.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "%" {
                skipPlaceholder(&scalars)
            } else if scalar.properties.isAlphabetic {
                return true
            }
        }
        return false
    }

    /// Whether `text` is one token that reads as a name, code or address rather than copy: no
    /// spaces, and a `/` or `@` inside (`octocat/Hello-World`, `support@example.com`), letters
    /// and digits mixed (`zemanl79`, `404alex`), or two to five capitals (`CSE`, `US`, `PDF`).
    static func isIdentifier(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty, !scalars.contains(where: { $0.properties.isWhitespace }) else { return false }
        if scalars.contains(where: { $0 == "/" || $0 == "@" }) { return true }
        let digits = scalars.contains { ("0"..."9").contains($0) }
        let letters = scalars.contains { $0.properties.isAlphabetic }
        if digits && letters { return true }
        return (2...5).contains(scalars.count) && scalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The letters that end a placeholder (its conversion).
    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp%".unicodeScalars)

    /// Moves past one placeholder after its `%`: flags, width, precision, length and conversion,
    /// or a `%#@variable@` reference.
    private static func skipPlaceholder(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var inVariable = false
        while let scalar = scalars.next() {
            if inVariable {
                if scalar == "@" { return }
                continue
            }
            if scalar == "#" {
                inVariable = true
                if let next = scalars.next(), next != "@" { return }
                continue
            }
            if conversions.contains(scalar) { return }
        }
    }
}
