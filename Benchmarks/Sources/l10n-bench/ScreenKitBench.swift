// ScreenKit benchmark: lay out and render a 50-view screen at every Dynamic Type size.
// Baseline in the same run: the layout alone, so the ratio shows what the text rendering adds.
// A third figure renders texts never seen before (every string changed each run), so neither
// the shared text cache nor the line-break cache helps: the cost of a screen's first render.
import Foundation
import ScreenKit

/// A list screen of about fifty elements: a navigation bar with two items and twelve rows of
/// a symbol, a title and a subtitle, plus the list's own chrome.
private struct BenchScreen: View {
    /// Appended to every text, so a run can use strings no earlier run laid out.
    let salt: String
    let rows: [(title: String, detail: String)]

    nonisolated init(salt: String = "") {
        self.salt = salt
        rows = (1...12).map { index in
            (title: "Item number \(index) with a longer title that wraps\(salt)", detail: "Due tomorrow · priority \(index % 4)\(salt)")
        }
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text(LocalizedStringKey("Today" + salt))) {
                    ForEach(0..<rows.count) { index in
                        NavigationLink(destination: EmptyView()) {
                            HStack {
                                Image(systemName: index % 2 == 0 ? "circle" : "largecircle.fill.circle").imageScale(.large)
                                VStack(alignment: .leading) {
                                    Text(verbatim: rows[index].title).font(.headline)
                                    Text(verbatim: rows[index].detail).font(.subheadline).foregroundColor(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle(LocalizedStringKey("To-Do Items" + salt))
            .navigationBarItems(leading: EditButton(), trailing: Image(systemName: "plus.circle.fill").imageScale(.large))
        }
    }
}

/// The CPU time this thread has used, in milliseconds: unlike the wall clock, it does not count
/// the time the thread waits for a core, so it holds still on a shared, busy machine.
private func screenKitThreadMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// The monotonic wall clock, in milliseconds.
private func screenKitWallMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// Medians of `runs` timings of `body`: thread CPU and wall milliseconds.
private func screenKitMedianMilliseconds(runs: Int, _ body: () -> Void) -> (cpu: Double, wall: Double) {
    var cpu: [Double] = [], wall: [Double] = []
    cpu.reserveCapacity(runs)
    wall.reserveCapacity(runs)
    for _ in 0..<runs {
        let startWall = screenKitWallMilliseconds(), start = screenKitThreadMilliseconds()
        body()
        cpu.append(screenKitThreadMilliseconds() - start)
        wall.append(screenKitWallMilliseconds() - startWall)
    }
    cpu.sort()
    wall.sort()
    return (cpu[runs / 2], wall[runs / 2])
}

/// The load average over the last minute, as the kernel reports it.
private func screenKitLoadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").first.map(String.init) ?? "unknown"
}

/// Runs the suite: per size category, the median layout time and the median layout + text render
/// time, with their ratio (and the wall time of the latter), and layout + text render with texts
/// never laid out before; then the whole matrix.
func runScreenKitBench(_ arguments: [String]) throws {
    let layout = ScreenLayout()
    let sample = layout.layout(BenchScreen(), name: "bench", in: ScreenConfiguration())
    print("screen: \(sample.allElements.count) elements on \(sample.configuration.device.name), "
        + "\(sample.texts.count) texts; medians of 50 runs per size after a warm-up; load average \(screenKitLoadAverage())")
    print("size   layout ms   layout+text ms   ratio   wall layout+text ms   cold layout+text ms")
    var totalLayout = 0.0, totalRender = 0.0, totalWall = 0.0, totalCold = 0.0
    var coldRuns = 0
    for category in ContentSizeCategory.allCases {
        let configuration = ScreenConfiguration(sizeCategory: category)
        for _ in 0..<5 { _ = layout.layout(BenchScreen(), name: "bench", in: configuration).rendered(as: .text) }
        let layoutOnly = screenKitMedianMilliseconds(runs: 50) {
            _ = layout.layout(BenchScreen(), name: "bench", in: configuration)
        }.cpu
        let withRender = screenKitMedianMilliseconds(runs: 50) {
            _ = layout.layout(BenchScreen(), name: "bench", in: configuration).rendered(as: .text)
        }
        let cold = screenKitMedianMilliseconds(runs: 50) {
            coldRuns += 1
            _ = layout.layout(BenchScreen(salt: " v\(coldRuns)"), name: "bench", in: configuration).rendered(as: .text)
        }.cpu
        totalLayout += layoutOnly
        totalRender += withRender.cpu
        totalWall += withRender.wall
        totalCold += cold
        let name = category.shortName.padding(toLength: 6, withPad: " ", startingAt: 0)
        print(name + String(format: " %9.3f   %14.3f   %5.2f   %19.3f   %19.3f", layoutOnly, withRender.cpu, withRender.cpu / layoutOnly,
                            withRender.wall, cold))
    }
    let count = Double(ContentSizeCategory.allCases.count)
    print(String(format: "mean   %9.3f   %14.3f   %5.2f   %19.3f   %19.3f", totalLayout / count, totalRender / count, totalRender / totalLayout,
                 totalWall / count, totalCold / count))
    let matrixStart = screenKitThreadMilliseconds()
    do {
        for device in [Device.iPhoneSE, .iPhone11] {
            for locale in ["en", "pl", "ar"] {
                for category in ContentSizeCategory.allCases {
                    for scheme in ColorScheme.allCases {
                        let configuration = ScreenConfiguration(device: device, locale: LocaleIdentifier(stringLiteral: locale),
                                                                sizeCategory: category, colorScheme: scheme)
                        _ = layout.layout(BenchScreen(), name: "bench", in: configuration).rendered(as: .text)
                    }
                }
            }
        }
    }
    let matrixMilliseconds = screenKitThreadMilliseconds() - matrixStart
    print(String(format: "matrix: 144 renders (2 devices × 3 locales × 12 sizes × 2 schemes) in %.1f ms CPU, %.3f ms each",
                 matrixMilliseconds, matrixMilliseconds / 144))
}
