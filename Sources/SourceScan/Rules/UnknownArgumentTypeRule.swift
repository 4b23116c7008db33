import Diagnostics

extension ScanRule {
    /// An interpolated value whose type the sources do not tell, so the placeholder in the key
    /// (`%@`, `%lld`, `%lf`) is a guess.
    public static let unknownArgumentType = ScanRule(rawValue: "unknown-argument-type")
}

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

/// `unknown-argument-type`: a value interpolated in a key whose type no declaration tells, so the
/// key the scanner builds assumes `%@` for it.
struct UnknownArgumentTypeRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 40

    var description: RuleDescription<SourceExample> { SourceRules.unknownArgumentType }

    /// The finding for `value`, a value whose type stayed unknown once every file's declarations
    /// were read, in the string whose key (built with `%@` for it) is `key`; nil when a
    /// `// l10n:ignore` comment silences it.
    static func finding(_ value: PendingKey.Unknown, key: String) -> Diagnostic? {
        guard !value.isIgnored else { return nil }
        var finding = Diagnostic(rule: SourceRules.unknownArgumentType, message:
            "Cannot tell the type of `\(value.expression)` from the sources, so the key assumes %@; declare its type, cast it (`as Int`) or give a specifier.",
                                 location: value.location, expression: value.expression)
        finding.key = key
        return finding
    }
}
