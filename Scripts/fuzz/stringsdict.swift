// libFuzzer harness for the XML property-list and .stringsdict readers: any input must give a
// model or a CatalogError, never a crash or a hang.
import Catalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let file = try? StringsdictFile.parse(bytes, file: "fuzz.stringsdict") {
        for entry in file.entries {
            _ = entry.formatKey.map { StringsdictEntry.variableReferences(in: $0.value) }
            for variable in entry.variables { _ = variable.nestedReferences }
        }
    }
    return 0
}
