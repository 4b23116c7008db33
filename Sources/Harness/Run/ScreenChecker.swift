import Dispatch
import Foundation
import ScreenKit
import Synchronization

/// Runs the harness: lays each screen out in every cell of a matrix, runs the checks on the
/// laid-out value, and folds what they find. Use it from a command, a test or a few lines of
/// `main`:
///
/// ```swift
/// let checker = ScreenChecker(screens: screens, catalogs: try CatalogSet.load(from: "Localizations"))
/// let report = checker.run(try checker.matrix())
/// print(CheckTextReport().render(report))
/// ```
public struct ScreenChecker: Sendable {
    /// The screens that can be checked.
    public let screens: [ScreenPreview]
    /// The catalogs texts are looked up in; nil to check the screens without any.
    public let catalogs: CatalogSet?
    /// Rules not to run.
    public var disabledRules: Set<String> = []
    /// What reports call the run ("Do It (as-written)").
    public var title: String?

    private let cache = LookupCache()
    private let translations: TranslationIndex
    private let byID: [String: ScreenPreview]

    /// A checker of `screens` against `catalogs`.
    public init(screens: [ScreenPreview], catalogs: CatalogSet? = nil, title: String? = nil) {
        self.screens = screens
        self.catalogs = catalogs
        self.title = title
        translations = catalogs.map { TranslationIndex(catalogs: $0, locales: $0.locales) } ?? TranslationIndex()
        byID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The language lookups fall back to and pseudo-locales start from.
    public var developmentLanguage: LocaleIdentifier { catalogs?.developmentLanguage ?? LocaleIdentifier(language: "en") }

    /// The matrix `selection` names (by default: every screen and state, every catalog locale and
    /// pseudo-locale, every size, iPhone SE and iPhone 11, light and dark).
    public func matrix(_ selection: MatrixSelection = MatrixSelection()) throws(MatrixError) -> CheckMatrix {
        try selection.matrix(of: screens, catalogs: catalogs)
    }

    /// The screen of `cell`, laid out.
    public func render(_ cell: MatrixCell) throws(MatrixError) -> LaidOutScreen {
        try evaluate(cell, checking: false).screen
    }

    /// What the checks find on the render of `cell`, unfolded: for a test per render
    /// (`@Test(arguments: matrix.cells)`).
    public func check(_ cell: MatrixCell) throws(MatrixError) -> [CellFinding] {
        try evaluate(cell, checking: true).findings
    }

    /// Lays out and checks every render of `matrix` (of `shard` only, when given) on `jobs`
    /// threads, tells `observer` about each render and `progress` how many are done, and folds
    /// the findings into a report. The report is the same whatever the number of jobs.
    public func run(_ matrix: CheckMatrix, shard: Shard? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    observer: (any RenderObserver)? = nil,
                    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> CheckReport {
        let cells = shard.map { matrix.cells(in: $0) } ?? matrix.cells
        let summary = MatrixSummary(matrix)
        let workers = max(1, min(jobs, cells.count))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let folded = Mutex(FindingFolder())
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var folder = FindingFolder()
            while true {
                let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard position < cells.count else { break }
                let cell = cells[position]
                guard let outcome = try? evaluate(cell, checking: true) else { continue }
                let rank = summary.rank(of: cell)
                for finding in outcome.findings { folder.add(finding, position: position, rank: rank) }
                observer?.observe(outcome.screen, cell: cell, findings: outcome.findings)
                let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                progress?(finished, cells.count)
            }
            folded.withLock { $0.merge(folder) }
        }
        let findings = folded.withLock { $0 }.folds.map { key, fold in finding(key, fold, cells: cells, summary: summary) }
        return CheckReport(title: title, matrix: summary, renders: cells.count, findings: CheckReport.ordered(findings, matrix: summary))
    }

    /// A folded finding, its excerpt drawn from the smallest failing render laid out again.
    private func finding(_ key: FindingFolder.Key, _ fold: FindingFolder.Fold, cells: [MatrixCell], summary: MatrixSummary) -> Finding {
        let occurs = fold.positions.sorted().map { cells[$0] }
        let smallest = fold.smallest
        let excerpt = (try? render(smallest.cell)).map { RenderExcerpt.excerpt(of: $0, elementAt: smallest.childPath) } ?? ""
        return Finding(rule: key.rule, severity: fold.severity, screen: key.screen, state: smallest.cell.state, element: key.element,
                       name: smallest.name, text: smallest.text, message: smallest.message, cells: occurs, smallest: smallest.cell,
                       frame: smallest.frame, occurrence: Occurrence.describe(occurs, screen: key.screen, in: summary), excerpt: excerpt)
    }

    /// Lays `cell` out and, when `checking`, runs every enabled rule on it.
    private func evaluate(_ cell: MatrixCell, checking: Bool) throws(MatrixError) -> (screen: LaidOutScreen, findings: [CellFinding]) {
        guard let preview = byID[cell.screen] else { throw .unknownScreen(cell.screen, known: screens.map(\.id)) }
        guard preview.states.contains(cell.state) else { throw .unknownState(screen: cell.screen, state: cell.state, known: preview.states) }
        let log = LookupLog()
        let localizer = MatrixLocalizer(catalogs: catalogs, developmentLanguage: developmentLanguage, cache: cache, log: log)
        let screen = ScreenLayout(localizer: localizer).layout(preview.view(state: cell.state), name: preview.name(state: cell.state),
                                                               in: cell.configuration)
        guard checking else { return (screen, []) }
        let walk = ScreenWalk(screen)
        let context = RenderContext(walk: walk, pseudo: PseudoLocale(cell.locale), developmentLanguage: developmentLanguage,
                                    mismatches: log.mismatches, translations: translations.translations(for: cell.locale),
                                    hasCatalogs: catalogs != nil)
        var findings: [CellFinding] = []
        for rule in ScreenRules.all where !disabledRules.contains(rule.id) {
            for found in rule.findings(in: context) {
                let element = walk.items[found.element].element
                let text = element.kind == .text ? element.text : nil
                findings.append(CellFinding(rule: found.rule, severity: rule.defaultSeverity, cell: cell, element: walk.path(of: found.element),
                                            name: walk.name(of: found.element), text: text, message: found.message,
                                            frame: element.visibleFrame ?? element.frame, childPath: walk.childPath(of: found.element)))
            }
        }
        return (screen, findings)
    }
}
