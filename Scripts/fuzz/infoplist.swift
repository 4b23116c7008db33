// libFuzzer harness for the property-list reader lint uses for `Info.plist` (the base of
// `InfoPlist.strings`): any input gives a document or a CatalogError naming the file, never a
// crash or a hang, and walking the whole document (as lint does for its keys) ends.
import Catalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try PropertyListDocument.parse(bytes, file: "Info.plist")
        var pending = [(document.root, 0)]
        var visited = 0
        while let (node, depth) = pending.popLast() {
            visited += 1
            if depth > CatalogLimits.default.maxNestingDepth + 1 { fatalError("a node \(depth) levels deep") }
            _ = node.string
            _ = node.kindName
            for member in node.dictionary ?? [] { pending.append((member.value, depth + 1)) }
            for element in node.array ?? [] { pending.append((element, depth + 1)) }
        }
        if visited > size + 1 { fatalError("\(visited) nodes from \(size) bytes") }
    } catch {
        if error.file != "Info.plist" { fatalError("the error names \(error.file)") }
    }
    return 0
}
