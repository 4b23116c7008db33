/// A String Catalog's texts to and from XLIFF, as Xcode's Export and Import Localizations move
/// them: one unit per text, a plural or device case as its own unit (`KEY|==|plural.one`), the
/// comment as the note, the review state on the target.
public enum XCStringsXLIFF {
    /// The `<file>` for `language`: every key that is to be translated, with the language's
    /// translation when there is one. A key not yet translated gets the units the source language
    /// has, its plural cases replaced by `pluralCategories` (the language's). Units holding a
    /// character XML cannot carry are left out and their ids returned.
    public static func export(
        _ catalog: XCStringsFile, original: String, language: String, pluralCategories: [PluralCategory]
    ) -> (file: XLIFFFile, leftOut: [String]) {
        var units: [XLIFFUnit] = []
        var leftOut: [String] = []
        var seen: Set<String> = []
        for entry in catalog.strings where entry.isTranslatable && seen.insert(entry.key).inserted {
            let source = entry.localization(for: catalog.sourceLanguage)?.content
            var found: [(path: [String], target: XCStringsUnit?)]
            if let translation = entry.localization(for: language) {
                found = XCStringsUnitPaths.units(of: translation.content).map { (path: $0.path, target: Optional($0.unit)) }
            } else {
                found = untranslatedPaths(source: source, categories: pluralCategories).map { (path: $0, target: XCStringsUnit?.none) }
            }
            for item in found {
                let unit = XLIFFUnit(
                    id: XCStringsUnitPaths.id(key: entry.key, path: item.path),
                    source: sourceText(of: entry, sourceContent: source, at: item.path),
                    target: item.target?.value, state: XLIFFStates.xliff(item.target?.state), note: entry.comment)
                if [unit.id, unit.source, unit.target ?? "", unit.note ?? ""].allSatisfy(XLIFFText.isRepresentable) {
                    units.append(unit)
                } else {
                    leftOut.append(unit.id)
                }
            }
        }
        return (XLIFFFile(original: original, sourceLanguage: catalog.sourceLanguage, targetLanguage: language, units: units), leftOut)
    }

    /// Imports the translations of `file` into `catalog`: each unit with a target sets the text
    /// and state of its key's case in the file's target language. Nothing else changes: a unit
    /// whose text and state are already there changes nothing, so a round trip leaves the catalog
    /// as it was. Refused, with an error: a unit whose id names no key, or whose placeholders
    /// disagree with the source text's (`check`); when no id of the file names a key, nothing is
    /// imported from it. A unit whose source text changed since the export is imported as
    /// `needs_review`, with a note.
    public static func importing(
        _ file: XLIFFFile, from xliffPath: String, into catalog: inout XCStringsFile, check: PlaceholderCheck
    ) -> XLIFFImportResult {
        var result = XLIFFImportResult()
        guard let language = file.targetLanguage else {
            result.findings.append(XLIFFImportFinding(
                file: xliffPath, position: file.position, id: "",
                message: "the <file> for \(file.original) names no target-language, so nothing was imported from it", isError: true))
            return result
        }
        var indexByKey: [String: Int] = [:]
        for (offset, entry) in catalog.strings.enumerated() where indexByKey[entry.key] == nil { indexByKey[entry.key] = offset }
        var resolved: [(unit: XLIFFUnit, index: Int, path: [String])] = []
        for unit in file.units {
            let (key, path) = XCStringsUnitPaths.parse(id: unit.id)
            guard let index = indexByKey[key] else {
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: unit.position, id: unit.id,
                    message: "\"\(unit.id)\" names no key of \(file.original); it was not imported (was the key renamed or removed since the export?)",
                    isError: true))
                continue
            }
            resolved.append((unit, index, path))
        }
        if resolved.isEmpty && !file.units.isEmpty {
            result.findings.append(XLIFFImportFinding(
                file: xliffPath, position: file.position, id: "",
                message: "no id of the <file> for \(file.original) names a key of the catalog, so nothing was imported from it (is it the right catalog?)",
                isError: true))
            return result
        }
        for item in resolved {
            guard let target = item.unit.target else { continue }
            let entry = catalog.strings[item.index]
            let sourceContent = entry.localization(for: catalog.sourceLanguage)?.content
            let source = sourceText(of: entry, sourceContent: sourceContent, at: item.path)
            let localizationIndex = entry.localizations.lastIndex { $0.language == language }
            var content = localizationIndex.map { entry.localizations[$0].content } ?? XCStringsContent()
            let existing = XCStringsUnitPaths.unit(at: item.path[...], in: content)
            let state = XLIFFStates.catalog(item.unit.state)
            // What is already there is not imported again, so it is not checked either.
            if let existing, existing.value == target, state == nil || state == existing.state { continue }
            if existing == nil && target.isEmpty { continue }
            if let problem = check(source, target, item.path.contains("plural")) {
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: item.unit.position, id: item.unit.id,
                    message: "the translation of \"\(item.unit.id)\" was not imported: \(problem)", isError: true))
                continue
            }
            var unit = existing ?? XCStringsUnit(value: target)
            unit.value = target
            unit.state = state ?? "translated"
            if item.unit.source != source && language != catalog.sourceLanguage {
                unit.state = "needs_review"
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: item.unit.position, id: item.unit.id,
                    message: "the source text of \"\(item.unit.id)\" changed since the export; the translation was imported as needs_review",
                    isError: false))
            }
            guard XCStringsUnitPaths.set(unit, at: item.path[...], in: &content, template: sourceContent) else { continue }
            if let localizationIndex {
                catalog.strings[item.index].localizations[localizationIndex].content = content
            } else {
                catalog.strings[item.index].localizations.append(XCStringsLocalization(language: language, content: content))
            }
            result.changed += 1
        }
        return result
    }

    /// The source-language text of the case at `path`: the source's own case, else its `other`
    /// form at that place, else its plain text, else the key.
    static func sourceText(of entry: XCStringsEntry, sourceContent: XCStringsContent?, at path: [String]) -> String {
        guard let sourceContent else { return entry.key }
        if let unit = XCStringsUnitPaths.unit(at: path[...], in: sourceContent) { return unit.value }
        var other = path
        for offset in stride(from: 0, to: other.count - 1, by: 2) where other[offset] == "plural" { other[offset + 1] = "other" }
        if let unit = XCStringsUnitPaths.unit(at: other[...], in: sourceContent) { return unit.value }
        return sourceContent.stringUnit?.value ?? entry.key
    }

    /// The paths of a key not yet translated: the source's, each plural case replaced by the
    /// language's categories; one plain unit when the source has none.
    static func untranslatedPaths(source: XCStringsContent?, categories: [PluralCategory]) -> [[String]] {
        let sourcePaths = source.map { XCStringsUnitPaths.units(of: $0).map(\.path) } ?? []
        guard !sourcePaths.isEmpty else { return [[]] }
        var result: [[String]] = []
        var seen: Set<[String]> = []
        for path in sourcePaths {
            var expanded: [[String]] = [[]]
            for offset in stride(from: 0, to: path.count, by: 2) {
                let names = path[offset] == "plural" && !categories.isEmpty ? categories.map(\.rawValue) : [path[offset + 1]]
                expanded = expanded.flatMap { prefix in names.map { prefix + [path[offset], $0] } }
            }
            for candidate in expanded where seen.insert(candidate).inserted { result.append(candidate) }
        }
        return result
    }
}
