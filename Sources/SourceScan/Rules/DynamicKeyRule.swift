import Diagnostics

extension SourceRules {
    /// `dynamic-key`: a lookup whose key is computed at run time.
    public static let dynamicKey = RuleDescription<SourceExample>(
        id: ScanRule.dynamicKey.rawValue,
        summary: "a lookup whose key is computed at run time, so no extraction can list it",
        defaultSeverity: .note,
        rationale: "A key computed at run time cannot be listed by any extraction: every value it can take needs its "
            + "own catalog entry, and user data used as a key may be translated by accident. Use a literal key, "
            + "or String(localized:) with interpolations.",
        triggering: [
            .view("func row(name: String) -> some View { Text(LocalizedStringKey(name)) }"),
        ],
        nonTriggering: [
            .view("func row() -> some View { Text(LocalizedStringKey(\"Settings\")) }"),
            .view("func row(title: String.LocalizationValue) -> some View { Text(String(localized: title)) }"),
        ])
}
