import Diagnostics
import Foundation
import ToolSupport

/// `l10n status`'s report of judged languages in its four formats: a table for people, JSON for
/// scripts and baselines, Markdown for a pull-request comment, and GitHub annotations.
public struct StatusReport: Sendable {
    /// The status counted.
    public var status: TranslationStatus
    /// Each language judged, in `status.locales`' order.
    public var verdicts: [StatusVerdict]

    /// A report of `verdicts` about `status`.
    public init(status: TranslationStatus, verdicts: [StatusVerdict]) {
        self.status = status
        self.verdicts = verdicts
    }

    /// The languages that fail.
    public var failures: [StatusVerdict] { verdicts.filter { $0.failure != nil } }

    /// The languages translated into, then the base's own language's variants apart.
    private var groups: (translations: [StatusVerdict], variants: [StatusVerdict]) {
        (verdicts.filter { !$0.status.isBaseVariant }, verdicts.filter(\.status.isBaseVariant))
    }

    private var baseName: String { status.baseLanguages.isEmpty ? "the base" : status.baseLanguages.joined(separator: ", ") }

    /// A table with one row per language, the base's variants under their own heading, and a
    /// closing line that names the languages that fail.
    public func text() -> String {
        let header = ["Language", "Total", "Translated", "Missing", "Untranslated", "Review", "%"]
        func rows(_ verdicts: [StatusVerdict]) -> [[String]] {
            verdicts.map { verdict in
                let s = verdict.status
                return [VisibleText.escaped(s.locale), "\(s.total)", "\(s.translated)", "\(s.missing)", "\(s.untranslated)", "\(s.review)",
                        String(format1: s.percent)] + [verdict.failure.map { "FAILS: " + $0 } ?? ""]
            }
        }
        let (translations, variants) = groups
        let all = [header + [""]] + rows(translations) + rows(variants)
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            var cells: [String] = []
            for column in header.indices {
                let cell = row[column]
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(column == 0 ? cell + pad : pad + cell)
            }
            let note = row[header.count]
            return cells.joined(separator: "  ") + (note.isEmpty ? "" : "  " + note)
        }
        var out = "Translation status against \(VisibleText.escaped(baseName)):\n" + line(header + [""]) + "\n"
        for row in rows(translations) { out += line(row) + "\n" }
        if !variants.isEmpty {
            out += "\nThe base's own language (its values may equal the base's):\n"
            for row in rows(variants) { out += line(row) + "\n" }
        }
        out += "\n" + summary() + "\n"
        return out
    }

    /// `12 languages; 2 fail: de (…), fr (…).` or `12 languages; none fails.`
    public func summary() -> String {
        let count = "\(verdicts.count) language\(verdicts.count == 1 ? "" : "s")"
        let failing = failures
        guard !failing.isEmpty else {
            return verdicts.isEmpty ? "No translations found." : "\(count); none fails."
        }
        var listed = failing.prefix(10).map { "\(VisibleText.escaped($0.status.locale)) (\($0.failure ?? ""))" }.joined(separator: ", ")
        if failing.count > 10 { listed += " and \(failing.count - 10) more" }
        return "\(count); \(failing.count) fail\(failing.count == 1 ? "s" : ""): \(listed)."
    }

    /// `{"toolVersion", "baseLanguages", "locales": [{"locale", "total", "translated", "missing",
    /// "untranslated", "review", "percent", "baseVariant", "threshold", "failure"}]}`: valid JSON
    /// whatever the names, with sorted keys. It is also the file `status --baseline` reads.
    public func json(toolVersion: String?) -> String {
        let document = StatusJSON(
            toolVersion: toolVersion, baseLanguages: status.baseLanguages,
            locales: verdicts.map { verdict in
                let s = verdict.status
                return StatusJSON.Entry(locale: s.locale, total: s.total, translated: s.translated, missing: s.missing,
                                        untranslated: s.untranslated, review: s.review, percent: s.percent,
                                        baseVariant: s.isBaseVariant, threshold: verdict.threshold, failure: verdict.failure)
            },
            setsWithoutBase: status.setsWithoutBase, unreadableFiles: status.unreadableFiles)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A pull-request comment: the marker `<!-- l10n-report: status -->`, a heading with the
    /// summary, and a table of the languages (failing ones marked), the base's variants last.
    public func markdown(tool: String = "l10n") -> String {
        var out = MarkdownText.marker(tool: tool, command: "status") + "\n"
        out += "### \(MarkdownText.cell(tool)) status: \(MarkdownText.cell(summary(), limit: 2_000))\n\n"
        guard !verdicts.isEmpty else { return out }
        out += "| Language | Translated | Missing | Untranslated | Review | Total | % | |\n|---|--:|--:|--:|--:|--:|--:|---|\n"
        let (translations, variants) = groups
        var rows = 0
        for verdict in translations + variants {
            let s = verdict.status
            let language = MarkdownText.cell(s.locale, limit: 40) + (s.isBaseVariant ? " (base's own language)" : "")
            let row = "| \(language) | \(s.translated) | \(s.missing) | \(s.untranslated) | \(s.review) | \(s.total) | \(String(format1: s.percent)) | \(verdict.failure.map { "**fails**: " + MarkdownText.cell($0) } ?? "") |\n"
            guard out.utf16.count + row.utf16.count < MarkdownText.commentLimit - 512 else {
                out += "\n_\(verdicts.count - rows) more languages not shown._\n"
                return out
            }
            out += row
            rows += 1
        }
        return out
    }

    /// GitHub workflow commands: an error annotation per failing language, then the text table as
    /// plain log lines.
    public func github(tool: String = "l10n") -> String {
        var out = ""
        for verdict in failures {
            out += "::error title=\(tool) status::" + GitHubReporter.escapedData("\(verdict.status.locale): \(verdict.failure ?? "")") + "\n"
        }
        return out + text()
    }
}

/// The JSON layout of `StatusReport.json(toolVersion:)`.
struct StatusJSON: Codable {
    struct Entry: Codable {
        var locale: String
        var total: Int
        var translated: Int
        var missing: Int
        var untranslated: Int
        var review: Int
        var percent: Double
        var baseVariant: Bool
        var threshold: Double?
        var failure: String?
    }

    var toolVersion: String?
    var baseLanguages: [String]
    var locales: [Entry]
    var setsWithoutBase: [String]
    var unreadableFiles: [String]
}

/// The figures of a status report read back as a baseline for `l10n status --baseline`.
public enum StatusBaseline {
    /// Each language's figures in the JSON report `data` (`file` names it in errors).
    public static func read(_ data: Data, file: String) throws(LintError) -> (toolVersion: String?, locales: [String: LocaleStatus]) {
        struct Layout: Decodable {
            struct Entry: Decodable {
                var locale: String
                var total: Int
                var translated: Int
            }
            var toolVersion: String?
            var locales: [Entry]
        }
        let layout: Layout
        do {
            layout = try JSONDecoder().decode(Layout.self, from: data)
        } catch {
            throw LintError("\(file): not a status report written by `l10n status --format json` or `--write-baseline` (\(error))")
        }
        var locales: [String: LocaleStatus] = [:]
        for entry in layout.locales where entry.total >= 0 && entry.translated >= 0 && entry.translated <= max(entry.total, 0) {
            locales[entry.locale] = LocaleStatus(locale: entry.locale, total: entry.total, translated: entry.translated,
                                                 missing: 0, untranslated: 0, review: 0)
        }
        return (layout.toolVersion, locales)
    }
}
