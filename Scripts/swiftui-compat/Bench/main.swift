// Renders per second of `l10n check` over the compiled screens' previews: every preview of every
// app in en, de, ar, ja and en-XA × 12 Dynamic Type sizes × the default devices × light and dark,
// with each app's own String Catalogs. Built in release by `Scripts/swiftui-compat/run --bench`.
//
// Usage: Bench --catalogs APP=DIR ... [--rounds N]
// Each round runs, in this order: the baseline (every render laid out on its own, no checks, one
// thread), the check on one thread, the check on two. Previews that trap are found first, each
// in a process of its own, and left out. Prints each round, the best of each run, and the ratios.
import Foundation
import Harness
import PreviewScreens
import SwiftUI

let arguments = CommandLine.arguments
let records = Previews.all
if let start = PreviewProbe.startInThisProcess {
    MainActor.assumeIsolated { PreviewProbe.runChild(records, from: start) }
}
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 3
var catalogFolders: [String: String] = [:]
for (index, argument) in arguments.enumerated() where argument == "--catalogs" && index + 1 < arguments.count {
    let parts = arguments[index + 1].split(separator: "=", maxSplits: 1).map(String.init)
    if parts.count == 2 { catalogFolders[parts[0]] = parts[1] }
}

let failures = PreviewProbe.failures(count: records.count, executable: "/proc/self/exe")
let screens = MainActor.assumeIsolated { PreviewScreenList.screens(records, failures: failures) }
var checkers: [(app: String, checker: ScreenChecker, matrix: CheckMatrix)] = []
let module = { (record: PreviewRecord) in record.fileID.split(separator: "/").first.map(String.init) ?? "" }
let byApp = Dictionary(grouping: records.indices.filter { failures[$0] == nil }) { module(records[$0]) }
for app in byApp.keys.sorted() {
    let ours = (byApp[app] ?? []).map { screens[$0] }
    let catalogs = try catalogFolders[app].map { try CatalogSet.load(from: $0) }
    let checker = ScreenChecker(screens: ours, catalogs: catalogs, title: app)
    let matrix = try checker.matrix(MatrixSelection(locales: ["en", "de", "ar", "ja", "en-XA"]))
    checkers.append((app, checker, matrix))
}
let renders = checkers.map(\.matrix.cells.count).reduce(0, +)
print("load average before: \(String(decoding: FileManager.default.contents(atPath: "/proc/loadavg") ?? Data(), as: UTF8.self).split(separator: " ").prefix(3).joined(separator: " ")); cores: \(ProcessInfo.processInfo.activeProcessorCount)")
print("\(renders) renders: \(checkers.map { "\($0.app) \($0.checker.screens.count) previews" }.joined(separator: ", ")); left out (trapped): \(failures.count)")

/// Wall seconds and process CPU seconds of `body`.
func timed(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let start = Date(), cpuStart = clock()
    body()
    return (Date().timeIntervalSince(start), Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC))
}

let runs: [(name: String, body: () -> Void)] = [
    ("baseline: lay out every render, no checks, 1 thread", {
        for entry in checkers { for cell in entry.matrix.cells { _ = try? entry.checker.render(cell) } }
    }),
    ("check, 1 thread", { for entry in checkers { _ = entry.checker.run(entry.matrix, jobs: 1) } }),
    ("check, 2 threads", { for entry in checkers { _ = entry.checker.run(entry.matrix, jobs: 2) } }),
]
var best = Array(repeating: (wall: Double.infinity, cpu: Double.infinity), count: runs.count)
for round in 1...rounds {
    for (index, run) in runs.enumerated() {
        let time = timed(run.body)
        print(String(format: "round %d  %-52@ %7.3f s wall  %7.3f s CPU  %7.0f renders/s", round, run.name as NSString, time.wall, time.cpu,
                     Double(renders) / time.wall))
        if time.wall < best[index].wall { best[index] = time }
    }
}
for (index, run) in runs.enumerated() {
    print(String(format: "best  %-52@ %7.0f renders/s (%7.0f per CPU-second), %.2fx the baseline's time", run.name as NSString,
                 Double(renders) / best[index].wall, Double(renders) / best[index].cpu, best[index].wall / best[0].wall))
}
print("load average after: \(String(decoding: FileManager.default.contents(atPath: "/proc/loadavg") ?? Data(), as: UTF8.self).split(separator: " ").prefix(3).joined(separator: " "))")
