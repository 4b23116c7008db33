import Diagnostics
import L10n

/// `encoding`: bytes that are not valid UTF-8, or UTF-16 without the byte order mark that tells
/// readers which byte order it uses.
struct EncodingRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 20

    let description = RuleDescription(
        id: "encoding",
        summary: "The file is not valid UTF-8 or UTF-16 with a byte order mark.",
        defaultSeverity: .error,
        rationale: """
            Catalogs must be UTF-8 (recommended) or UTF-16 with a byte order mark. Invalid bytes, an \
            odd-length UTF-16 file, unpaired surrogates or a byte order mark in the middle of the text \
            (two files pasted together) make Foundation reject the table or show garbage. UTF-16 without \
            a byte order mark is a warning: tools must guess its byte order. Re-save the file as UTF-8.
            """,
        triggering: [
            // "a" = "café"; with é as the Latin-1 byte E9: not UTF-8.
            RuleExample(bytes: [("en.lproj/Localizable.strings", [0x22, 0x61, 0x22, 0x3D, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x3B])]),
            // "a" = "b"; in UTF-16LE without a byte order mark.
            RuleExample(bytes: [("en.lproj/Localizable.strings", Array("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))]),
        ],
        nonTriggering: [
            RuleExample([("en.lproj/Localizable.strings", "\u{FEFF}\"a\" = \"café ☕️\";\n")]),
        ])

    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        if let error = file.error, error.isEncodingProblem {
            return [description.finding(
                "Invalid text encoding: \(error.message). Save the file as UTF-8.", file: file.path, at: error.position)]
        }
        if let encoding = file.encoding, encoding.encoding != .utf8, !encoding.hasByteOrderMark {
            return [description.finding(
                "The file is \(encoding.encoding) without a byte order mark, so tools must guess its byte order; save it as UTF-8.",
                file: file.path, at: nil, severity: .warning)]
        }
        return []
    }
}
