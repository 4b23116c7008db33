import Foundation
import Testing
@testable import Diagnostics

/// The SARIF log checked against the constraints of the OASIS SARIF 2.1.0 schema that its objects
/// can break (`Scripts/validate-reports` checks real output against the schema itself), and against
/// what GitHub code scanning relies on: rules with help, stable fingerprints, a run category.
@Suite struct SARIFSchemaTests {
    /// Findings that push every part of the shape: positions of 0 and below, an unknown rule, paths
    /// with spaces, a colon, non-ASCII letters and `..`, an absolute path outside the folder, and
    /// the same finding twice on different lines.
    static let awkward = ReporterFixtures.diagnostics + [
        Diagnostic(rule: "duplicate-key", severity: .error, message: "'A' is defined twice.",
                   location: SourceLocation(file: "/repo/iOS Native Localizations/sr@latin.lproj/Localizable.strings", line: 9, column: 0),
                   locale: "sr-Latn", key: "A"),
        Diagnostic(rule: "duplicate-key", severity: .error, message: "'A' is defined twice.",
                   location: SourceLocation(file: "/repo/iOS Native Localizations/sr@latin.lproj/Localizable.strings", line: 14, column: 3),
                   locale: "sr-Latn", key: "A"),
        Diagnostic(rule: "never-described", severity: .warning, message: "",
                   location: SourceLocation(file: "a:b/Ünïcode ✓.strings", line: -2, column: -1)),
        Diagnostic(rule: "untranslated", severity: .note, message: "Outside the folder.",
                   location: SourceLocation(file: "/elsewhere/../other/x.strings", line: 1, column: 1)),
    ]

