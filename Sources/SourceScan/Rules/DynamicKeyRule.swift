import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

extension ScanRule {
    /// A lookup whose key is computed at run time (`LocalizedStringKey(name)`,
    /// `NSLocalizedString(variable, …)`): no extraction can list it, and user data may be used as a key.
    public static let dynamicKey = ScanRule(rawValue: "dynamic-key")
}

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

/// `dynamic-key`: a key computed at run time, given where a lookup takes a key
/// (`LocalizedStringKey(name)`, `String(localized: String.LocalizationValue(name))`,
/// `NSLocalizedString(name, comment: "")`), or interpolated where the key is taken as written.
struct DynamicKeyRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 50

    var description: RuleDescription<SourceExample> { SourceRules.dynamicKey }

    func check(_ site: KeySite, in file: SiteReading) -> SiteFinding? {
        switch site {
        case .interpolatedLiteral(let literal, let lookup):
            file.source.finding(description, severity: .warning, at: literal,
                message: "\(lookup.display) looks up the interpolated text itself, which no catalog lists; use String(localized:) so the key keeps placeholders.")
                .map { SiteFinding(finding: $0) }
        case .expression(let argument, let call, let lookup, let path):
            computedKey(argument, call: call, lookup: lookup, at: path, in: file)
        case .fallback:
            nil
        }
    }

    /// A key that is no literal; `path` leads to the call.
    private func computedKey(_ argument: RawExprSyntax, call: RawSyntax, lookup: LookupCall, at path: SyntaxPath,
                             in file: SiteReading) -> SiteFinding? {
        let expression = argument.trimmedSource.collapsingWhitespace
        switch lookup.kind {
        case .localizedStringKey where lookup.display == "LocalizedStringKey":
            // Stands unless the reader lists the keys the value can take (`LocalizedStringKey(mode.rawValue)`).
            return file.source.finding(description, at: call,
                message: "LocalizedStringKey(\(expression)) looks up a key computed at run time: every value it can take needs a catalog entry, and user data used as a key may be translated by accident.")
                .map { SiteFinding(finding: $0) }
        case .localizedStringKey:
            return nil
        case .localizationValue, .staticKey:
            guard let dynamicKey = file.source.finding(description, at: argument, in: call,
                message: "\(lookup.display) is given `\(expression)`, a key computed at run time that no extraction can list.")
            else { return nil }
            guard lookup.kind == .localizationValue else { return SiteFinding(finding: dynamicKey) }
            // No `String` converts to a `LocalizationValue` or a `LocalizedStringResource` by
            // itself: what `String(localized: engine.displayName)` or an App Intents title is given
            // is a key already, extracted where it was written. Only `String.LocalizationValue(aString)`
            // makes one of run-time text.
            guard lookup.display == "String.LocalizationValue" else { return nil }
            // `String.LocalizationValue(error.localizedDescription)`: text localized already, shown
            // as it is when no catalog has it as a key.
            guard !LocalizedValue.isLocalized(argument) else { return nil }
            let type = file.resolver.type(of: argument, at: path.appending(argument.raw))
            return SiteFinding(finding: dynamicKey, holds: { index in
                guard let type = type.resolve(index) else { return true }
                return CallSiteReader.keyKind(of: type.unwrapped) == nil
            }, needsDeclarations: type.isLater)
        }
    }
}
