// libFuzzer harness for the storyboard and XIB reader lint uses for a table's base: any input
// gives the objects read before a fault and at most one error naming the file, never a crash or
// a hang; every text it reports belongs to an object id it saw.
import Catalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterface(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = InterfaceBuilderFile.parse(bytes, file: "Main.storyboard")
    if let error = file.error, error.file != "Main.storyboard" { fatalError("the error names \(error.file)") }
    for key in file.texts.keys {
        // An id may hold a dot itself: some prefix ending before a dot is the owner's id.
        let owned = key.indices.contains { key[$0] == "." && file.objectIDs.contains(String(key[..<$0])) }
        if !owned { fatalError("a text of an object never seen: \(key.prefix(200))") }
    }
    return 0
}
