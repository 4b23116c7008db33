/// A `.stringsdict` table's texts to and from XLIFF, as Xcode exports them: per key of the
/// development-language table a unit for its format (`NSStringLocalizedFormatKey`) and one per
/// plural form of each variable, with ids that are paths into the property list
/// (`StringsdictUnitPaths`). The `.stringsdict` format has no comments, so units have no note.
public enum StringsdictXLIFF {
    /// The `<file>` for `language`; `base` is the development-language table, `translation` the
    /// language's (nil when it has none yet). A variable the language has not translated gets a
    /// unit per category in `pluralCategories` (the language's; the base's forms when empty).
    /// Units holding a character XML cannot carry are left out and their ids returned.
    public static func export(
        base: StringsdictFile, translation: StringsdictFile?, original: String, sourceLanguage: String, language: String,
        pluralCategories: [PluralCategory]
    ) -> (file: XLIFFFile, leftOut: [String]) {
        var units: [XLIFFUnit] = []
        var leftOut: [String] = []
        var seen: Set<String> = []
        for first in base.entries where seen.insert(first.key).inserted {
            guard let entry = base.entry(forKey: first.key) else { continue }
            let translated = translation?.entry(forKey: entry.key)
            var found: [XLIFFUnit] = []
            if let format = entry.formatKey {
                found.append(XLIFFUnit(id: StringsdictUnitPaths.id(key: entry.key, place: .format), source: format.value,
                                       target: translated.map { $0.formatKey?.value ?? "" }))
            }
            for variable in entry.variables where !variable.forms.isEmpty {
                let translatedVariable = translated?.variable(named: variable.name)
                let categories = translatedVariable.map { $0.sortedForms.map(\.category) }
                    ?? (pluralCategories.isEmpty ? variable.sortedForms.map(\.category) : pluralCategories)
                for category in categories {
                    found.append(XLIFFUnit(
                        id: StringsdictUnitPaths.id(key: entry.key, place: .form(variable: variable.name, category: category)),
                        source: sourceForm(of: variable, category), target: translatedVariable?.forms[category]?.value))
                }
            }
            for unit in found {
                if [unit.id, unit.source, unit.target ?? ""].allSatisfy(XLIFFText.isRepresentable) {
                    units.append(unit)
                } else {
                    leftOut.append(unit.id)
                }
            }
        }
        return (XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, units: units), leftOut)
    }

    /// Imports the targets of `file` into `root` (the language's property list; an empty `<dict>`
    /// when it has none yet): a format or form is set where it differs, and a key, variable or
    /// form the language lacks is added, a new variable taking the base's spec and value types.
    /// Refused as for `.strings` tables: an id that is no format or form of `base`, a translation
    /// whose placeholders disagree (`check`), and the whole file when no id names one.
    public static func importing(
        _ file: XLIFFFile, from xliffPath: String, base: StringsdictFile, into root: inout PropertyListNode, check: PlaceholderCheck
    ) -> XLIFFImportResult {
        var result = XLIFFImportResult()
        var known: [(unit: XLIFFUnit, entry: StringsdictEntry, place: StringsdictUnitPaths.Place, source: String)] = []
        for unit in file.units {
            guard let (key, place) = StringsdictUnitPaths.parse(id: unit.id), let entry = base.entry(forKey: key),
                  let source = sourceText(of: entry, at: place) else {
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: unit.position, id: unit.id,
                    message: "\"\(unit.id)\" names no format or plural form of \(file.original); it was not imported "
                        + "(was the key renamed or removed since the export?)",
                    isError: true))
                continue
            }
            known.append((unit, entry, place, source))
        }
        if known.isEmpty && !file.units.isEmpty {
            result.findings.append(.noKnownID(file: xliffPath, at: file.position, original: file.original))
            return result
        }
        var tree = PropertyListTree(root: root)
        for item in known {
            guard let target = item.unit.target else { continue }
            let existing = tree.text(key: item.entry.key, place: item.place)
            // What is already there is not imported again, so it is not checked either.
            if existing == target || (existing == nil && target.isEmpty) { continue }
            let isForm = if case .form = item.place { true } else { false }
            if let problem = check(item.source, target, isForm) {
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: item.unit.position, id: item.unit.id,
                    message: "the translation of \"\(item.unit.id)\" was not imported: \(problem)", isError: true))
                continue
            }
            tree.set(target, key: item.entry.key, place: item.place, base: item.entry)
            result.changed += 1
        }
        root = tree.root
        return result
    }

    /// The development-language text at `place` of `entry`: its format, or the variable's form
    /// for the category (its `other` form when it has none); nil when the entry has no such text.
    static func sourceText(of entry: StringsdictEntry, at place: StringsdictUnitPaths.Place) -> String? {
        switch place {
        case .format:
            return entry.formatKey?.value
        case .form(let name, let category):
            guard let variable = entry.variable(named: name), !variable.forms.isEmpty else { return nil }
            return sourceForm(of: variable, category)
        }
    }

    private static func sourceForm(of variable: StringsdictVariable, _ category: PluralCategory) -> String {
        (variable.forms[category] ?? variable.forms[.other])?.value ?? ""
    }
}
