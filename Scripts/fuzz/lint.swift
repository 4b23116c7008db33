// libFuzzer harness for the lint rules over parsed catalogs. The first byte picks the format
// (.strings, .stringsdict or .xcstrings); the rest, split at each pair of NUL bytes, becomes the
// base (en) and up to two locales (pl, ar) — or, for .xcstrings, one String Catalog. The set is
// written to a folder of the process's own and linted with every rule; the findings must come out
// sorted and every report format must be produced, the JSON one valid.
import CatalogLint
import Diagnostics
import Foundation

private let folder = NSTemporaryDirectory() + "l10n-fuzz-lint-\(getpid())"
private let locales = ["en", "pl", "ar"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let format = ["strings", "stringsdict", "xcstrings"][Int(bytes[0]) % 3]
    var parts: [[UInt8]] = [[]]
    var index = 1
    while index < bytes.count {
        if bytes[index] == 0, index + 1 < bytes.count, bytes[index + 1] == 0, parts.count < locales.count {
            parts.append([])
            index += 2
            continue
        }
        parts[parts.count - 1].append(bytes[index])
        index += 1
    }
    _ = try? FileManager.default.removeItem(atPath: folder)
    var paths: [String] = []
    if format == "xcstrings" {
        paths.append(folder + "/Localizable.xcstrings")
    } else {
        for offset in parts.indices { paths.append(folder + "/\(locales[offset]).lproj/Localizable.\(format)") }
    }
    for (path, content) in zip(paths, format == "xcstrings" ? [bytes.dropFirst().map { $0 }] : parts) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(content))
    }
    let result: LintResult
    do {
        result = try CatalogLinter(options: LintOptions(jobs: 1)).lint(paths: [folder])
    } catch {
        fatalError("lint threw on a folder it was given: \(error)")
    }
    if result.diagnostics != result.diagnostics.sorted() { fatalError("findings are not sorted") }
    let context = ReportContext(toolName: "l10n", toolVersion: "0", informationURI: "https://example.org", commandName: "lint",
                                rules: CatalogLinter.rules.map(\.descriptor), workingDirectory: folder, colour: false,
                                filesChecked: result.filesChecked, jobs: 1)
    for reporter in [TextReporter(), GitHubReporter(), JUnitReporter()] as [any Reporter] {
        _ = reporter.report(result.diagnostics, context: context)
    }
    for reporter in [JSONReporter(), SARIFReporter()] as [any Reporter] {
        let report = reporter.report(result.diagnostics, context: context)
        if (try? JSONSerialization.jsonObject(with: Data(report.utf8))) == nil { fatalError("invalid JSON report") }
    }
    return 0
}
