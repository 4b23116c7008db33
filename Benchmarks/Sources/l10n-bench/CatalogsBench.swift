// Catalog reader throughput over ../shared/corpora, against Foundation's parsers of the same bytes:
// PropertyListSerialization for .strings and .stringsdict, JSONSerialization for .xcstrings.
import Catalogs
import Foundation

/// `Scripts/bench catalogs`: MB/s and entries/s per format, ratios against Foundation, files and errors.
enum CatalogsBench {
    /// The corpora folder, relative to the package root (where `Scripts/bench` runs).
    static let corporaPath = "../shared/corpora"
    /// Rounds per measurement; the median is reported.
    static let rounds = 7

    /// A group of files measured together.
    struct Group {
        var name: String
        var files: [(path: String, bytes: [UInt8], data: Data)]
        var format: CatalogFormat
        var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }
    }

    static func run(_ arguments: [String]) throws {
        guard FileManager.default.fileExists(atPath: corporaPath) else {
            print("skipped: \(corporaPath) not found")
            return
        }
        let scan = try CatalogDirectoryScanner.scan(corporaPath, includeTablesOutsideLproj: true)
        var loaded: [(reference: CatalogFileReference, bytes: [UInt8])] = []
        for reference in scan.files {
            loaded.append((reference, try CatalogFileReader.read(reference.path)))
        }
        func group(_ name: String, _ format: CatalogFormat, where include: (CatalogFileReference, [UInt8]) -> Bool = { _, _ in true }) -> Group {
            let files = loaded.filter { $0.reference.format == format && include($0.reference, $0.bytes) }
            return Group(name: name, files: files.map { ($0.reference.path, $0.bytes, Data($0.bytes)) }, format: format)
        }
        let isUTF16 = { (_: CatalogFileReference, bytes: [UInt8]) in bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) }
        let groups = [
            group(".strings UTF-16", .strings, where: isUTF16),
            group(".strings UTF-8", .strings) { !isUTF16($0, $1) },
            group(".stringsdict", .stringsdict),
            group(".xcstrings", .xcstrings),
        ]
        print("corpora: \(corporaPath), \(loaded.count) files, \(megabytes(loaded.reduce(0) { $0 + $1.bytes.count })) MB; median of \(rounds) rounds, one thread, CPU time")
        print(pad("format", 17) + pad("files", 7, right: true) + pad("MB", 8, right: true) + pad("entries", 9, right: true)
            + pad("ours MB/s", 11, right: true) + pad("entries/s", 12, right: true) + pad("Foundation MB/s", 17, right: true)
            + pad("ratio", 8, right: true) + pad("errors", 8, right: true))
        var totalErrors = 0
        var totalFiles = 0
        for group in groups {
            var entries = 0
            var errors = 0
            let ours = median((0..<rounds).map { _ in
                time {
                    entries = 0
                    errors = 0
                    for file in group.files {
                        do { entries += try parse(file.bytes, path: file.path, format: group.format) } catch { errors += 1 }
                    }
                }
            })
            var foundationErrors = 0
            let foundation = median((0..<rounds).map { _ in
                time {
                    foundationErrors = 0
                    for file in group.files where !foundationParses(file.data, format: group.format) {
                        foundationErrors += 1
                    }
                }
            })
            totalErrors += errors
            totalFiles += group.files.count
            let size = Double(group.byteCount) / 1_000_000
            print(pad(group.name, 17) + pad("\(group.files.count)", 7, right: true) + pad(fixed(size, 2), 8, right: true)
                + pad("\(entries)", 9, right: true) + pad(fixed(size / ours, 0), 11, right: true)
                + pad(fixed(Double(entries) / ours / 1_000_000, 2) + " M", 12, right: true)
                + pad(fixed(size / foundation, 0), 17, right: true) + pad(fixed(foundation / ours, 2) + "x", 8, right: true)
                + pad("\(errors)", 8, right: true) + (foundationErrors > 0 ? "  (Foundation rejected \(foundationErrors))" : ""))
        }
        print("files parsed: \(totalFiles), errors: \(totalErrors)")
        printCorpusTimes(loaded)
    }

    /// Parse time of each corpus, all formats, one thread: what `l10n lint` spends reading.
    private static func printCorpusTimes(_ loaded: [(reference: CatalogFileReference, bytes: [UInt8])]) {
        let byCorpus = Dictionary(grouping: loaded) { item in
            item.reference.path.dropFirst(corporaPath.count + 1).split(separator: "/").first.map(String.init) ?? "?"
        }
        print("parse time per corpus (all formats, one thread, median of \(rounds)):")
        for name in byCorpus.keys.sorted() {
            let files = byCorpus[name] ?? []
            let seconds = median((0..<rounds).map { _ in
                time {
                    for file in files { _ = try? parse(file.bytes, path: file.reference.path, format: file.reference.format) }
                }
            })
            let size = files.reduce(0) { $0 + $1.bytes.count }
            print("  \(pad(name, 16))\(pad("\(files.count) files", 11, right: true))\(pad(megabytes(size) + " MB", 10, right: true))\(pad(fixed(seconds * 1000, 1) + " ms", 11, right: true))")
        }
    }

    /// Parses with our reader; returns the number of entries.
    private static func parse(_ bytes: [UInt8], path: String, format: CatalogFormat) throws -> Int {
        switch format {
        case .strings: try StringsFile.parse(bytes, file: path).entries.count
        case .stringsdict: try StringsdictFile.parse(bytes, file: path).entries.count
        case .xcstrings: try XCStringsFile.parse(bytes, file: path).strings.count
        }
    }

    /// Parses with Foundation; false when it throws.
    private static func foundationParses(_ data: Data, format: CatalogFormat) -> Bool {
        if data.isEmpty { return true }
        switch format {
        case .strings, .stringsdict:
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil
        case .xcstrings:
            return (try? JSONSerialization.jsonObject(with: data)) != nil
        }
    }

    /// CPU seconds this thread spent in `body`: the machine is shared, so wall time would measure
    /// the neighbours' load as much as our code.
    private static func time(_ body: () -> Void) -> Double {
        let start = threadCPUSeconds()
        body()
        return threadCPUSeconds() - start
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_000_000, 1) }

    private static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
