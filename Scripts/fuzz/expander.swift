// libFuzzer harness for the nested-format expander: a String Catalog (first byte even) or a
// .stringsdict (odd) read from the input, then every key looked up in three locales with counts
// that pick different plural forms. Lookup must end (libFuzzer's -timeout catches a hang), and
// its text stays within the value's own size plus ExpansionLimits.characters: substitutions that
// refer to each other thousands of times over, chains thousands deep and widths of a billion
// give an error naming the key, never gigabytes.
import Catalogs
import L10n

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpander(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let set: CatalogSet
    if data[0] & 1 == 0 {
        guard let file = try? XCStringsFile.parse(bytes, file: "fuzz.xcstrings") else { return 0 }
        set = .inMemory(stringCatalog: file)
    } else {
        guard let file = try? StringsdictFile.parse(bytes, file: "fuzz.stringsdict") else { return 0 }
        set = .inMemory(stringsdicts: ["en": file, "pl": file])
    }
    let limit = size * 2 + ExpansionLimits.characters + 1_024
    for key in set.keys().prefix(64) {
        for (locale, count) in [("en", 1), ("pl", 3), ("ar", 11)] as [(LocaleIdentifier, Int64)] {
            let arguments: [FormatArgument] = [.int(count), .int(count &* 7 &+ 2), .string("Ada"), .double(2.5)]
            let resolution = set.resolve(key, locale: locale, arguments: arguments)
            if resolution.text.utf8.count > limit {
                fatalError("looking up \(key.utf8.count) bytes of key gave \(resolution.text.utf8.count) bytes of text")
            }
            _ = resolution.mismatches.map(\.description)
        }
    }
    return 0
}
