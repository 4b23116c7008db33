/// A `.strings` table's texts to and from XLIFF: one unit per key of the development-language
/// table (its value the source, its comment the note), the translation's value as the target.
public enum StringsXLIFF {
    /// The `<file>` for `language`; `base` is the development-language table, `translation` the
    /// language's (nil when it has none yet). Units holding a character XML cannot carry are left
    /// out and their ids returned.
    public static func export(
        base: StringsFile, translation: StringsFile?, original: String, sourceLanguage: String, language: String
    ) -> (file: XLIFFFile, leftOut: [String]) {
        var units: [XLIFFUnit] = []
        var leftOut: [String] = []
        var seen: Set<String> = []
        for entry in base.entries where seen.insert(entry.key).inserted {
            let unit = XLIFFUnit(id: entry.key, source: entry.value, target: translation?.value(forKey: entry.key), note: entry.comment)
            if [unit.id, unit.source, unit.target ?? "", unit.note ?? ""].allSatisfy(XLIFFText.isRepresentable) {
                units.append(unit)
            } else {
                leftOut.append(unit.id)
            }
        }
        return (XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, units: units), leftOut)
    }

    /// Imports the targets of `file` into `entries` (the language's table): a key's value is set
    /// where it differs (the last entry for the key, the one Foundation reads), a key the table
    /// lacks is added with the base's comment. Refused as for String Catalogs: an id that is no
    /// key of `base`, a translation whose placeholders disagree (`check`), and the whole file when
    /// no id is a key.
    public static func importing(
        _ file: XLIFFFile, from xliffPath: String, base: StringsFile, into entries: inout [StringsEntry], check: PlaceholderCheck
    ) -> XLIFFImportResult {
        var result = XLIFFImportResult()
        var baseByKey: [String: StringsEntry] = [:]
        for entry in base.entries where baseByKey[entry.key] == nil { baseByKey[entry.key] = entry }
        var known: [(unit: XLIFFUnit, base: StringsEntry)] = []
        for unit in file.units {
            guard let baseEntry = baseByKey[unit.id] else {
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: unit.position, id: unit.id,
                    message: "\"\(unit.id)\" names no key of \(file.original); it was not imported (was the key renamed or removed since the export?)",
                    isError: true))
                continue
            }
            known.append((unit, baseEntry))
        }
        if known.isEmpty && !file.units.isEmpty {
            result.findings.append(.noKnownID(file: xliffPath, at: file.position, original: file.original))
            return result
        }
        for item in known {
            guard let target = item.unit.target else { continue }
            let index = entries.lastIndex { $0.key == item.unit.id }
            // What is already there is not imported again, so it is not checked either.
            if let index, entries[index].value == target { continue }
            if index == nil && target.isEmpty { continue }
            if let problem = check(item.base.value, target, false) {
                result.findings.append(XLIFFImportFinding(
                    file: xliffPath, position: item.unit.position, id: item.unit.id,
                    message: "the translation of \"\(item.unit.id)\" was not imported: \(problem)", isError: true))
                continue
            }
            if let index {
                entries[index].value = target
            } else {
                entries.append(StringsEntry(key: item.unit.id, value: target, comment: item.base.comment))
            }
            result.changed += 1
        }
        return result
    }
}
