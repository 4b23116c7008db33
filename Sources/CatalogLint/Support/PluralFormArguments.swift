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
            // Every placeholder of a form is a conversion (`% ld` still prints the count).
            for placeholder in form?.placeholders ?? [] {
                let position = placeholder.position ?? countPosition
                if positions[position] == nil { positions[position] = placeholder }
            }
        }
        self.positions = positions
        self.countPosition = count
    }

    /// The positions of the arguments `format` shows itself, outside its plural variables.
    static func shownOutside(_ format: ParsedFormat?) -> Set<Int> {
        guard let format else { return [] }
        // By placeholder rather than by argument: `%#@v1@ %1$d` shows argument 1 although the
        // variable takes the same position.
        var shown = Set(format.placeholders.filter { $0.argumentType != .pluralVariable }.compactMap(\.position))
        for slot in format.arguments where slot.placeholder.position == nil && slot.type != .pluralVariable { shown.insert(slot.position) }
        return shown
    }

    /// Where the variable `name` sits among the arguments of `format` (0 when it is not there):
    /// its explicit position (`%2$#@v2@`); else, when the forms (`forms`) read exactly one integer
    /// argument by position that the format does not show itself, that one (in `%1$d+ by
    /// %#@v2@`, Foundation's numbering of the plain reference is not defined, and `%2$d` in the
    /// forms says which it is); else its place in order.
    static func countPosition(of name: String, in format: ParsedFormat?, forms: [ParsedFormat?]) -> Int {
        guard let format else { return 0 }
        if let explicit = format.placeholders.first(where: { $0.variable == name })?.position { return explicit }
        let outside = shownOutside(format)
        let candidates = Set(forms.flatMap { $0?.placeholders ?? [] }.filter {
            $0.argumentType.family == .integer && $0.position.map { !outside.contains($0) } ?? false
        }.compactMap(\.position))
        if candidates.count == 1, let only = candidates.first { return only }
        return format.arguments.first { $0.placeholder.variable == name }?.position ?? 0
    }

    /// What `form` (of `category`, text `text`) leaves out of `base` (the base's form `baseCategory`):
    /// a placeholder the base's form shows, or the count, except that `zero`, `one` and `two` forms
    /// may leave the count out ("one file", Arabic's dual), and a `zero` form anything ("No one").
    /// Arguments the translation's format shows outside the variable (`shownOutside`: "Fjernet %1$d
    /// %#@v1@") are shown whatever the form says.
    func omissions(from base: PluralFormArguments, category: PluralCategory, baseCategory: PluralCategory,
                   text: String, shownOutside: Set<Int>) -> [FormatComparison.Problem] {
        var problems: [FormatComparison.Problem] = []
        guard category != .zero else { return [] }
        for position in base.positions.keys.sorted() where positions[position] == nil && !shownOutside.contains(position) {
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
