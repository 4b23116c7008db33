import Diagnostics
import Dispatch
import Foundation
import ScreenKit
import Synchronization
import ToolSupport

/// Runs the harness: lays each screen out in every cell of a matrix, runs the checks on the
/// laid-out value, and folds what they find. Use it from a command, a test or a few lines of
/// `main`:
///
/// ```swift
/// let checker = ScreenChecker(screens: screens, catalogs: try CatalogSet.load(from: "Localizations"))
/// let report = checker.run(try checker.matrix())
/// print(TextReporter().report(report.diagnostics, context: report.reportContext(toolVersion: nil, workingDirectory: "/")))
/// ```
public struct ScreenChecker: Sendable {
    /// The screens that can be checked.
    public let screens: [ScreenPreview]
    /// The catalogs texts are looked up in; nil to check the screens without any.
    public let catalogs: CatalogSet?
    /// The rules run: the harness's own (`ScreenRules.all`), then the app's own, in report order.
    public let rules: [any ScreenRule]
    /// Rules not to run.
    public var disabledRules: Set<String> = []
    /// Severities that replace rules' defaults, by rule id (`.l10nlint.yml`'s `check.severity`).
    public var severities: [String: Severity] = [:]
    /// What reports call the run ("Do It (as-written)").
    public var title: String?
    /// The folder findings' source paths are shown relative to (the package root when the check
    /// runs from it): the current folder unless set.
    public var sourceRoot: String = FileManager.default.currentDirectoryPath
    /// The string literals of the app's code (from `SourceScan`, or listed by hand): a String
    /// value equal to one is UI copy that `hardcoded-text` reports in a pseudo-locale, as it does
    /// a value equal to a catalog key or development-language text.
    public var codeLiterals: Set<String> = []
    /// Tries the screens in each locale of a run where a trap cannot end it, before `run` lays
    /// them out; nil to lay them out here directly (screens of the app's own code, which a
    /// preview program probes: `PreviewHarness`).
    public var probe: (any LocaleProbe)?

    private let cache = LookupCache()
    private let probeFailures = ProbeFailures()
    private let translations: TranslationIndex
    private let byID: [String: ScreenPreview]
    /// The languages some catalog has a table or translation for.
    private let shippedLanguages: Set<String>

    /// A checker of `screens` against `catalogs`, with the app's own `rules` after the
    /// harness's (each with an id of its own: see `ScreenRules.duplicateID(in:)`).
    public init(screens: [ScreenPreview], catalogs: CatalogSet? = nil, title: String? = nil, rules: [any ScreenRule] = []) {
        self.screens = screens
        self.rules = ScreenRules.all + rules
        self.catalogs = catalogs
        self.title = title
        translations = catalogs.map { TranslationIndex(catalogs: $0, locales: $0.locales) } ?? TranslationIndex()
        byID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        shippedLanguages = Set((catalogs?.locales ?? []).map(\.language) + [catalogs?.developmentLanguage.language ?? "en"])
    }

    /// The language lookups fall back to and pseudo-locales start from.
    public var developmentLanguage: LocaleIdentifier { catalogs?.developmentLanguage ?? LocaleIdentifier(language: "en") }

    /// The matrix `selection` names (by default: every screen and state, every catalog locale and
    /// pseudo-locale, every size, iPhone SE (3rd generation), iPhone 16 and iPhone 16 Pro Max, light and dark).
    public func matrix(_ selection: MatrixSelection = MatrixSelection()) throws(MatrixError) -> CheckMatrix {
        try selection.matrix(of: screens, catalogs: catalogs)
    }

    /// The screen of `cell`, laid out.
    public func render(_ cell: MatrixCell) throws(MatrixError) -> LaidOutScreen {
        try evaluate(cell, checking: false).screen
    }

    /// What the checks find on the render of `cell`, unfolded: for a test per render
    /// (`@Test(arguments: matrix.cells)`).
    public func check(_ cell: MatrixCell) throws(MatrixError) -> [Diagnostic] {
        try evaluate(cell, checking: true).findings.map(\.diagnostic)
    }

