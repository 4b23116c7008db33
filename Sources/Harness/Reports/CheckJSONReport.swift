import Diagnostics
import Foundation
import ScreenKit

/// Reads back the JSON report of a run (`--format json`, written by `JSONReporter` for a matrix
/// run), as `l10n check --merge` does to join the shards of a run.
public enum CheckJSONReport {
    /// The report in a JSON file; `file` names it in errors, which also say which finding and
    /// which of its cells name an unknown locale, size, device or scheme.
    public static func read(_ data: Data, file: String) throws(ReportFileError) -> CheckReport {
        let (run, findings) = try MatrixJSONReport.read(data, file: file)
        for (index, finding) in findings.enumerated() {
            guard let matrix = finding.matrix else { continue }
            let place = "findings[\(index)]"
            for (position, cell) in matrix.cells.enumerated() {
                _ = try MatrixCell(cell, file: file, place: "\(place).cells[\(position)]")
            }
            _ = try MatrixCell(matrix.smallest, file: file, place: "\(place).smallest")
        }
        return CheckReport(title: run.title, matrix: run.matrix, renders: run.renders, findings: findings, snapshots: run.snapshots,
                           shard: run.shard.flatMap { Shard(index: $0.index, count: $0.count) })
    }
}

extension MatrixCell {
    /// The render a report names; throws naming `place` in `file` when a name is unknown.
    init(_ place: MatrixPlace, file: String, place where: String) throws(ReportFileError) {
        guard let locale = try? LocaleIdentifier.parse(place.locale) else {
            throw ReportFileError(file: file, problem: "\(`where`).locale '\(place.locale)' is not a locale identifier")
        }
        guard let size = ContentSizeCategory(name: place.size) else {
            throw ReportFileError(file: file, problem: "\(`where`).size '\(place.size)' is not a Dynamic Type size")
        }
        guard let device = Device.named(place.device) else {
            throw ReportFileError(file: file, problem: "\(`where`).device '\(place.device)' is not a known device")
        }
        guard let scheme = ColorScheme(rawValue: place.scheme) else {
            throw ReportFileError(file: file, problem: "\(`where`).scheme '\(place.scheme)' is not light or dark")
        }
        self.init(screen: place.screen, state: place.state, locale: locale, size: size, device: device, scheme: scheme)
    }

    /// The render as reports name it.
    public var place: MatrixPlace {
        MatrixPlace(screen: screen, state: state, locale: locale.bcp47, size: size.shortName, device: device.name, scheme: scheme.rawValue)
    }
}
