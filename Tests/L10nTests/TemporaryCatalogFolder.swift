import Foundation

/// A folder of catalog files written for one test, removed when the test's value goes away.
final class TemporaryCatalogFolder {
    let path: String

    /// Writes `files` (relative path → UTF-8 contents) into a new temporary folder.
    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "l10n-tests-" + UUID().uuidString
        for (relative, contents) in files {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A `.stringsdict` with one plural entry, `key` → `%#@items@`, with the given forms.
func stringsdict(key: String, variable: String = "items", valueType: String = "lld", forms: [String: String]) -> String {
    let formLines = forms.keys.sorted().map { "<key>\($0)</key><string>\(forms[$0] ?? "")</string>" }.joined(separator: "\n")
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>\(key)</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@\(variable)@</string>
        <key>\(variable)</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
          \(formLines)
        </dict>
      </dict>
    </dict>
    </plist>
    """
}
