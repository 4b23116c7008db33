import Diagnostics
import L10n

/// The files other than catalogs that hold a set's base text: the storyboards and XIBs of its base
/// folders (`Base.lproj/Main.storyboard` is the base of every `Main.strings`), and the property
/// lists beside them (`Info.plist` is the base of `InfoPlist.strings`; a Settings bundle's
/// `Root.plist` the base of `Root.strings`).
struct BaseSources: Sendable {
    /// Storyboard and XIB paths by table name.
    var interfaces: [String: [String]] = [:]
    /// Property-list paths by table name.
    var propertyLists: [String: [String]] = [:]
    /// Where each source is read: the set's folder, or for `Info.plist` in the folder above it, that folder.
    var boundaries: [String: FolderBoundary] = [:]
    /// Sources not read on purpose (a link out of the folder given, a FIFO or a folder with a
    /// storyboard's name), with the table each would be the base of (nil for a whole `Base.lproj`).
    var skipped: [(table: String?, path: SkippedPath)] = []

    /// The base sources of an `.lproj` set, found by listing its root folder (and, for
    /// `Info.plist`, the folder above it, where Xcode projects often keep it). Each goes through the
    /// file-access policy (`FolderBoundary`) of the folder it was found in: only regular files,
    /// through links that stay inside that folder; the rest are listed in `skipped`.
    static func find(for set: LintSet) -> BaseSources {
        var sources = BaseSources()
        let boundary = set.readBoundary
        let tables = Set(set.files.map(\.table))
        let rootNames = CatalogDiscovery.folderNames(in: set.root)
        for name in rootNames where name.hasSuffix(".lproj") {
            guard set.isBaseLike(LintLocale(String(name.dropLast(".lproj".count)))) else { continue }
            let folder = set.root + "/" + name
            if let reason = boundary.refusal(for: folder, expecting: .directory) {
                if reason == FolderBoundary.escapeReason { sources.skipped.append((nil, SkippedPath(path: folder, reason: reason))) }
                continue
            }
            for file in CatalogDiscovery.folderNames(in: folder) {
                for suffix in [".storyboard", ".xib"] where file.hasSuffix(suffix) {
                    sources.add(folder + "/" + file, table: String(file.dropLast(suffix.count)), within: boundary, to: \.interfaces)
                }
            }
        }
        let parent = LintSet.parentFolder(of: set.root)
        for (folder, names) in [(set.root, rootNames), (parent, parent == set.root ? [] : CatalogDiscovery.folderNames(in: parent))] {
            // The folder above the set's may lie outside the folder given: a link there stays in it.
            let within = folder == set.root || boundary.contains(resolved: FolderBoundary.realPath(folder) ?? folder)
                ? boundary : FolderBoundary(folder)
            for name in names where name.hasSuffix(".plist") {
                let table = String(name.dropLast(".plist".count))
                if table == "Info" || table.hasSuffix("-Info") || (folder == set.root && table.hasSuffix("Info")) {
                    sources.add(folder + "/" + name, table: "InfoPlist", within: within, to: \.propertyLists)
                } else if folder == set.root, tables.contains(table) {
                    sources.add(folder + "/" + name, table: table, within: within, to: \.propertyLists)
                }
            }
        }
        return sources
    }

    /// Lists `path` under `table` when the policy lets it be read within `boundary`, else in `skipped`.
    private mutating func add(_ path: String, table: String, within boundary: FolderBoundary,
                              to list: WritableKeyPath<BaseSources, [String: [String]]>) {
        if let reason = boundary.refusal(for: path) {
            skipped.append((table, SkippedPath(path: path, reason: reason)))
            return
        }
        self[keyPath: list][table, default: []].append(path)
        boundaries[path] = boundary
    }
}

/// A set's base tables, ready for every locale, and the faults found while reading their sources.
struct PreparedBases: Sendable {
    /// The base table of each table name.
    var tables: [String: BaseTable] = [:]
    /// `parse-error` findings about storyboards, XIBs and property lists that could not be read,
    /// with the table each one is the base of.
    var sourceErrors: [(table: String, error: CatalogError)] = []
    /// The sources not read on purpose, from `BaseSources.skipped`.
    var skipped: [(table: String?, path: SkippedPath)] = []

