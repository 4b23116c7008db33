import L10n

/// The arguments one plural form shows, by position: what each form of a translation is compared
/// with, form by form, against the base's form of the same category (else its `other` form).
/// In a `.stringsdict` or String Catalog substitution, a plain placeholder (`%d`, `%arg`) is the
/// variable's own count; in a String Catalog plural of the whole string, the form is a format of
/// its own whose count is its first integer.
struct PluralFormArguments: Sendable {
    /// The placeholders by argument position.
    let positions: [Int: FormatPlaceholder]
    /// The position of the count.
    let countPosition: Int

    /// The arguments of `form`; `countPosition` is where the variable sits in the format (0 when
    /// unknown), `wholeString` for a plural without a format.
    init(_ form: ParsedFormat?, countPosition: Int, wholeString: Bool) {
        var positions: [Int: FormatPlaceholder] = [:]
        var count = countPosition
        if wholeString {
            for slot in form?.arguments ?? [] where positions[slot.position] == nil { positions[slot.position] = slot.placeholder }
            count = form?.arguments.first { $0.type.family == .integer }?.position ?? 0
        } else {
            for placeholder in form?.placeholders ?? [] where !placeholder.flags.contains(" ") {
                let position = placeholder.position ?? countPosition
                if positions[position] == nil { positions[position] = placeholder }
            }
        }
        self.positions = positions
        self.countPosition = count
    }

    /// Where the variable `name` sits among the arguments of `format` (0 when it is not there).
    static func countPosition(of name: String, in format: ParsedFormat?) -> Int {
        format?.arguments.first { $0.placeholder.variable == name }?.position ?? 0
    }

    /// What `form` (of `category`, text `text`) leaves out of `base` (the base's form `baseCategory`):
    /// a placeholder the base's form shows, or the count, except that `zero`, `one` and `two` forms
    /// may leave the count out ("one file", Arabic's dual).
    func omissions(from base: PluralFormArguments, category: PluralCategory, baseCategory: PluralCategory,
                   text: String) -> [FormatComparison.Problem] {
        var problems: [FormatComparison.Problem] = []
        for position in base.positions.keys.sorted() where positions[position] == nil {
            guard let placeholder = base.positions[position] else { continue }
            let isCount = (position == base.countPosition && position != 0) || (base.countPosition == 0 && placeholder.position == nil)
            if isCount {
                guard ![PluralCategory.zero, .one, .two].contains(category) else { continue }
                problems.append(FormatComparison.Problem(
                    message: "The '\(category.rawValue)' form does not show the count (\(placeholder.text)) that the base's '\(baseCategory.rawValue)' form shows; readers never see the number.",
                    severity: .warning))
                continue
            }
            var message = "The '\(category.rawValue)' form drops \(placeholder.text) (argument \(position)), which the base's '\(baseCategory.rawValue)' form shows; the value never appears."
            if let lost = Self.lostPercent(of: placeholder, position: position, in: text) {
                message += " Its '%' seems lost: the text has '\(lost)'."
            }
            problems.append(FormatComparison.Problem(message: message, severity: .warning))
        }
        return problems
    }

    /// `2$@` written without its `%`, when the text has it.
    private static func lostPercent(of placeholder: FormatPlaceholder, position: Int, in text: String) -> String? {
        guard placeholder.position != nil, placeholder.text.hasPrefix("%") else { return nil }
        let bare = String(placeholder.text.dropFirst())
        guard let range = text.range(of: bare) else { return nil }
        if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)] == "%" { return nil }
        return bare
    }
}
