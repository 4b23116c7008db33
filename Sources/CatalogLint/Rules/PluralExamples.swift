/// Builds `.stringsdict` text for rule examples, so examples stay short and readable.
enum PluralExamples {
    /// A `.stringsdict` with one key whose format is `%#@n@` and whose variable has `forms`.
    static func stringsdict(key: String, format: String = "%#@n@", valueType: String = "d", forms: [String: String]) -> String {
        let order = ["zero", "one", "two", "few", "many", "other"]
        let formLines = forms.sorted { (order.firstIndex(of: $0.key) ?? 9) < (order.firstIndex(of: $1.key) ?? 9) }
            .map { "            <key>\($0.key)</key>\n            <string>\($0.value)</string>" }
            .joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>\(key)</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>\(format)</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>\(valueType)</string>
            \(formLines)
                    </dict>
                </dict>
            </dict>
            </plist>

            """
    }
}
