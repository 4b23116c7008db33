/// One language's files of a table, for `CatalogMigration`.
public struct MigrationSource: Hashable, Sendable {
    /// The language (the `.lproj` folder's name without the extension).
    public var language: String
    /// The language's `.strings` file, if any.
    public var strings: StringsFile?
    /// The language's `.stringsdict` file, if any (it wins over `.strings` for a key in both, as in Foundation).
    public var stringsdict: StringsdictFile?

    /// Creates a source.
    public init(language: String, strings: StringsFile?, stringsdict: StringsdictFile?) {
        self.language = language
        self.strings = strings
        self.stringsdict = stringsdict
    }
}

/// Turns a table's `.strings` and `.stringsdict` files into one String Catalog, as Xcode's
/// "Migrate to String Catalog" does: every key `migrated`, the development language's comments as
/// the keys' comments, a plural rule that is the whole format as plural variations, any other as a
/// `%#@name@` text with substitutions (the number written `%arg` in the forms). A key that only
/// translations have is marked `stale` (Xcode would mark it so at its next build). Xcode marks every
/// text `translated`; here a translation that is a copy of the development language's text stays
/// `new`, so the catalog still shows it as untranslated.
public enum CatalogMigration {
    /// Whether the copy of the development language's text in `language` for `key` was never
    /// translated (rather than meant to stay the same, as "OK" or a brand name).
    public typealias CopyJudgement = @Sendable (_ language: String, _ key: String) -> Bool

    /// The catalog of `sources` with `sourceLanguage` as the development language, and the keys
    /// that could not be migrated (a `.stringsdict` rule that is not a plural rule, or has no format)
    /// as `language: key`. A translation that copies the development language's text is marked
    /// `new` when `isUntranslated` says it was never translated (every copy when it is nil). A key
    /// only translations have is marked `stale` unless `keysComeFromElsewhere` (an `InfoPlist`
    /// table, whose keys are the Info.plist's, or the strings of a storyboard).
    public static func catalog(
        sourceLanguage: String, sources: [MigrationSource], isUntranslated: CopyJudgement? = nil, keysComeFromElsewhere: Bool = false
    ) -> (catalog: XCStringsFile, skipped: [String]) {
        var contents: [String: [String: XCStringsContent]] = [:]
        var comments: [String: String] = [:]
        var order: [String] = []
        var skipped: [String] = []
        let base = sources.first { $0.language == sourceLanguage }
        for entry in base?.strings?.entries ?? [] where comments[entry.key] == nil {
            if let comment = entry.comment { comments[entry.key] = comment }
        }
        // A translation takes the base's shape: when the base's rule is part of a longer text (so
        // substitutions), a translation whose format is the rule alone is written with them too,
        // so that its arguments are compared with the base's.
        // A translation's rule reads the argument the base's rule of that name reads: the code
        // passes the same arguments to every language.
        var partOfText: Set<String> = []
        var baseArguments: [String: [String: Int]] = [:]
        for entry in base?.stringsdict?.entries ?? [] {
            guard let format = entry.formatKey?.value else { continue }
            if !becomesVariations(entry) { partOfText.insert(entry.key) }
            for name in StringsdictEntry.variableReferences(in: format) where baseArguments[entry.key]?[name] == nil {
                baseArguments[entry.key, default: [:]][name] = argumentNumber(of: name, in: format)
            }
        }
        for source in sources {
            for entry in source.strings?.entries ?? [] {
                if contents[entry.key] == nil { order.append(entry.key) }
                contents[entry.key, default: [:]][source.language] = XCStringsContent(stringUnit: XCStringsUnit(value: entry.value))
            }
            for entry in source.stringsdict?.entries ?? [] {
                let arguments = source.language == sourceLanguage ? [:] : baseArguments[entry.key] ?? [:]
                guard let content = content(of: entry, substitutions: partOfText.contains(entry.key), arguments: arguments) else {
                    skipped.append("\(source.language): \(entry.key)")
                    continue
                }
                if contents[entry.key] == nil { order.append(entry.key) }
                contents[entry.key, default: [:]][source.language] = content
            }
        }
        var strings: [XCStringsEntry] = []
        for key in order {
            let byLanguage = contents[key] ?? [:]
            let baseContent = byLanguage[sourceLanguage]
            // A key only translations have is no text of the app's: no code reads it from the
            // development language's table, so it is marked stale, as Xcode marks a key its code lost.
            var entry = XCStringsEntry(key: key, comment: comments[key], extractionState: baseContent == nil && !keysComeFromElsewhere ? "stale" : "migrated")
            for language in byLanguage.keys.sorted() {
                guard var content = byLanguage[language] else { continue }
                if language != sourceLanguage, let baseContent, isUntranslated?(language, key) ?? true {
                    markCopies(in: &content, of: baseContent)
                }
                entry.localizations.append(XCStringsLocalization(language: language, content: content))
            }
            strings.append(entry)
        }
        return (XCStringsFile(sourceLanguage: sourceLanguage, version: "1.0", strings: strings), skipped)
    }

