import Foundation
import SourceScan

/// `Scripts/bench extract`: scans the project's sources plus a few hundred generated SwiftUI files
/// and compares the time with swift-syntax's bare parse of the same files, on one thread and on all.
enum ExtractBench {
    /// Where `Scripts/gen-swiftui-sources` writes the generated files (git-ignored build output).
    static let generatedFolder = ".build/bench-sources/swiftui"
    static let generatedCount = 400
    static let rounds = 5

    static func run(_ arguments: [String]) throws {
        try generateIfNeeded()
        let paths = try SourceScanner.swiftFiles(in: ["Sources", generatedFolder])
        let files = paths.compactMap { path in
            FileManager.default.contents(atPath: path).map { SourceFile(path: path, contents: Array($0)) }
        }
        let lines = files.reduce(0) { total, file in total + file.contents.lazy.filter { $0 == UInt8(ascii: "\n") }.count }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("files: \(files.count) (\(generatedCount) generated), lines: \(lines), cores: \(cores), best of \(rounds)")

        let serial = SourceScanner(parallel: false)
        let parallel = SourceScanner(parallel: true)
        var found = 0
        let measures: [(String, () -> Void)] = [
            ("bare parse, 1 thread", { _ = serial.parseOnly(files) }),
            ("extract, 1 thread", { found = serial.scan(files: files).strings.count }),
            ("bare parse, all cores", { _ = parallel.parseOnly(files) }),
            ("extract, all cores", { found = parallel.scan(files: files).strings.count }),
        ]
        var best = Array(repeating: Timing(wall: .infinity, cpu: .infinity), count: measures.count)
        for _ in 0..<rounds {
            for (index, measure) in measures.enumerated() {
                let timing = Timing.of(measure.1)
                if timing.wall < best[index].wall { best[index] = timing }
            }
        }
        print("strings found: \(found)")
        print(pad("", 24) + pad("wall s", 9) + pad("cpu s", 9) + pad("files/s", 10) + pad("lines/s", 11) + "lines/s per core")
        for (index, measure) in measures.enumerated() {
            let timing = best[index]
            let perCore = Double(lines) / timing.cpu
            print(pad(measure.0, 24) + pad(fixed(timing.wall, 3), 9) + pad(fixed(timing.cpu, 3), 9)
                  + pad(fixed(Double(files.count) / timing.wall, 0), 10) + pad(fixed(Double(lines) / timing.wall, 0), 11)
                  + fixed(perCore, 0))
        }
        print("extract / bare parse: 1 thread \(fixed(best[1].wall / best[0].wall, 2))×, all cores \(fixed(best[3].wall / best[2].wall, 2))×")
        print("extract, all cores vs 1 thread: \(fixed(best[1].wall / best[3].wall, 2))× faster; cpu/wall \(fixed(best[3].cpu / best[3].wall, 2)) (cores busy)")
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

    /// Wall-clock and process CPU time of one run.
    struct Timing {
        var wall: Double
        var cpu: Double

        static func of(_ work: () -> Void) -> Timing {
            let cpuStart = clock()
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return Timing(wall: wall, cpu: Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC))
        }
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
