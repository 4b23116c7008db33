import DoIt
import Foundation
import Harness
import L10n

/// `Scripts/bench harness`: the full default matrix of `l10n check` on Do It (every screen and
/// state × the catalogs' locales and the pseudo-locales × 12 sizes × the default devices ×
/// light and dark), checked on all cores and on one, against laying every render of the matrix
/// out on its own without any check, and against the same run with every rule turned off, in the
/// same process.
enum HarnessBench {
    static let rounds = 3

    static func run(_ arguments: [String]) throws {
        guard let folder = CatalogFolder.locate() else { throw MissingCatalogs() }
        let catalogs = try CatalogSet.load(from: folder)
        let screens = ScreenPreview.doIt(.fixed)
        let matrix = try ScreenChecker(screens: screens, catalogs: catalogs).matrix()
        let cells = matrix.cells
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("renders: \(cells.count) (\(matrix.screens.count) screens, \(matrix.screens.map(\.states.count).reduce(0, +)) states × "
              + "\(matrix.locales.count) locales × \(matrix.sizes.count) sizes × \(matrix.devices.count) devices × "
              + "\(matrix.schemes.count) schemes), cores: \(cores), best of \(rounds)")
        var findings = 0
        _ = ScreenChecker(screens: screens, catalogs: catalogs).run(matrix)
        let measures: [(String, () -> Void)] = [
            ("layout only, 1 thread", {
                let checker = ScreenChecker(screens: screens, catalogs: catalogs)
                for cell in cells { blackHole(try? checker.render(cell)) }
            }),
            ("run, no rules, 1 thread", {
                var checker = ScreenChecker(screens: screens, catalogs: catalogs)
                checker.disabledRules = Set(ScreenRules.ids)
                findings = checker.run(matrix, jobs: 1).findings.count
            }),
            ("check, 1 thread", { findings = ScreenChecker(screens: screens, catalogs: catalogs).run(matrix, jobs: 1).findings.count }),
            ("check, all cores", { findings = ScreenChecker(screens: screens, catalogs: catalogs).run(matrix, jobs: cores).findings.count }),
        ]
        var best = Array(repeating: ExtractBench.Timing(wall: .infinity, cpu: .infinity), count: measures.count)
        for _ in 0..<rounds {
            for (index, measure) in measures.enumerated() {
                let timing = ExtractBench.Timing.of(measure.1)
                if timing.wall < best[index].wall { best[index] = timing }
            }
        }
        print("findings (folded): \(findings)")
        print(column("", 24) + column("wall s", 9) + column("cpu s", 9) + column("renders/s", 11) + "renders per cpu-s")
        for (index, measure) in measures.enumerated() {
            let timing = best[index]
            print(column(measure.0, 24) + column(decimal(timing.wall, 2), 9) + column(decimal(timing.cpu, 2), 9)
                  + column(decimal(Double(cells.count) / timing.wall, 0), 11) + decimal(Double(cells.count) / timing.cpu, 0))
        }
        print("check vs laying every render out (cpu, 1 thread): \(decimal(best[2].cpu / best[0].cpu, 2))×")
        print("the rules' share of a check (cpu, 1 thread): \(decimal((best[2].cpu - best[1].cpu) / best[2].cpu * 100, 0))%")
        print("all cores vs 1 thread (wall): \(decimal(best[2].wall / best[3].wall, 2))× faster; cpu/wall \(decimal(best[3].cpu / best[3].wall, 2))")
        print("peak memory (VmHWM): \(peakMemory())")
    }

    /// The process's peak resident memory as Linux reports it, or "unknown".
    private static func peakMemory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "unknown" }
        return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
    }

    private static func decimal(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    private static func column(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    struct MissingCatalogs: Error, CustomStringConvertible {
        var description: String { "no Localizations folder found; run from the package" }
    }
}