    /// Lays out and checks every render of `matrix` (of `shard` only, when given) on `jobs`
    /// threads, tells `observer` about each render and `progress` how many are done, and folds
    /// the findings into a report. The report is the same whatever the number of jobs.
    ///
    /// A screen state is resolved once per locale and scheme for the devices whose layout margins
    /// are equal and, unless its views read the Dynamic Type size, for every size
    /// (`ResolvedScreen.canLayOut(in:)`), and laid out in each of them.
    ///
    /// A screen state that lays out the same in light and dark (its views do not read the color
    /// scheme: checked once per state on a sample render) is laid out once per locale, size and
    /// device and checked in each scheme; colors are resolved per scheme by the checks and
    /// renderers, so nothing they see differs from a layout of its own.
    public func run(_ matrix: CheckMatrix, shard: Shard? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    observer: (any RenderObserver)? = nil,
                    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> CheckReport {
        let cells = shard.map { matrix.cells(in: $0) } ?? matrix.cells
        if let probe { probeFailures.record(probe.failures(screens: matrix.screens.map(\.id), locales: matrix.locales)) }
        let summary = MatrixSummary(matrix)
        let units = Self.resolutionUnits(cells)
        let shared = schemeIndependentStates(matrix, jobs: jobs)
        let rules = EnabledRules(enabledRules)
        let workers = max(1, min(jobs, units.count))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let folded = Mutex(FindingFolder())
        // Views are resolved on the main actor (the main thread serves the workers when it runs this loop).
        MainActorRunner.concurrentPerform(iterations: workers) { _ in
            var folder = FindingFolder()
            while true {
                let unit = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard unit < units.count else { break }
                var resolutions: [Resolution] = []
                for group in units[unit] {
                    var layout: Layout?
                    var checked: Checked?
                    for position in group {
                        let cell = cells[position]
                        let findings: [CellFinding]
                        if let previous = layout, let first = checked, shared.contains(StateKey(cell)) {
                            // The same layout in another scheme: only the rules that read colors run again.
                            let recoloured = previous.recoloured(cell.scheme)
                            layout = recoloured
                            findings = first.colorless.map { $0.moved(to: cell) }
                                + check(recoloured, walk: first.walk.recoloured(cell.scheme), cell: cell, rules: rules.readingColors)
                        } else {
                            layout = try? self.layout(cell, reusing: &resolutions)
                            guard let laidOut = layout else { continue }
                            let walk = ScreenWalk(laidOut.screen)
                            let colorless = check(laidOut, walk: walk, cell: cell, rules: rules.colorless)
                            checked = Checked(walk: walk, colorless: colorless)
                            findings = colorless + check(laidOut, walk: walk, cell: cell, rules: rules.readingColors)
                        }
                        guard let layout else { continue }
                        let rank = summary.rank(of: cell)
                        for finding in findings { folder.add(finding, position: position, rank: rank) }
                        observer?.observe(layout.screen, cell: cell, findings: findings.map(\.diagnostic))
                        let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                        progress?(finished, cells.count)
                    }
                }
            }
            folded.withLock { $0.merge(folder) }
        }
        let folds = Array(folded.withLock { $0 }.folds)
        // Drawing a finding's smallest render resolves views, on the main actor: a caller there serves the workers.
        let findings = folds.parallelMap(jobs: jobs, perform: MainActorRunner.concurrentPerform) { key, fold in
            finding(key, fold, cells: cells, summary: summary)
        }
        let descriptors = self.rules.map(\.descriptor)
        let repeatsFolded = RepeatedElementFold.fold(findings, in: summary)
        return CheckReport(title: title, matrix: summary, renders: cells.count,
                           findings: CheckReport.ordered(repeatsFolded, matrix: summary, rules: descriptors.map(\.id)), rules: descriptors,
                           shard: shard)
    }

    /// A screen laid out, and what its lookups found wrong.
    private struct Layout {
        var screen: LaidOutScreen
        var mismatches: [LookupLog.Mismatch]

        /// The same layout seen in `scheme`.
        func recoloured(_ scheme: ColorScheme) -> Layout {
            var copy = self
            copy.screen.configuration.colorScheme = scheme
            return copy
        }
    }

    /// The first render of a layout, checked: its walk, and what the rules that do not read
    /// colors found on it, which holds for every scheme the layout is shared by.
    private struct Checked {
        var walk: ScreenWalk
        var colorless: [CellFinding]
    }

    /// The rules a run uses, split by whether they read colors.
    private struct EnabledRules {
        var colorless: [any ScreenRule]
        var readingColors: [any ScreenRule]

        init(_ rules: [any ScreenRule]) {
            colorless = rules.filter { !$0.readsColors }
            readingColors = rules.filter(\.readsColors)
        }
    }

    /// A screen's state.
    private struct StateKey: Hashable {
        var screen: String
        var state: String

        init(_ cell: MatrixCell) {
            screen = cell.screen
            state = cell.state
        }
    }

    /// Positions of the cells that differ only in their size, device and scheme (one screen state
    /// in one locale, which sizes and devices can share a resolution of), split into those that
    /// differ only in their scheme (which can share a layout). The matrix puts sizes, devices and
    /// schemes innermost.
    private static func resolutionUnits(_ cells: [MatrixCell]) -> [[[Int]]] {
        var units: [[[Int]]] = []
        for (position, cell) in cells.enumerated() {
            guard let last = units.last?.last?.last, sameResolution(cells[last], cell) else {
                units.append([[position]])
                continue
            }
            if sameLayout(cells[last], cell) {
                units[units.count - 1][units[units.count - 1].count - 1].append(position)
            } else {
                units[units.count - 1].append([position])
            }
        }
        return units
    }

    private static func sameResolution(_ a: MatrixCell, _ b: MatrixCell) -> Bool {
        a.screen == b.screen && a.state == b.state && a.locale == b.locale
    }

    private static func sameLayout(_ a: MatrixCell, _ b: MatrixCell) -> Bool {
        sameResolution(a, b) && a.size == b.size && a.device == b.device
    }

    /// The states of `matrix` whose sample render (first locale, the default size if run, first
    /// device) lays out the same in every scheme of the matrix.
    private func schemeIndependentStates(_ matrix: CheckMatrix, jobs: Int) -> Set<StateKey> {
        guard matrix.schemes.count > 1, let locale = matrix.locales.first, let device = matrix.devices.first,
              let size = matrix.sizes.contains(.large) ? .large : matrix.sizes.first else { return [] }
        let samples = matrix.screens.flatMap { screen in
            screen.states.map { MatrixCell(screen: screen.id, state: $0, locale: locale, size: size, device: device, scheme: .light) }
        }
        let schemes = matrix.schemes
        let alike = samples.parallelMap(jobs: jobs, perform: MainActorRunner.concurrentPerform) { sample in
            let roots = schemes.map { scheme in
                var cell = sample
                cell.scheme = scheme
                return try? layout(cell).screen.root
            }
            guard let first = roots.first, first != nil else { return false }
            return roots.allSatisfy { $0 == first }
        }
        return Set(zip(samples, alike).filter(\.1).map { StateKey($0.0) })
    }

    /// A folded finding, its excerpt drawn from the smallest failing render laid out again.
    private func finding(_ key: FindingFolder.Key, _ fold: FindingFolder.Fold, cells: [MatrixCell], summary: MatrixSummary) -> Diagnostic {
        let occurs = fold.positions.sorted().map { cells[$0].place }
        let smallest = fold.smallest
        let rendered = try? render(smallest.cell)
        let excerpt = rendered.map { RenderExcerpt.excerpt(of: $0, elementAt: smallest.childPath) } ?? ""
        // The element's own line, else the screen's declaration: every finding points at code.
        let source = rendered.flatMap { ElementSource.location(in: $0, at: smallest.childPath, relativeTo: sourceRoot) }
            ?? byID[key.screen].map { ElementSource.relative($0.declaration, to: sourceRoot) }
        let context = MatrixContext(screen: key.screen, element: key.element, name: smallest.name, text: smallest.text, cells: occurs,
                                    smallest: smallest.cell.place, frame: Frame(smallest.frame),
                                    occurrence: Occurrence.describe(occurs, screen: key.screen, in: summary), excerpt: excerpt)
        return Diagnostic(rule: key.rule, severity: fold.severity, message: smallest.message, location: source ?? SourceLocation(file: ""),
                          matrix: context)
    }

    /// `cell` laid out, and checked.
    private func evaluate(_ cell: MatrixCell, checking: Bool) throws(MatrixError) -> (screen: LaidOutScreen, findings: [CellFinding]) {
        let laidOut = try layout(cell)
        return (laidOut.screen, checking ? check(laidOut, cell: cell) : [])
    }

    /// The screen of `cell` laid out, with the lookups' format problems.
    private func layout(_ cell: MatrixCell) throws(MatrixError) -> Layout {
        var resolutions: [Resolution] = []
        return try layout(cell, reusing: &resolutions)
    }

    /// The screen of `cell` laid out from one of `resolutions` that lays out alike there, else
    /// from a resolution of its own, which is added to them.
    private func layout(_ cell: MatrixCell, reusing resolutions: inout [Resolution]) throws(MatrixError) -> Layout {
        let configuration = cell.configuration
        let resolution: Resolution
        if let found = resolutions.first(where: { $0.screen.canLayOut(in: configuration) }) {
            resolution = found
        } else {
            resolution = try resolve(cell)
            resolutions.append(resolution)
        }
        let screen = ScreenLayout().layout(resolution.screen, in: configuration)
        return Layout(screen: screen, mismatches: resolution.log.mismatches)
    }

    /// A screen resolved, and the log its lookups write to.
    private struct Resolution {
        var screen: ResolvedScreen
        var log: LookupLog
    }

    /// The screen of `cell` resolved.
    private func resolve(_ cell: MatrixCell) throws(MatrixError) -> Resolution {
        guard let preview = byID[cell.screen] else { throw .unknownScreen(cell.screen, known: screens.map(\.id)) }
        guard preview.states.contains(cell.state) else { throw .unknownState(screen: cell.screen, state: cell.state, known: preview.states) }
        let log = LookupLog()
        let localizer = MatrixLocalizer(catalogs: catalogs, developmentLanguage: developmentLanguage, cache: cache, log: log)
        let stopped = probeFailures.message(screen: cell.screen, locale: cell.locale)
        let screen = ScreenLayout(localizer: localizer).resolve(name: preview.name(state: cell.state), in: cell.configuration) {
            // A screen whose code stopped the probe in this locale would stop this process too: it is drawn failed here only.
            stopped.map { AnyView(UnbuiltView(reason: "the preview stopped its process in \(cell.locale.bcp47): \($0)")) }
                ?? preview.view(state: cell.state)
        }
        return Resolution(screen: screen, log: log)
    }

    /// What every enabled rule finds on `layout`, the render of `cell`.
    private func check(_ layout: Layout, cell: MatrixCell) -> [CellFinding] {
        check(layout, walk: ScreenWalk(layout.screen), cell: cell, rules: enabledRules)
    }

    /// The rules that run: all but the disabled ones.
    private var enabledRules: [any ScreenRule] { rules.filter { !disabledRules.contains($0.id) } }

    /// What `rules` find on `layout` (walked as `walk`), the render of `cell`.
    private func check(_ layout: Layout, walk: ScreenWalk, cell: MatrixCell, rules: [any ScreenRule]) -> [CellFinding] {
        guard !rules.isEmpty else { return [] }
        let context = RenderContext(walk: walk, pseudo: PseudoLocale(cell.locale), developmentLanguage: developmentLanguage,
                                    mismatches: layout.mismatches, translations: translations.translations(for: cell.locale),
                                    catalogCopy: translations.uiCopy, invariantCopy: translations.invariant, codeLiterals: codeLiterals,
                                    sampleData: byID[cell.screen]?.sampleData ?? [],
                                    hasCatalogs: catalogs != nil, shipsLanguage: shippedLanguages.contains(cell.locale.language))
        var findings: [CellFinding] = []
        // An image whose size is unknown makes the layout a guess: what depends on it is a note.
        let unknownImage = walk.items.lazy.compactMap { $0.element.assetImage }.first { !$0.isKnown }?.name
        let otherPlatformView = byID[cell.screen]?.otherPlatformView
        for rule in rules {
            let ruleSeverity = severities[rule.id] ?? rule.defaultSeverity
            // In a pseudo-locale alone it is a note; the fold keeps the worst, so a shipped locale's failure of the same element counts.
            let pseudoCap: Severity = context.pseudo != nil && !rule.judgesPseudoLocalesAsShipped ? .note : .error
            for found in rule.findings(in: context) {
                let element = walk.items[found.element].element
                let text = element.kind == .text ? element.text : nil
                var severity = min(found.severity ?? ruleSeverity, pseudoCap)
                var message = found.message
                if let pseudo = context.pseudo, severity < (found.severity ?? ruleSeverity) {
                    message += " Only the pseudo-locale \(pseudo.rawValue) shows it: a note unless a shipped locale fails too."
                }
                if let unknownImage, rule.judgesLayout, severity > .note {
                    severity = .note
                    message += " The screen holds the image \"\(unknownImage)\", whose size is unknown (no image set of that name in the "
                        + "asset catalogs): a note, as the real image may change the layout."
                }
                if let otherPlatformView, rule.judgesTheIPhone, severity > .note {
                    severity = .note
                    message += " The preview shows \(otherPlatformView), which the app's code uses only in branches iOS does not compile "
                        + "(#if os(macOS), …): a note, as an iPhone never shows it."
                }
                findings.append(CellFinding(rule: found.rule, severity: severity, cell: cell, element: walk.path(of: found.element),
                                            name: walk.name(of: found.element), text: text, message: message,
                                            frame: element.visibleFrame ?? element.frame, childPath: walk.childPath(of: found.element)))
            }
        }
        return findings
    }
}