    static func log(_ diagnostics: [Diagnostic] = awkward, context: ReportContext = ReporterFixtures.context()) throws -> [String: Any] {
        let report = SARIFReporter().report(diagnostics, context: context)
        return try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(log)["results"] as? [[String: Any]])
    }

    static func rules(_ log: [String: Any]) throws -> [[String: Any]] {
        let driver = try #require((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return try #require(driver["rules"] as? [[String: Any]])
    }

    /// Every property the schema allows on the objects the reporter writes (each has
    /// `additionalProperties: false`), and the ones it requires.
    static let shapes: [String: (allowed: Set<String>, required: Set<String>)] = [
        "log": (["$schema", "version", "runs", "inlineExternalProperties", "properties"], ["version", "runs"]),
        "run": (["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
                 "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
                 "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
                 "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
                 "specialLocations", "properties"], ["tool"]),
        "result": (["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid",
                    "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
                    "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris",
                    "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties"], ["message"]),
        "reportingDescriptor": (["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
                                 "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
                                 "properties"], ["id"]),
        "location": (["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"], []),
        "physicalLocation": (["address", "artifactLocation", "region", "contextRegion", "properties"], ["artifactLocation"]),
        "artifactLocation": (["uri", "uriBaseId", "index", "description", "properties"], []),
        "region": (["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
                    "snippet", "message", "sourceLanguage", "properties"], []),
    ]

    static func expectShape(_ object: [String: Any], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let shape = shapes[name] else { Issue.record("no shape named \(name)"); return }
        let keys = Set(object.keys)
        #expect(keys.isSubset(of: shape.allowed), "\(name) has \(keys.subtracting(shape.allowed).sorted())", sourceLocation: sourceLocation)
        #expect(shape.required.isSubset(of: keys), "\(name) lacks \(shape.required.subtracting(keys).sorted())", sourceLocation: sourceLocation)
    }

    @Test func everyObjectHasOnlyPropertiesTheSchemaAllowsAndAllItRequires() throws {
        let log = try Self.log()
        Self.expectShape(log, "log")
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        let run = try Self.run(log)
        Self.expectShape(run, "run")
        for rule in try Self.rules(log) { Self.expectShape(rule, "reportingDescriptor") }
        let results = try Self.results(log)
        #expect(results.count == Self.awkward.count)
        for result in results {
            Self.expectShape(result, "result")
            #expect((result["message"] as? [String: Any])?["text"] is String)
            for location in result["locations"] as? [[String: Any]] ?? [] {
                Self.expectShape(location, "location")
                guard let physical = location["physicalLocation"] as? [String: Any] else { continue }
                Self.expectShape(physical, "physicalLocation")
                Self.expectShape(try #require(physical["artifactLocation"] as? [String: Any]), "artifactLocation")
                if let region = physical["region"] as? [String: Any] { Self.expectShape(region, "region") }
            }
        }
    }

    @Test func levelsAreTheSchemasValues() throws {
        let log = try Self.log()
        let levels = Set(["none", "note", "warning", "error"])
        for result in try Self.results(log) { #expect(levels.contains(result["level"] as? String ?? "")) }
        for rule in try Self.rules(log) {
            #expect(levels.contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        #expect(try Self.results(log).compactMap { $0["level"] as? String }.sorted()
            == ["error", "error", "error", "error", "note", "note", "warning", "warning"])
    }

    @Test func regionsStartAtOneAndLeaveOutWhatIsUnknown() throws {
        let regions = try Self.results(Self.log()).map { result -> [String: Int]? in
            let location = (result["locations"] as? [[String: Any]])?.first
            return (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        }
        for region in regions.compactMap({ $0 }) {
            #expect(region.values.allSatisfy { $0 >= 1 }, "\(region)")
        }
        let byMessage = Dictionary(try Self.results(Self.log()).map { result in
            ((result["message"] as? [String: Any])?["text"] as? String ?? "",
             ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        }, uniquingKeysWith: { first, _ in first })
        #expect(byMessage[""] == .some(nil), "line -2 gives no region")
        #expect(byMessage["Outside the folder."] == ["startLine": 1, "startColumn": 1])
        #expect(regions.contains { $0 == ["startLine": 9] }, "column 0 gives a region without startColumn")
    }

    @Test func everyResultNamesARuleOfTheDriverByIdAndIndex() throws {
        let log = try Self.log()
        let rules = try Self.rules(log)
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == ["duplicate-key", "format-mismatch", "never-described", "parse-error", "text-truncated", "untranslated"])
        #expect(Set(ids).count == ids.count)
        for result in try Self.results(log) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids.indices.contains(index))
            #expect(ids[index] == result["ruleId"] as? String)
        }
    }

    @Test func everyRuleHasTheDescriptionsAndHelpCodeScanningShows() throws {
        let explained = RuleDescriptor(id: "format-mismatch", summary: "Placeholders differ from the base.", defaultSeverity: .error,
                                       helpURI: "docs/rules.md#format-mismatch",
                                       explanation: "A translation must use the placeholders of the base value, or the app crashes.")
        var context = ReporterFixtures.context()
        context.rules[0] = explained
        let rules = try Self.rules(Self.log(context: context))
        for rule in rules {
            for property in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[property] as? [String: Any])?["text"] as? String
                #expect(!(text ?? "").isEmpty, "\(rule["id"] ?? "?") lacks \(property)")
            }
        }
        let formatMismatch = try #require(rules.first { $0["id"] as? String == "format-mismatch" })
        #expect((formatMismatch["fullDescription"] as? [String: String])?["text"] == explained.explanation)
        #expect((formatMismatch["help"] as? [String: String])?["text"] == explained.explanation)
        #expect(formatMismatch["helpUri"] == nil, "a relative help link is not the absolute URI helpUri must be")
        let untranslated = try #require(rules.first { $0["id"] as? String == "untranslated" })
        #expect(untranslated["helpUri"] as? String == "https://example.org/rules/untranslated")
        #expect((untranslated["fullDescription"] as? [String: String])?["text"] == "Value equals the base.")
    }

    @Test func informationUriIsWrittenOnlyWhenItIsAnAbsoluteURI() throws {
        var context = ReporterFixtures.context()
        context.informationURI = "see the README"
        let driver = try #require((try Self.run(Self.log(context: context))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] == nil)
        #expect(driver["name"] as? String == "l10n")
    }

    @Test func fileURIsAreReferencesUnderTheSourceRootOrAbsoluteFileURIs() throws {
        let log = try Self.log()
        let run = try Self.run(log)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: [String: String]]])
        #expect(bases.keys.sorted() == ["%SRCROOT%"])
        #expect(bases["%SRCROOT%"]?["description"]?["text"]?.isEmpty == false)
        let locations = try Self.results(log).compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        for location in locations {
            let uri = try #require(location["uri"])
            #expect(URIGrammar.isReference(uri), "\(uri) is not an RFC 3986 URI reference")
            #expect(location["uriBaseId"] == (uri.hasPrefix("file:") ? nil : "%SRCROOT%"))
        }
        let uris = Set(locations.compactMap { $0["uri"] })
        #expect(uris.contains("iOS%20Native%20Localizations/sr%40latin.lproj/Localizable.strings"))
        #expect(uris.contains("a%3Ab/%C3%9Cn%C3%AFcode%20%E2%9C%93.strings"))
        #expect(uris.contains("../other/x.strings"))
        var elsewhere = ReporterFixtures.context()
        elsewhere.workingDirectory = "relative/folder"
        let absolute = try Self.results(Self.log([Self.awkward[7]], context: elsewhere)).first
        let artifact = ((absolute?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        #expect(artifact as? [String: String] == ["uri": "file:///elsewhere/../other/x.strings"])
    }

    @Test func theRunNamesItsCategory() throws {
        let details = try Self.run(Self.log())["automationDetails"] as? [String: String]
        #expect(details == ["id": "l10n/lint/"])
    }

    static func fingerprints(_ diagnostics: [Diagnostic]) throws -> [String] {
        try results(log(diagnostics)).map { result in
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            return try #require(prints["l10nIdentity/v1"])
        }
    }

    @Test func fingerprintsAreStableDistinctAndSurviveMovedLines() throws {
        let prints = try Self.fingerprints(Self.awkward)
        #expect(Set(prints).count == prints.count, "two results share a fingerprint: \(prints)")
        #expect(prints.allSatisfy { $0.wholeMatch(of: /[0-9a-f]{16}:[0-9]+/) != nil }, "\(prints)")
        #expect(try Self.fingerprints(Self.awkward.reversed()) == prints, "same findings, same fingerprints in any order")

        let duplicates = prints.filter { $0.hasSuffix(":2") }
        #expect(duplicates.count == 1, "the second identical duplicate-key finding is counted")
        #expect(prints.contains(String(try #require(duplicates.first).dropLast()) + "1"))

        var moved = Self.awkward
        moved[1].location.line += 40
        moved[1].location.column = 2
        #expect(Set(try Self.fingerprints(moved)) == Set(prints), "a finding keeps its fingerprint when its line moves")

        var changed = Self.awkward
        changed[1].key = "b,a"
        #expect(Set(try Self.fingerprints(changed)) != Set(prints), "another key is another finding")
    }

    @Test func fingerprintHashIsFixed() {
        // FNV-1a is a published function: these values hold in every process and on every machine.
        let finding = Diagnostic(rule: "r", severity: .error, message: "m", location: SourceLocation(file: "/repo/f"))
        #expect(SARIFFingerprint.identityHash(of: finding, path: "f")
            == SARIFFingerprint.identityHash(of: Diagnostic(rule: "r", severity: .note, message: "m",
                                                            location: SourceLocation(file: "f", line: 7)), path: "f"))
        #expect(SARIFFingerprint.identityHash(of: finding, path: "f") != SARIFFingerprint.identityHash(of: finding, path: "g"))
        let empty = Diagnostic(rule: "", severity: .error, message: "", location: SourceLocation(file: ""))
        // Six empty parts: the FNV-1a offset basis mixed with six 0xFF separators.
        var expected: UInt64 = 0xCBF2_9CE4_8422_2325
        for _ in 0..<6 { expected = (expected ^ 0xFF) &* 0x0000_0100_0000_01B3 }
        #expect(SARIFFingerprint.identityHash(of: empty, path: "") == expected)
    }
}

/// RFC 3986's URI-reference, as the schema's `uri-reference` format checks it: only characters a
/// URI may hold, `%` followed by two hex digits, and no `:` before the first `/` unless it ends a
/// scheme.
enum URIGrammar {
    static func isReference(_ text: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        guard scalars.allSatisfy(allowed.contains) else { return false }
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            guard index + 2 < scalars.count,
                  scalars[index + 1].properties.isASCIIHexDigit, scalars[index + 2].properties.isASCIIHexDigit else { return false }
        }
        let firstSegment = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let colon = firstSegment.firstIndex(of: ":") else { return true }
        let scheme = firstSegment[..<colon]
        return scheme.first?.isLetter == true && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
