import Diagnostics

extension SourceRules {
    /// `unknown-argument-type`: an interpolated value whose placeholder is a guess.
    public static let unknownArgumentType = RuleDescription<SourceExample>(
        id: ScanRule.unknownArgumentType.rawValue,
        summary: "an interpolated value whose type, and so whose placeholder, the sources do not tell",
        defaultSeverity: .warning,
        rationale: "The key assumes %@ for an interpolated value whose type the sources do not tell. If the value is a "
            + "number the app looks up %lld or %lf instead, and the catalog entry never matches. Declare the "
            + "value's type, cast it (`as Int`), or give a specifier.",
        triggering: [
            .view("func show(_ thing: Thing) -> some View {\n    Text(\"Weighs \\(thing.weight)\")\n}"),
        ],
        nonTriggering: [
            .view("func show(count: Int) -> some View {\n    Text(\"\\(count) items\")\n}"),
        ])
}
