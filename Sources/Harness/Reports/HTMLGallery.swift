import Diagnostics
import Foundation
import L10n
import ScreenKit
import Synchronization

/// The `--report DIR` output: a static HTML page (`index.html`) with every finding drawn on its
/// smallest failing render, and a gallery of the SVG renders (`renders/*.svg`) of each screen ×
/// locale × size on the run's first device and scheme, failing elements marked, with filters by
/// screen, locale, size and rule. It needs no server and no script from elsewhere.
public final class HTMLGallery: RenderObserver {
    /// The report folder.
    public let directory: String
    private let device: Device?
    private let scheme: ColorScheme?
    private let entries = Mutex<[MatrixCell: [Diagnostic]]>([:])
    private let failures = Mutex<[CatalogError]>([])

    /// A gallery written to `directory` (created if needed) of the renders on `device` in `scheme`.
    public init(directory: String, device: Device?, scheme: ColorScheme?) throws(ReportFileError) {
        self.directory = directory
        self.device = device
        self.scheme = scheme
        do {
            // The folder named may be a link; `renders` inside it may not, or the renders would land where it points.
            try AtomicFileWriter.makeFolder(directory, followingLink: true)
            try AtomicFileWriter.makeFolder((directory as NSString).appendingPathComponent("renders"), followingLink: false)
        } catch {
            throw ReportFileError(file: error.file, problem: "cannot create the report folder: \(error.message)")
        }
    }

    public func observe(_ screen: LaidOutScreen, cell: MatrixCell, findings: [Diagnostic]) {
        guard cell.device == device, cell.scheme == scheme else { return }
        write(screen, cell: cell)
        entries.withLock { $0[cell] = findings }
    }

    /// Writes the SVG of one render.
    private func write(_ screen: LaidOutScreen, cell: MatrixCell) {
        let path = (directory as NSString).appendingPathComponent(Self.svgPath(cell))
        do {
            try AtomicFileWriter.write(Array(screen.rendered(as: .svg).utf8), to: path)
        } catch {
            failures.withLock { $0.append(error) }
        }
    }

    static func svgPath(_ cell: MatrixCell) -> String { "renders/" + cell.fileStem + ".svg" }

    /// Writes `index.html` for `report`, laying out with `render` the smallest failing renders
    /// that the gallery does not hold yet.
    public func finish(_ report: CheckReport, render: (MatrixCell) -> LaidOutScreen?) throws(ReportFileError) {
        let known = entries.withLock { Set($0.keys) }
        let smallest = report.findings.compactMap { $0.matrix.flatMap { try? MatrixCell($0.smallest, file: "", place: "") } }
        for cell in Set(smallest).subtracting(known).sorted(by: { $0.fileStem < $1.fileStem }) {
            if let screen = render(cell) { write(screen, cell: cell) }
        }
        if let failure = failures.withLock({ $0.min { $0.file < $1.file } }) {
            throw ReportFileError(file: failure.file, problem: "cannot write the render: \(failure.message)")
        }
        let gallery = entries.withLock { $0 }.sorted { report.matrix.order(of: $0.key).lexicographicallyPrecedes(report.matrix.order(of: $1.key)) }
        let page = HTMLPage(report: report, gallery: gallery.map { ($0.key, $0.value) }).html
        let path = (directory as NSString).appendingPathComponent("index.html")
        do {
            try AtomicFileWriter.write(Array(page.utf8), to: path)
        } catch {
            throw ReportFileError(file: path, problem: "cannot write the report: \(error.message)")
        }
    }
}
