import Diagnostics
import Foundation
import ScreenKit

/// The JSON report: `findings` (each with `rule`, `severity`, `screen`, `state`, `element`,
/// `text`, `message`, where it occurs and every matrix cell) and `summary` (renders and findings
/// per severity), plus the `matrix` run. Keys are sorted, so the same report is byte-identical;
/// `l10n check --merge` reads these files back to join a sharded run.
public enum CheckJSONReport {
    /// `report` as JSON, ending in a newline. A frame that is not a finite number (an unbounded
    /// size) is written as the string `inf`, `-inf` or `nan`, which JSON can hold and `read` reads.
    public static func render(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = nonFinite
        guard let data = try? encoder.encode(Document(report)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// How numbers JSON has no literal for are written and read.
    private static let nonFinite = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

    /// The report in a JSON file written by `render`; `file` names it in errors.
    public static func read(_ data: Data, file: String) throws(ReportFileError) -> CheckReport {
        let document: Document
        do {
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            document = try decoder.decode(Document.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw ReportFileError(file: file, problem: "not JSON: \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReportFileError(file: file, problem: "missing \"\(key.stringValue)\" at \(Self.path(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ReportFileError(file: file, problem: "unexpected value at \(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw ReportFileError(file: file, problem: "\(error)")
        }
        return try document.report(file: file)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// The file's top level.
    struct Document: Codable {
        var title: String?
        var matrix: MatrixSummary
        var findings: [FindingRecord]
        var summary: Summary
        var snapshots: SnapshotSummary?

        init(_ report: CheckReport) {
            title = report.title
            matrix = report.matrix
            findings = report.findings.map(FindingRecord.init)
            let counts = report.counts
            summary = Summary(renders: report.renders, findings: report.findings.count, errors: counts.errors,
                              warnings: counts.warnings, notes: counts.notes)
            snapshots = report.snapshots
        }

        func report(file: String) throws(ReportFileError) -> CheckReport {
            var result: [Finding] = []
            for (index, record) in findings.enumerated() {
                result.append(try record.finding(file: file, index: index))
            }
            return CheckReport(title: title, matrix: matrix, renders: summary.renders, findings: result, snapshots: snapshots)
        }
    }

    /// Renders, and findings per severity.
    struct Summary: Codable {
        var renders: Int
        var findings: Int
        var errors: Int
        var warnings: Int
        var notes: Int
    }

    /// One finding.
    struct FindingRecord: Codable {
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
        var frame: FrameRecord
        var excerpt: String
        var cells: [CellRecord]
        /// Where the element's view is written: `{"file": …, "line": …}`, absent when unknown.
        var source: SourceLocationRecord?

        init(_ finding: Finding) {
            rule = finding.rule
            severity = finding.severity.rawValue
            screen = finding.screen
            state = finding.state
            element = finding.element
            name = finding.name
            text = finding.text
            message = finding.message
            occurrence = finding.occurrence
            smallest = CellRecord(finding.smallest)
            frame = FrameRecord(finding.frame)
            excerpt = finding.excerpt
            cells = finding.cells.map(CellRecord.init)
            source = finding.source.map { SourceLocationRecord(file: $0.file, line: $0.line) }
        }

        func finding(file: String, index: Int) throws(ReportFileError) -> Finding {
            let place = "findings[\(index)]"
            guard let severity = Severity(rawValue: severity) else {
                throw ReportFileError(file: file, problem: "\(place).severity is '\(self.severity)'; expected error, warning or note")
            }
            var matrixCells: [MatrixCell] = []
            for (position, cell) in cells.enumerated() {
                matrixCells.append(try cell.cell(screen: screen, file: file, place: "\(place).cells[\(position)]"))
            }
            return Finding(rule: rule, severity: severity, screen: screen, state: state, element: element, name: name, text: text,
                           message: message, cells: matrixCells,
                           smallest: try smallest.cell(screen: screen, file: file, place: "\(place).smallest"),
                           frame: frame.rect, occurrence: occurrence, excerpt: excerpt,
                           source: source.map { SourceLocation(file: $0.file, line: $0.line) })
        }
    }

    /// A file and line in the app's code.
    struct SourceLocationRecord: Codable {
        var file: String
        var line: Int
    }

    /// One render of the matrix, by name.
    struct CellRecord: Codable {
        var state: String
        var locale: String
        var size: String
        var device: String
        var scheme: String

        init(_ cell: MatrixCell) {
            state = cell.state
            locale = cell.locale.bcp47
            size = cell.size.shortName
            device = cell.device.name
            scheme = cell.scheme.rawValue
        }

        func cell(screen: String, file: String, place: String) throws(ReportFileError) -> MatrixCell {
            guard let locale = try? LocaleIdentifier.parse(locale) else {
                throw ReportFileError(file: file, problem: "\(place).locale '\(self.locale)' is not a locale identifier")
            }
            guard let size = ContentSizeCategory(name: size) else {
                throw ReportFileError(file: file, problem: "\(place).size '\(self.size)' is not a Dynamic Type size")
            }
            guard let device = Device.named(device) else {
                throw ReportFileError(file: file, problem: "\(place).device '\(self.device)' is not a known device")
            }
            guard let scheme = ColorScheme(rawValue: scheme) else {
                throw ReportFileError(file: file, problem: "\(place).scheme '\(self.scheme)' is not light or dark")
            }
            return MatrixCell(screen: screen, state: state, locale: locale, size: size, device: device, scheme: scheme)
        }
    }

    /// A rectangle in points.
    struct FrameRecord: Codable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        init(_ rect: Rect) {
            x = rect.minX
            y = rect.minY
            width = rect.width
            height = rect.height
        }

        var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
    }
}

/// A report file that cannot be read back, with the file and what is wrong in it.
public struct ReportFileError: Error, Equatable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// What is wrong.
    public var problem: String

    public var description: String { "\(file): \(problem)" }
}
