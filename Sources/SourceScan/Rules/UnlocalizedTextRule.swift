import Diagnostics

extension SourceRules {
    /// `unlocalized-text`: text shown to the user that is never looked up.
    public static let unlocalizedText = RuleDescription<SourceExample>(
        id: ScanRule.unlocalizedText.rawValue,
        summary: "text shown to the user that is never looked up in a catalog",
        defaultSeverity: .warning,
        rationale: "Text given a String value or a concatenation is shown as it is, in every language. "
            + "It is reported when text written in the code reaches the value: a literal in the value itself, in the local "
            + "it was bound from, passed by a caller for the parameter, given to the property, or returned by the property "
            + "or function it reads. Values no literal reaches (user data, text localized elsewhere), names given as literals "
            + "(`name:`), @_disfavoredOverload overloads a literal never calls, and text kept as it is on purpose "
            + "(`Text(verbatim:)`, `String(\"…\")`) are left alone. "
            + "Use a literal key, or wrap the value in LocalizedStringKey(…), when users should read it translated; "
            + "add `// l10n:ignore` on the line to keep it as it is.",
        triggering: [
            .view("struct Greeting: View {\n    let name: String\n    var body: some View { Text(\"Hello \" + name) }\n}"),
            .view("struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}\nlet stock = Card(title: \"Stock overview\")"),
            .view("enum Kind {\n    case hot, cold\n    var label: String { self == .hot ? \"Hot\" : \"Cold\" }\n}\nfunc row(_ kind: Kind) -> some View { Text(kind.label) }"),
        ],
        nonTriggering: [
            .view("struct Greeting: View {\n    var body: some View { Text(\"Hello\") }\n}"),
            .view("let greeting = \"Welcome\"\nlet shown = Text(greeting) // l10n:ignore"),
            .view("let version = Text(verbatim: \"Version 2\")"),
            .view("struct Product: Codable { var name: String }\nfunc row(_ product: Product) -> some View { Text(product.name) }"),
            .view("struct Device: View {\n    let deviceName: String\n    var body: some View { Text(deviceName) }\n}"),
            .view("struct Badge { var name: String }\nlet qr = Badge(name: \"QR-Code\")\nfunc row(_ badge: Badge) -> some View { Text(badge.name) }"),
        ])
}
