// libFuzzer harness for the JSON and .xcstrings readers. Whatever parses must be written back by
// the Xcode-style writer into text that parses again and is written identically (a fixed point).
import Catalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let catalog = try? XCStringsFile.parse(bytes, file: "fuzz.xcstrings") else {
        _ = try? JSONDocument.parse(bytes, file: "fuzz.json")
        return 0
    }
    let written = catalog.encoded()
    guard let reread = try? XCStringsFile.parse(written, file: "rewritten.xcstrings") else {
        fatalError("the writer produced a catalog the reader rejects")
    }
    if reread.encoded() != written { fatalError("writing is not a fixed point") }
    return 0
}