    /// The catalog content of a `.stringsdict` entry; nil when it cannot be migrated. A format that
    /// is one rule alone becomes plural variations unless `substitutions` asks for the long form; a
    /// substitution reads the argument `arguments` gives for its name, else its own place.
    static func content(of entry: StringsdictEntry, substitutions: Bool = false, arguments: [String: Int] = [:]) -> XCStringsContent? {
        guard let format = entry.formatKey?.value else { return nil }
        let references = StringsdictEntry.variableReferences(in: format)
        var variables: [StringsdictVariable] = []
        var seen: Set<String> = []
        for name in references where seen.insert(name).inserted {
            guard let variable = entry.variable(named: name), variable.specType?.value == "NSStringPluralRuleType",
                  !variable.forms.isEmpty else { return nil }
            variables.append(variable)
        }
        if !substitutions, becomesVariations(entry) {
            return XCStringsContent(variations: XCStringsVariations(plural: cases(variables[0].sortedForms.map { ($0.category, $0.text.value) })))
        }
        let substitutions = variables.map { variable in
            // Some tables write the value type `%d`; a catalog's specifier has no `%`.
            let written = variable.valueType?.value ?? "@"
            let specifier = written.hasPrefix("%") ? String(written.dropFirst()) : written
            return XCStringsSubstitution(
                name: variable.name, argNum: arguments[variable.name] ?? argumentNumber(of: variable.name, in: format), formatSpecifier: specifier,
                variations: XCStringsVariations(plural: cases(variable.sortedForms.map { ($0.category, ownArgument($0.text.value, specifier: specifier)) })))
        }
        return XCStringsContent(stringUnit: XCStringsUnit(value: format), substitutions: substitutions.isEmpty ? nil : substitutions)
    }

    private static func cases(_ forms: [(PluralCategory, String)]) -> [XCStringsVariation] {
        forms.map { XCStringsVariation(name: $0.0.rawValue, content: XCStringsContent(stringUnit: XCStringsUnit(value: $0.1))) }
    }

    /// Whether `entry` is written as plain plural variations: its format is one rule alone and a
    /// form shows a number. Plural variations read the count from the forms' placeholders, so a
    /// rule whose forms show none ("article", "articles") keeps the count as a substitution.
    private static func becomesVariations(_ entry: StringsdictEntry) -> Bool {
        guard let format = entry.formatKey?.value else { return false }
        let names = StringsdictEntry.variableReferences(in: format)
        guard names.count == 1, isWholeReference(format, to: names[0]), let variable = entry.variable(named: names[0]) else { return false }
        return variable.forms.values.contains { hasConversion($0.value) }
    }

    /// Whether `text` holds a conversion (a `%` not followed by `%`).
    private static func hasConversion(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { continue }
            guard let next = scalars.next() else { return false }
            if next != "%" { return true }
        }
        return false
    }

    /// Whether `format` is nothing but `%#@name@` (or `%N$#@name@`).
    private static func isWholeReference(_ format: String, to name: String) -> Bool {
        guard format.hasPrefix("%"), format.hasSuffix("#@" + name + "@") else { return false }
        let middle = format.dropFirst().dropLast(name.count + 3)
        return middle.isEmpty || (middle.hasSuffix("$") && middle.dropLast().allSatisfy(\.isASCII) && Int(middle.dropLast()) != nil)
    }

    /// The 1-based argument `%#@name@` reads in `format`: its position when written (`%2$#@name@`),
    /// else its place among the format's conversions.
    private static func argumentNumber(of name: String, in format: String) -> Int {
        let scalars = Array(format.unicodeScalars)
        var count = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count && scalars[index + 1] == "%" {
                index += 2
                continue
            }
            count += 1
            var cursor = index + 1
            var digits = ""
            while cursor < scalars.count, scalars[cursor].value >= 0x30 && scalars[cursor].value <= 0x39 {
                digits.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            let positional = cursor < scalars.count && scalars[cursor] == "$" ? Int(digits) : nil
            if positional != nil { cursor += 1 }
            let reference = "#@" + name + "@"
            if String(String.UnicodeScalarView(scalars[cursor..<min(scalars.count, cursor + reference.unicodeScalars.count)])) == reference {
                return positional ?? count
            }
            index = cursor
        }
        return max(count, 1)
    }

    /// A form's text with the variable's own conversion (`%d`, `%lld`, `%1$d`) written `%arg`.
    private static func ownArgument(_ text: String, specifier: String) -> String {
        guard !specifier.isEmpty else { return text }
        return text.replacingEvery("%" + specifier, with: "%arg")
    }

    /// Marks `new` each unit of `content` whose text is the base's text for the same case.
    private static func markCopies(in content: inout XCStringsContent, of base: XCStringsContent) {
        if var unit = content.stringUnit, unit.value == base.stringUnit?.value {
            unit.state = "new"
            content.stringUnit = unit
        }
        if var plural = content.variations?.plural {
            for index in plural.indices {
                let name = plural[index].name
                let baseCase = base.variations?.plural?.first { $0.name == name } ?? base.variations?.plural?.first { $0.name == "other" }
                if let baseCase { markCopies(in: &plural[index].content, of: baseCase.content) }
            }
            content.variations?.plural = plural
        }
        if var substitutions = content.substitutions {
            for index in substitutions.indices {
                let name = substitutions[index].name
                guard let baseSubstitution = base.substitutions?.first(where: { $0.name == name }) else { continue }
                var inner = XCStringsContent(variations: substitutions[index].variations)
                markCopies(in: &inner, of: XCStringsContent(variations: baseSubstitution.variations))
                substitutions[index].variations = inner.variations
            }
            content.substitutions = substitutions
        }
    }
}

extension String {
    /// The text with every `target` replaced by `replacement` (no Foundation needed).
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return self.replacing(target, with: replacement)
    }
}