    /// Prepares the base tables of `set` from the base-like locales' `documents` (the set's base
    /// first, then `Base`, then `mul`) and the set's other base `sources`.
    static func prepare(_ set: LintSet, documents: [CatalogDocument], sources: BaseSources = BaseSources(),
                        limits: CatalogLimits = .default) -> PreparedBases {
        var prepared = PreparedBases()
        prepared.skipped = sources.skipped
        var chosen: [String: LocaleTable] = [:]
        let candidates = LocaleTable.tables(from: documents).filter { set.isBaseLike($0.locale) }
        for table in candidates.sorted(by: { rank($0.locale, in: set) < rank($1.locale, in: set) }) where chosen[table.name] == nil {
            chosen[table.name] = table
        }
        var implicit: [String: ImplicitBaseKeys] = [:]
        var interfaceTexts: [String: [String: String]] = [:]
        var interfacePaths: [String: String] = [:]
        for (table, paths) in sources.interfaces {
            for path in paths.sorted() {
                let file = InterfaceBuilderFile.read(contentsOf: path, within: sources.boundaries[path] ?? set.readBoundary, limits: limits)
                implicit[table, default: ImplicitBaseKeys()].objectIDs.formUnion(file.objectIDs)
                interfaceTexts[table, default: [:]].merge(file.texts) { first, _ in first }
                interfacePaths[table] = interfacePaths[table] ?? path
                if let error = file.error {
                    implicit[table, default: ImplicitBaseKeys()].acceptsAnyInterfaceKey = true
                    prepared.sourceErrors.append((table, error))
                }
            }
        }
        for (table, paths) in sources.propertyLists {
            implicit[table, default: ImplicitBaseKeys()].acceptsInfoPlistKeys = table == "InfoPlist"
            for path in paths.sorted() {
                do throws(CatalogError) {
                    let bytes = try CatalogFileReader.read(path, within: sources.boundaries[path] ?? set.readBoundary, limits: limits)
                    let list = try PropertyListDocument.parse(bytes, file: path, limits: limits)
                    collectKeys(of: list.root, into: &implicit[table, default: ImplicitBaseKeys()].keys)
                } catch {
                    implicit[table, default: ImplicitBaseKeys()].acceptsEveryKey = true
                    prepared.sourceErrors.append((table, error))
                }
            }
        }
        // InfoPlist.strings without an Info.plist in sight: the build may make the list from its
        // settings, so no key can be called extra.
        if set.files.contains(where: { $0.table == "InfoPlist" }), sources.propertyLists["InfoPlist"] == nil {
            implicit["InfoPlist", default: ImplicitBaseKeys()].acceptsEveryKey = true
        }
        for name in Set(chosen.keys).union(implicit.keys) {
            let texts = interfaceTexts[name] ?? [:]
            let table = chosen[name] ?? LocaleTable(
                locale: set.base ?? LintLocale("Base"), name: name, files: [:],
                units: texts.keys.sorted().map { key in
                    TranslationUnit(key: key, variant: nil, file: interfacePaths[name] ?? "", position: .start,
                                    value: .text(LocatedString(texts[key] ?? "", at: .start)), comment: nil, state: nil)
                })
            prepared.tables[name] = BaseTable(table, implicitKeys: implicit[name] ?? ImplicitBaseKeys(), interfaceTexts: texts)
        }
        return prepared
    }

    /// The set's base first, then `Base`, then `mul`, then any other base-like folder.
    private static func rank(_ locale: LintLocale, in set: LintSet) -> (Int, String) {
        if locale.written == set.base?.written { return (0, locale.written) }
        if locale.isBase { return (1, locale.written) }
        return (2, locale.written)
    }

    /// Every dictionary key and string value in a property list.
    private static func collectKeys(of node: PropertyListNode, into keys: inout Set<String>) {
        if let text = node.string { keys.insert(text) }
        for member in node.dictionary ?? [] {
            keys.insert(member.key)
            collectKeys(of: member.value, into: &keys)
        }
        for element in node.array ?? [] { collectKeys(of: element, into: &keys) }
    }
}
