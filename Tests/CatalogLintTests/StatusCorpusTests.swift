import Foundation
import L10n
import Testing
@testable import CatalogLint

/// `l10n status` on every String Catalog of `../shared/corpora`, against a count made directly
/// from each catalog's own JSON: per language, the keys with no localization are missing, those
/// with a `new`, `needs_review` or `stale` state wait for review, and the others are translated
/// (status splits those into translated and untranslated copies). A key written twice in one
/// catalog (JSON keeps one of the two, lint reads both) may differ by one per repeat. Skipped
/// without the corpora.
@Suite struct StatusCorpusTests {
    static let catalogs: [String] = {
        guard let folder = corporaFolder(), let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.sorted().map { folder + "/" + $0 }
    }()

    /// The counts of one language read from the JSON alone.
    struct Counted: Equatable {
        var total = 0
        var missing = 0
        var review = 0
        var done = 0
    }

    @Test(.enabled(if: !catalogs.isEmpty, "../shared/corpora is not there"), arguments: catalogs)
    func statusAgreesWithTheCatalogsOwnStates(catalog: String) throws {
        let expected = try Self.count(catalog)
        let status = try TranslationStatusCounter().count(paths: [catalog])
        let counted = Dictionary(uniqueKeysWithValues: status.locales.map {
            ($0.locale, Counted(total: $0.total, missing: $0.missing, review: $0.review, done: $0.translated + $0.untranslated))
        })
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: catalog)))
        let repeats = try XCStringsFile.parse(bytes, file: catalog, limits: .default).duplicateKeys.count
        #expect(Set(counted.keys) == Set(expected.keys), "\(catalog)")
        for (locale, mine) in counted {
            let theirs = expected[locale] ?? Counted()
            let differences = [mine.total - theirs.total, mine.missing - theirs.missing, mine.review - theirs.review, mine.done - theirs.done]
            #expect(differences.allSatisfy { abs($0) <= repeats }, "\(catalog) \(locale): \(mine) against \(theirs)")
        }
    }

    /// Per language (BCP 47), the counts made from the catalog's JSON.
    static func count(_ path: String) throws -> [String: Counted] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let source = try #require(root["sourceLanguage"] as? String)
        let strings = root["strings"] as? [String: Any] ?? [:]
        var languages: Set<String> = []
        for case let entry as [String: Any] in strings.values {
            for language in (entry["localizations"] as? [String: Any] ?? [:]).keys where language != source { languages.insert(language) }
        }
        var counts: [String: Counted] = [:]
        for (key, value) in strings {
            let entry = value as? [String: Any] ?? [:]
            guard entry["shouldTranslate"] as? Bool != false, entry["extractionState"] as? String != "stale" else { continue }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            let baseTexts = localizations[source].map(texts(in:)) ?? [key]
            guard baseTexts.contains(where: \.hasTranslatableText) else { continue }
            for language in languages {
                let name = LintLocale(language).description
                var count = counts[name] ?? Counted()
                count.total += 1
                if let localization = localizations[language] {
                    if !states(in: localization).isDisjoint(with: ["new", "needs_review", "stale"]) { count.review += 1 } else { count.done += 1 }
                } else {
                    count.missing += 1
                }
                counts[name] = count
            }
        }
        return counts.filter { !LintLocale($0.key).isPseudoLanguage }
    }

    /// Every `value` under a localization (its string unit, plural and device variations, substitutions).
    static func texts(in node: Any) -> [String] {
        if let object = node as? [String: Any] {
            var found: [String] = []
            if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String { found.append(value) }
            for (name, child) in object where name != "stringUnit" { found += texts(in: child) }
            return found
        }
        if let array = node as? [Any] { return array.flatMap(texts(in:)) }
        return []
    }

    /// Every `state` under a localization.
    static func states(in node: Any) -> Set<String> {
        if let object = node as? [String: Any] {
            var found: Set<String> = []
            if let unit = object["stringUnit"] as? [String: Any], let state = unit["state"] as? String { found.insert(state) }
            for (name, child) in object where name != "stringUnit" { found.formUnion(states(in: child)) }
            return found
        }
        if let array = node as? [Any] { return array.reduce(into: []) { $0.formUnion(states(in: $1)) } }
        return []
    }
}
