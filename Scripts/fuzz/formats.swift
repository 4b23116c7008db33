// libFuzzer harness for the format-string parser and formatter: any text parses (problems become
// issues), every placeholder's text starts with '%', and formatting it with arguments of every kind
// ends with bounded output — widths and precisions are capped, so no format asks for gigabytes.
import L10n

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormats(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let format = FormatString(text)
    for placeholder in format.placeholders where !placeholder.text.hasPrefix("%") {
        fatalError("placeholder text '\(placeholder.text)' does not start with %")
    }
    _ = format.issues.map(\.description)
    let formatter = StringFormatter(locale: "pl")
    let arguments: [FormatArgument] = [.int(22), .string("Ada"), .double(1.5), .uint(3), .int(-7), .string("%@ %#@x@")]
    let formatted = formatter.format(format, arguments)
    if formatted.text.utf8.count > size * 16 + format.placeholders.count * 2_100_000 + 64 {
        fatalError("formatting \(size) bytes gave \(formatted.text.utf8.count)")
    }
    _ = formatted.mismatches.map(\.description)
    // Values typed as text, read against the placeholders: an error or arguments, never a crash.
    _ = try? FormatArgumentReader.arguments(["3", "x", "2.5"], for: text)
    return 0
}
