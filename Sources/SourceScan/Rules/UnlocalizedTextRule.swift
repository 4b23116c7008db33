import Diagnostics

extension SourceRules {
    /// `unlocalized-text`: text shown to the user that is never looked up.
    public static let unlocalizedText = RuleDescription<SourceExample>(
        id: ScanRule.unlocalizedText.rawValue,
        summary: "text shown to the user that is never looked up in a catalog",
        defaultSeverity: .warning,
        rationale: "Text given a String value, a concatenation or `verbatim:` is shown as it is, in every language. "
            + "Use a literal key, or wrap the value in LocalizedStringKey(…), when users should read it translated; "
            + "keep it verbatim for user data, and add `// l10n:ignore` on the line to say so.",
        triggering: [
            .view("struct Greeting: View {\n    let name: String\n    var body: some View { Text(\"Hello \" + name) }\n}"),
            .view("let version = Text(verbatim: \"Version 2\")"),
        ],
        nonTriggering: [
            .view("struct Greeting: View {\n    var body: some View { Text(\"Hello\") }\n}"),
            .view("let name = \"Ada\"\nlet shown = Text(name) // l10n:ignore"),
            .view("let spacer = Text(verbatim: \" \")"),
            .view("struct Product: Codable { var name: String }\nfunc row(_ product: Product) -> some View { Text(product.name) }"),
        ])
}
