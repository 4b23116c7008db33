// libFuzzer harness for `.l10nlint.yml`: any text is a configuration or an error naming the file,
// and an error stays short (a YAML error quotes a window of its line, never the whole line).
import CatalogLint
import Configuration

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        let configuration = try ProjectConfiguration(yaml: text, file: "c.yml")
        try configuration.checkLintRules()
        _ = configuration.applied(to: LintOptions())
    } catch let error as ConfigurationError {
        if !error.message.hasPrefix("c.yml") { fatalError("the error does not name the file: \(error.message.prefix(200))") }
        if error.message.utf8.count > 2_000 { fatalError("an error of \(error.message.utf8.count) bytes") }
    } catch let error as LintError {
        if !error.message.hasPrefix("c.yml") { fatalError("the error does not name the file: \(error.message.prefix(200))") }
        if error.message.utf8.count > 2_000 { fatalError("an error of \(error.message.utf8.count) bytes") }
    } catch {
        fatalError("an unexpected error: \(error)")
    }
    return 0
}
