import Diagnostics
@testable import SourceScan

/// Scans Swift sources given as text; the first is `View.swift`, the others `Other1.swift`, ….
func scan(_ sources: String...) -> ScanResult {
    let files = sources.enumerated().map { offset, text in
        SourceFile(path: offset == 0 ? "View.swift" : "Other\(offset).swift", text: text)
    }
    return SourceScanner().scan(files: files)
}

/// The keys found, in order.
func keys(_ sources: String...) -> [String] {
    let files = sources.enumerated().map { offset, text in
        SourceFile(path: offset == 0 ? "View.swift" : "Other\(offset).swift", text: text)
    }
    return SourceScanner().scan(files: files).strings.map(\.key)
}

extension ScanResult {
    func findings(_ rule: ScanRule) -> [Diagnostic] { findings.filter { $0.rule == rule.rawValue } }
}
