import Foundation
import SourceScan

/// `Scripts/bench extract`: scans the project's sources plus a few hundred generated SwiftUI files
/// and compares the time with swift-syntax's bare parse of the same files in the same run, with
/// one job and with two. Options: `--rounds N` (default 7), `--only TEXT` (run only the measures
/// whose name contains TEXT, e.g. `--only "extract, 1"` under a profiler).
enum ExtractBench {
    /// Where `Scripts/gen-swiftui-sources` writes the generated files (git-ignored build output).
    static let generatedFolder = ".build/bench-sources/swiftui"
    static let generatedCount = 400

    static func run(_ arguments: [String]) throws {
        try generateIfNeeded()
        let rounds = option("--rounds", in: arguments).flatMap(Int.init) ?? 7
        let only = option("--only", in: arguments)
        let paths = try SourceScanner.swiftFiles(in: ["Sources", generatedFolder])
        let files = paths.compactMap { path in
            FileManager.default.contents(atPath: path).map { SourceFile(path: path, contents: Array($0)) }
        }
        let lines = files.reduce(0) { total, file in total + file.contents.lazy.filter { $0 == UInt8(ascii: "\n") }.count }
        print("files: \(files.count) (\(generatedCount) generated), lines: \(lines), cores: \(ProcessInfo.processInfo.activeProcessorCount), "
              + "best of \(rounds) rounds, load average \(loadAverage())")

        var found = 0
        var measures: [(name: String, work: () -> Void)] = []
        for jobs in [1, 2] {
            let scanner = SourceScanner(jobs: jobs)
            let label = jobs == 1 ? "1 job" : "\(jobs) jobs"
            measures.append(("bare parse, \(label)", { blackHole(scanner.parseOnly(files)) }))
            measures.append(("extract, \(label)", { found = scanner.scan(files: files).strings.count }))
        }
        measures = measures.filter { only == nil || $0.name.contains(only ?? "") }
        var best = Array(repeating: Timing(wall: .infinity, cpu: .infinity), count: measures.count)
        for _ in 0..<rounds {
            for (index, measure) in measures.enumerated() {
                let timing = Timing.of(measure.work)
                best[index] = Timing(wall: min(best[index].wall, timing.wall), cpu: min(best[index].cpu, timing.cpu))
            }
        }
        print("strings found: \(found); load average after: \(loadAverage())")
        print(pad("", 22) + pad("wall s", 9) + pad("CPU s", 9) + pad("files/s", 10) + pad("lines/s", 11) + "lines/s per core (CPU)")
        for (index, measure) in measures.enumerated() {
            let timing = best[index]
            print(pad(measure.name, 22) + pad(fixed(timing.wall, 3), 9) + pad(fixed(timing.cpu, 3), 9)
                  + pad(fixed(Double(files.count) / timing.wall, 0), 10) + pad(fixed(Double(lines) / timing.wall, 0), 11)
                  + fixed(Double(lines) / timing.cpu, 0))
        }
        guard measures.count == 4 else { return }
        print("extract / bare parse, CPU time: 1 job \(fixed(best[1].cpu / best[0].cpu, 2))×, "
              + "2 jobs \(fixed(best[3].cpu / best[2].cpu, 2))× (target ≤ 1.5×)")
        print("extract, 2 jobs vs 1 job: \(fixed(best[1].wall / best[3].wall, 2))× the files/s; "
              + "CPU/wall with 2 jobs \(fixed(best[3].cpu / best[3].wall, 2))")
    }

    /// Runs the generator once; later runs reuse its output.
    private static func generateIfNeeded() throws {
        let marker = generatedFolder + "/Screen\(String(format: "%04d", generatedCount - 1)).swift"
        guard !FileManager.default.fileExists(atPath: marker) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/gen-swiftui-sources", generatedFolder, String(generatedCount)]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GeneratorFailed(status: process.terminationStatus) }
    }

    struct GeneratorFailed: Error { var status: Int32 }

    /// Wall-clock and process CPU time (all threads) of one run.
    struct Timing {
        var wall: Double
        var cpu: Double

        static func of(_ work: () -> Void) -> Timing {
            let cpuStart = processCPUSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return Timing(wall: wall, cpu: processCPUSeconds() - cpuStart)
        }

        private static func processCPUSeconds() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
    }

    /// The value after `name` in the arguments.
    private static func option(_ name: String, in arguments: [String]) -> String? {
        guard let position = arguments.firstIndex(of: name), position + 1 < arguments.count else { return nil }
        return arguments[position + 1]
    }

    /// The 1-minute load average, so a reader knows how busy the machine was.
    private static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "unknown"
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
