import L10n

/// Reads one catalog file into lint's model. Never throws: a file that cannot be read becomes a
/// document carrying its `CatalogError`, so lint reports it and goes on with the other files.
enum CatalogLoader {
    /// Reads `reference` within `boundary`, the folder the run was given (see `FolderBoundary`).
    static func load(_ reference: CatalogFileReference, within boundary: FolderBoundary? = nil,
                     limits: CatalogLimits = .default) -> CatalogDocument {
        var document = CatalogDocument(reference: reference)
        do throws(CatalogError) {
            let bytes = try CatalogFileReader.read(reference.path, within: boundary, limits: limits)
            switch reference.format {
            case .strings: try loadStrings(bytes, into: &document, limits: limits)
            case .stringsdict: try loadStringsdict(bytes, into: &document, limits: limits)
            case .xcstrings: try loadStringCatalog(bytes, into: &document, limits: limits)
            }
        } catch {
            document.error = error
        }
        return document
    }

    private static func loadStrings(_ bytes: [UInt8], into document: inout CatalogDocument, limits: CatalogLimits) throws(CatalogError) {
        let file = try StringsFile.parse(bytes, file: document.path, limits: limits)
        document.encoding = file.encoding
        var seen: [String: Int] = [:]
        seen.reserveCapacity(file.entries.count)
        var units: [TranslationUnit] = []
        units.reserveCapacity(file.entries.count)
        for (offset, entry) in file.entries.enumerated() {
            if let earlier = seen[entry.key] {
                let first = file.entries[earlier]
                document.duplicates.append(RepeatedKey(
                    key: entry.key, first: first.keyPosition, repeated: entry.keyPosition, valuesDiffer: first.value != entry.value))
            }
            seen[entry.key] = offset
            units.append(TranslationUnit(
                key: entry.key, variant: nil, file: document.path, position: entry.keyPosition,
                value: .text(LocatedString(entry.value, at: entry.valuePosition)), comment: entry.comment, state: nil))
        }
        document.units[document.reference.localeFolder ?? ""] = units
    }

    private static func loadStringsdict(_ bytes: [UInt8], into document: inout CatalogDocument, limits: CatalogLimits) throws(CatalogError) {
        let file = try StringsdictFile.parse(bytes, file: document.path, limits: limits)
        document.encoding = file.encoding
        document.duplicates = file.duplicateKeys.map {
            RepeatedKey(key: $0.key, first: $0.first, repeated: $0.duplicate, valuesDiffer: nil)
        }
        document.units[document.reference.localeFolder ?? ""] = file.entries.map { entry in
            TranslationUnit(
                key: entry.key, variant: nil, file: document.path, position: entry.keyPosition,
                value: .plural(PluralValue(format: entry.formatKey, variables: entry.variables, isStringsdict: true)),
                comment: nil, state: nil)
        }
    }

    private static func loadStringCatalog(_ bytes: [UInt8], into document: inout CatalogDocument, limits: CatalogLimits) throws(CatalogError) {
        let catalog = try XCStringsFile.parse(bytes, file: document.path, limits: limits)
        document.encoding = catalog.encoding
        document.sourceLanguage = catalog.sourceLanguage
        document.stringCatalog = catalog
        document.duplicates = catalog.duplicateKeys.map {
            RepeatedKey(key: $0.key, first: $0.first, repeated: $0.duplicate, valuesDiffer: nil)
        }
        var units: [String: [TranslationUnit]] = [catalog.sourceLanguage: []]
        var entriesToCheck: [Int] = []
        for (index, entry) in catalog.strings.enumerated() {
            if XCStringsInvalidRule.mayFault(entry) { entriesToCheck.append(index) }
            let hasSource = entry.localization(for: catalog.sourceLanguage) != nil
            if !hasSource {
                // The key is the development-language text (Xcode shows it as the source).
                units[catalog.sourceLanguage, default: []].append(TranslationUnit(
                    key: entry.key, variant: nil, file: document.path, position: entry.position,
                    value: .text(LocatedString(entry.key, at: entry.position)), comment: entry.comment, state: nil,
                    shouldTranslate: entry.isTranslatable, extractionState: entry.extractionState))
            }
            for localization in entry.localizations {
                let converted = StringCatalogUnits.units(
                    of: localization.content, key: entry.key, file: document.path, position: localization.position)
                for var unit in converted {
                    unit.comment = entry.comment
                    unit.shouldTranslate = entry.isTranslatable
                    unit.extractionState = entry.extractionState
                    units[localization.language, default: []].append(unit)
                }
            }
        }
        document.units = units
        document.stringCatalogEntriesToCheck = entriesToCheck
    }
}
