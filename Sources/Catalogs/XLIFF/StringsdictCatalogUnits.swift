/// A `.stringsdict` table's XLIFF units read for the String Catalog the table was migrated to
/// (`CatalogMigration`): each unit's id is rewritten to the catalog's (`KEY|==|plural.one`,
/// `KEY|==|substitutions.files.plural.one`) and the rule's own number in its texts to `%arg`, as
/// the migration writes them, so that `XCStringsXLIFF.importing` takes them.
public enum StringsdictCatalogUnits {
    /// `file` with its units in the catalog's terms, and the units that have no place in the
    /// catalog (an id that is no `.stringsdict` path, a key or rule the catalog lacks, a format
    /// other than the rule alone for a key whose rule is the whole text), as errors.
    public static func converted(_ file: XLIFFFile, from xliffPath: String, for catalog: XCStringsFile) -> (file: XLIFFFile, findings: [XLIFFImportFinding]) {
        var sources: [String: XCStringsContent] = [:]
        for entry in catalog.strings where sources[entry.key] == nil {
            if let content = entry.localization(for: catalog.sourceLanguage)?.content { sources[entry.key] = content }
        }
        var converted = file
        converted.units = []
        var findings: [XLIFFImportFinding] = []
        for unit in file.units {
            guard let (key, place) = StringsdictUnitPaths.parse(id: unit.id), let source = sources[key] else {
                findings.append(refusal(unit, from: xliffPath, "names no key of the catalog \(file.original) was migrated to"))
                continue
            }
            switch place {
            case .format:
                if source.substitutions != nil {
                    converted.units.append(renamed(unit, key: key, path: [], argument: nil))
                } else if let target = unit.target, !isRuleAlone(target) {
                    findings.append(refusal(unit, from: xliffPath, "is the format of a key whose rule is its whole text in the catalog, "
                        + "which has no place for other text around it"))
                }
            case .form(let variable, let category):
                if let substitution = source.substitutions?.last(where: { $0.name == variable }) {
                    let path = ["substitutions", variable, "plural", category.rawValue]
                    converted.units.append(renamed(unit, key: key, path: path, argument: substitution.formatSpecifier))
                } else if source.substitutions == nil, source.variations?.plural != nil {
                    converted.units.append(renamed(unit, key: key, path: ["plural", category.rawValue], argument: nil))
                } else {
                    findings.append(refusal(unit, from: xliffPath, "names a rule '\(variable)' the catalog's key \"\(key)\" does not have"))
                }
            }
        }
        return (converted, findings)
    }

    private static func renamed(_ unit: XLIFFUnit, key: String, path: [String], argument: String?) -> XLIFFUnit {
        var unit = unit
        unit.id = XCStringsUnitPaths.id(key: key, path: path)
        if let argument, !argument.isEmpty {
            let own = "%" + (argument.hasPrefix("%") ? String(argument.dropFirst()) : argument)
            unit.source = unit.source.replacing(own, with: "%arg")
            unit.target = unit.target?.replacing(own, with: "%arg")
        }
        return unit
    }

    private static func refusal(_ unit: XLIFFUnit, from xliffPath: String, _ reason: String) -> XLIFFImportFinding {
        XLIFFImportFinding(file: xliffPath, position: unit.position, id: unit.id,
                           message: "\"\(unit.id)\" \(reason); it was not imported", isError: true)
    }

    /// Whether `format` is one `%#@name@` (or `%N$#@name@`) and nothing else.
    private static func isRuleAlone(_ format: String) -> Bool {
        let names = StringsdictEntry.variableReferences(in: format)
        guard names.count == 1, format.hasPrefix("%"), format.hasSuffix("#@" + names[0] + "@") else { return false }
        let middle = format.dropFirst().dropLast(names[0].count + 3)
        return middle.isEmpty || (middle.hasSuffix("$") && Int(middle.dropLast()) != nil)
    }
}
