import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

extension ScanRule {
    /// A string the user sees that no catalog is asked for: `Text(verbatim: "…")`,
    /// `Text(aString)`, a concatenation shown in a `Text`.
    public static let unlocalizedText = ScanRule(rawValue: "unlocalized-text")
}

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

/// `unlocalized-text`: a `String` value, a concatenation or a `String?`'s literal fallback given
/// where SwiftUI takes a `LocalizedStringKey`, when text written in the code reaches it.
struct UnlocalizedTextRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 30

    var description: RuleDescription<SourceExample> { SourceRules.unlocalizedText }

    func check(_ site: KeySite, in file: SiteReading) -> SiteFinding? {
        switch site {
        case .interpolatedLiteral:
            nil
        case .expression(let argument, let call, let lookup, let path):
            lookup.kind == .localizedStringKey && lookup.display != "LocalizedStringKey"
                ? shownValue(argument, call: call, lookup: lookup, at: path, in: file) : nil
        case .fallback(let value, let literals, let argument, let call, let lookup):
            // `Text(days.map(format) ?? "Unknown")`: a `String?` falls back on text never looked up.
            lookup.kind == .localizedStringKey && literals.contains(where: LiteralValue.hasProse)
                ? file.source.finding(description, at: argument, in: call,
                    message: "\(lookup.display) is given a String value that falls back on a literal, which is shown as it is and never looked up; make the value a LocalizedStringKey, or look the fallback up with String(localized:).")
                    .map { SiteFinding(finding: $0, holds: { value.resolve($0)?.unwrapped == .string }, needsDeclarations: true) }
                : nil
        }
    }

    /// A value that is no literal given for a `LocalizedStringKey`; `path` leads to the call.
    private func shownValue(_ argument: RawExprSyntax, call: RawSyntax, lookup: LookupCall, at path: SyntaxPath,
                            in file: SiteReading) -> SiteFinding? {
        let resolver = file.resolver
        // Already text in the user's language: a lookup's result, a formatter's, a system API's.
        guard !LocalizedValue.isLocalized(argument) else { return nil }
        // Only text written in the code is interface text; `Button(String("Reset cache"))`
        // says in so many words that it is kept as it is (`TextOrigin`).
        let origin = TextOriginReader(resolver: resolver).origin(of: argument, at: path.appending(argument.raw))
        if case .none = origin { return nil }
        let isConcatenation = argument.as(RawSequenceExprSyntax.self).flatMap(SequenceShape.init).map {
            if case .binary(_, "+", _) = $0 { return true } else { return false }
        } ?? false
        let what = isConcatenation ? "a string concatenation" : "a String value"
        guard let unlocalized = file.source.finding(description, at: argument, in: call,
            message: "\(lookup.display) is given \(what), which is shown as it is and never looked up; wrap it in LocalizedStringKey(…) to localize it, or use a literal key.")
        else { return nil }
        let type = resolver.type(of: argument, at: path.appending(argument.raw))
        // `Text(String(count))`: digits, no words.
        let converted = Self.stringConversion(argument).map { resolver.type(of: $0, at: path.appending(argument.raw, $0.raw)) }
        // `Text(item.title)` where the app declares `var title: String { String(localized: …) }`.
        let reference = LocalizedValue.reference(argument)
        let name = reference?.name
        let owner = reference?.base.map { resolver.type(of: $0, at: path.appending(argument.raw, $0.raw)) }
        // A bare `name` read inside a type is that type's own.
        let enclosing = reference != nil && reference?.base == nil ? CallSiteReader.enclosingTypeName(path) : nil
        let holds: @Sendable (DeclarationIndex) -> Bool = { index in
            guard let type = type.resolve(index)?.unwrapped, type == .string || type.simpleName == "Substring" else { return false }
            guard origin.resolve(index) else { return false }
            if let number = converted?.resolve(index)?.unwrapped, InterpolationSpecifier.numeric[number.simpleName] != nil {
                return false
            }
            let ownerType = owner?.resolve(index)?.unwrapped ?? enclosing
            if let name, index.isLocalizedValue(name) { return false }
            // `Text(product.name)` of a type decoded or persisted: user data, right as it is.
            if let name, let ownerType, index.isStoredData(name, of: ownerType) { return false }
            return true
        }
        return SiteFinding(finding: unlocalized, holds: holds,
                           needsDeclarations: type.isLater || name != nil || converted?.isLater == true || origin.isLater)
    }

    /// The value `String(value)` converts, when the expression is that call.
    private static func stringConversion(_ expr: RawExprSyntax) -> RawExprSyntax? {
        guard let call = expr.as(RawFunctionCallExprSyntax.self),
              call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "String",
              call.arguments.elements.count == 1, call.arguments.elements[0].label == nil else { return nil }
        return call.arguments.elements[0].expression
    }
}
