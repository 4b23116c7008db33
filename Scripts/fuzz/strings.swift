// libFuzzer harness for the .strings reader. Beyond "never crash", it checks that whatever parses
// survives a round trip through the writer: writing the entries and reading them back gives the
// same keys and values.
import Catalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let file = try? StringsFile.parse(bytes, file: "fuzz.strings") else { return 0 }
    let written = StringsWriter().encode(file.entries)
    guard let reread = try? StringsFile.parse(written, file: "rewritten.strings") else {
        fatalError("the writer produced a file the reader rejects")
    }
    let original = file.entries.map { [$0.key, $0.value] }.sorted { $0.lexicographicallyPrecedes($1) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    let again = reread.entries.map { [$0.key, $0.value] }.sorted { $0.lexicographicallyPrecedes($1) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    if original != again { fatalError("round trip changed the entries") }
    return 0
}
