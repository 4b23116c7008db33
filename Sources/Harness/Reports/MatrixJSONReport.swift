import Diagnostics
import Foundation

/// The JSON report of a matrix run: `findings` (each with `rule`, `severity`, `screen`, `state`,
/// `element`, `text`, `message`, where it occurs and every matrix cell) and `summary` (renders and
/// findings per severity), plus the `matrix` run. Keys are sorted, so the same report is
/// byte-identical; `l10n check --merge` reads these files back to join a sharded run.
/// `JSONReporter` writes it when the context has a `MatrixRun`.
package enum MatrixJSONReport {
    /// The report, ending in a newline. A frame that is not a finite number (an unbounded size) is
    /// written as the string `inf`, `-inf` or `nan`, which JSON can hold and `read` reads.
    package static func render(_ diagnostics: [Diagnostic], run: MatrixRun) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(Document(run.ordered(diagnostics), run: run)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The report in a JSON file written by `render`; `file` names it in errors. The findings'
    /// cells are read by name: whether each names a known locale, size, device and scheme is for
    /// the caller to check.
    package static func read(_ data: Data, file: String) throws(ReportFileError) -> (run: MatrixRun, findings: [Diagnostic]) {
        let document: Document
        do {
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            document = try decoder.decode(Document.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw ReportFileError(file: file, problem: "not JSON: \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReportFileError(file: file, problem: "missing \"\(key.stringValue)\" at \(path(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ReportFileError(file: file, problem: "unexpected value at \(path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw ReportFileError(file: file, problem: "\(error)")
        }
        let summary = document.summary
        for (name, count) in [("renders", summary.renders), ("findings", summary.findings), ("errors", summary.errors),
                              ("warnings", summary.warnings), ("notes", summary.notes), ("snapshots.compared", document.snapshots?.compared ?? 0)]
        where count < 0 {
            throw ReportFileError(file: file, problem: "summary.\(name) is \(count); a count cannot be negative")
        }
        if let shard = document.shard, shard.count < 1 || shard.index < 1 || shard.index > shard.count {
            throw ReportFileError(file: file, problem: "shard is \(shard.index)/\(shard.count); expected I/N with 1 ≤ I ≤ N")
        }
        var findings: [Diagnostic] = []
        for (index, record) in document.findings.enumerated() {
            findings.append(try record.finding(file: file, index: index))
        }
        let run = MatrixRun(title: document.title, matrix: document.matrix, renders: summary.renders, rules: [],
                            snapshots: document.snapshots, shard: document.shard)
        return (run, findings)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// The file's top level.
    private struct Document: Codable {
        var title: String?
        var matrix: MatrixSummary
        var findings: [FindingRecord]
        var summary: Summary
        var snapshots: SnapshotSummary?
        /// The part of the matrix a sharded run made (`{"index": 2, "count": 4}`); absent for the whole matrix.
        var shard: MatrixRun.Part?

        init(_ ordered: [Diagnostic], run: MatrixRun) {
            title = run.title
            matrix = run.matrix
            findings = ordered.compactMap(FindingRecord.init)
            let counts = run.counts(ordered)
            summary = Summary(renders: run.renders, findings: findings.count, errors: counts.errors, warnings: counts.warnings,
                              notes: counts.notes)
            snapshots = run.snapshots
            shard = run.shard
        }
    }

    /// Renders, and findings per severity.
    private struct Summary: Codable {
        var renders: Int
        var findings: Int
        var errors: Int
        var warnings: Int
        var notes: Int
    }

    /// One finding.
    private struct FindingRecord: Codable {
        var rule: String
        var severity: String
        var screen: String
        var state: String
        var element: String
        var name: String
        var text: String?
        var message: String
        var occurrence: String
        var smallest: CellRecord
        var frame: Frame
        var excerpt: String
        var cells: [CellRecord]
        /// Where the element's view is written: `{"file": …, "line": …}`, absent when unknown.
        var source: SourceLineRecord?
        /// The other elements of the same code the finding stands for; absent when none.
        var repeats: [String]?

        init?(_ finding: Diagnostic) {
            guard let matrix = finding.matrix else { return nil }
            rule = finding.rule
            severity = finding.severity.rawValue
            screen = matrix.screen
            state = matrix.state
            element = matrix.element
            name = matrix.name
            text = matrix.text
            message = finding.message
            occurrence = matrix.occurrence
            smallest = CellRecord(matrix.smallest)
            frame = matrix.frame
            excerpt = matrix.excerpt
            cells = matrix.cells.map(CellRecord.init)
            source = finding.location.file.isEmpty ? nil : SourceLineRecord(file: finding.location.file, line: finding.location.line)
            repeats = matrix.repeats.isEmpty ? nil : matrix.repeats
        }

        func finding(file: String, index: Int) throws(ReportFileError) -> Diagnostic {
            guard let severity = Severity(rawValue: severity) else {
                throw ReportFileError(file: file, problem: "findings[\(index)].severity is '\(self.severity)'; expected error, warning or note")
            }
            let context = MatrixContext(screen: screen, element: element, name: name, text: text,
                                        cells: cells.map { $0.place(screen: screen) }, smallest: smallest.place(screen: screen),
                                        frame: frame, occurrence: occurrence, excerpt: excerpt, repeats: repeats ?? [])
            let location = source.map { SourceLocation(file: $0.file, line: $0.line) } ?? SourceLocation(file: "")
            return Diagnostic(rule: rule, severity: severity, message: message, location: location, matrix: context)
        }
    }

    /// A file and line in the app's code.
    private struct SourceLineRecord: Codable {
        var file: String
        var line: Int
    }

    /// One render of the matrix, by name (its screen is the finding's).
    private struct CellRecord: Codable {
        var state: String
        var locale: String
        var size: String
        var device: String
        var scheme: String

        init(_ place: MatrixPlace) {
            state = place.state
            locale = place.locale
            size = place.size
            device = place.device
            scheme = place.scheme
        }

        func place(screen: String) -> MatrixPlace {
            MatrixPlace(screen: screen, state: state, locale: locale, size: size, device: device, scheme: scheme)
        }
    }
}

/// A report file that cannot be read back or written, with the file and what is wrong.
public struct ReportFileError: Error, Equatable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// What is wrong.
    public var problem: String

    /// An error about `file`.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
