import Diagnostics
import Foundation

/// Findings a team has accepted for now, so that lint fails only on new ones. A finding is matched
/// by rule, file, key, locale and message — not by line — so the baseline survives edits that move
/// lines. Each recorded finding excuses one current finding (two identical findings need two entries).
public struct Baseline: Sendable, Hashable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var rule: String
        public var file: String
        public var key: String?
        public var locale: String?
        public var message: String

        /// Entries sort by file, rule, key, locale and message, so baseline files diff cleanly.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.key ?? "", lhs.locale ?? "", lhs.message)
                < (rhs.file, rhs.rule, rhs.key ?? "", rhs.locale ?? "", rhs.message)
        }
    }

    /// The accepted findings, sorted.
    public var entries: [Entry]
    /// The version of the tool that wrote the baseline, when it says (older files do not): a
    /// finding whose message changed between versions matches no entry.
    public var toolVersion: String?

    /// A baseline accepting `diagnostics`; `displayPath` turns their files into the paths stored
    /// (relative to the current folder, so the file works on any checkout).
    public init(accepting diagnostics: [Diagnostic], displayPath: (String) -> String, toolVersion: String? = nil) {
        entries = Self.entries(for: diagnostics, displayPath: displayPath).sorted()
        self.toolVersion = toolVersion
    }

    /// Reads a baseline written by `serialized()`; `file` names it in errors.
    public init(json: Data, file: String) throws(LintError) {
        do {
            let file = try JSONDecoder().decode(BaselineFile.self, from: json)
            entries = file.findings.sorted()
            toolVersion = file.toolVersion
        } catch {
            throw LintError("\(file): not a baseline written by `l10n lint --write-baseline` (\(error))")
        }
    }

    /// The baseline as pretty-printed JSON with sorted keys: byte-identical for the same findings.
    public func serialized() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(BaselineFile(version: 1, toolVersion: toolVersion, findings: entries))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The findings the baseline does not excuse.
    public func newFindings(in diagnostics: [Diagnostic], displayPath: (String) -> String) -> [Diagnostic] {
        match(diagnostics, displayPath: displayPath).new
    }

    /// The findings the baseline does not excuse, and the entries that excuse none of them (the
    /// findings fixed since, or written differently by another version of the tool), sorted.
    public func match(_ diagnostics: [Diagnostic], displayPath: (String) -> String) -> (new: [Diagnostic], unmatched: [Entry]) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        let current = Self.entries(for: diagnostics, displayPath: displayPath)
        let new = diagnostics.indices.filter { index in
            guard let count = remaining[current[index]], count > 0 else { return true }
            remaining[current[index]] = count - 1
            return false
        }.map { diagnostics[$0] }
        let unmatched = remaining.sorted { $0.key < $1.key }.flatMap { entry, count in Array(repeating: entry, count: count) }
        return (new, unmatched)
    }

    /// Each finding's entry; `displayPath` is asked once per file, not once per finding.
    private static func entries(for diagnostics: [Diagnostic], displayPath: (String) -> String) -> [Entry] {
        var shown: [String: String] = [:]
        return diagnostics.map { diagnostic in
            let file = diagnostic.location.file
            let path: String
            if let known = shown[file] {
                path = known
            } else {
                path = displayPath(file)
                shown[file] = path
            }
            return Entry(rule: diagnostic.rule, file: path, key: diagnostic.key, locale: diagnostic.locale, message: diagnostic.message)
        }
    }
}

/// The baseline file's layout.
private struct BaselineFile: Codable {
    var version: Int
    var toolVersion: String?
    var findings: [Baseline.Entry]
}
