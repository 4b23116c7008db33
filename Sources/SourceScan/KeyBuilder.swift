@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Builds the catalog key a string literal becomes at run time, the way `LocalizedStringKey` and
/// `String.LocalizationValue` build it: escapes resolved, multi-line indentation stripped, each
/// interpolation replaced by its placeholder, and `%` in the literal text doubled when the literal
/// has interpolations (so it survives formatting). A placeholder whose type needs other files'
/// declarations is left as a query in the `PendingKey`.
struct KeyBuilder {
    let source: ParsedSource
    let resolver = TypeResolver()

    /// The key for a literal, or nil when the literal is malformed (the file's parse finding covers it).
    func key(for literal: StringLiteralExprSyntax) -> PendingKey? {
        guard !literal.hasError, let kind = literal.stringLiteralKind else { return nil }
        let hasInterpolation = literal.segments.typedElements.contains { $0.is(ExpressionSegmentSyntax.self) }
        var key = PendingKey()
        for segment in literal.segments.typedElements {
            switch segment {
            case .stringSegment(let text):
                var value = ""
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength,
                                                 to: &value)
                key.append(.text(hasInterpolation ? value.replacingPercentSigns() : value))
            case .expressionSegment(let interpolation):
                key.append(placeholder(for: interpolation))
            }
        }
        return key
    }

    /// The plain value of a literal with no interpolation (a comment, a table name, a specifier).
    static func plainValue(of expr: ExprSyntax?) -> String? {
        expr?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The placeholder for one `\(…)`.
    private func placeholder(for interpolation: ExpressionSegmentSyntax) -> PendingKey.Part {
        let arguments = Array(interpolation.expressions.typedElements)
        if let specifier = arguments.first(where: { $0.label?.text == "specifier" }),
           let value = Self.plainValue(of: specifier.expression) {
            return .text(value)
        }
        if arguments.contains(where: { ["format", "formatter", "style"].contains($0.label?.text ?? "") }) {
            return .text(InterpolationSpecifier.objectPlaceholder)
        }
        guard let value = arguments.first?.expression, arguments.count == 1 else {
            return arguments.first.map { .assumed(unknown($0.expression)) } ?? .text(InterpolationSpecifier.objectPlaceholder)
        }
        switch resolver.type(of: value) {
        case .known(let type):
            if let type, let placeholder = InterpolationSpecifier.placeholder(for: type) { return .text(placeholder) }
            return .assumed(unknown(value))
        case .later(let answer):
            return .typed(.later(answer), unknown(value))
        }
    }

    /// A value whose type the key may have to assume, with the finding that would say so.
    private func unknown(_ expression: ExprSyntax) -> PendingKey.Unknown {
        PendingKey.Unknown(finding: source.finding(
            .unknownArgumentType, at: expression,
            message: "Cannot tell the type of `\(expression.trimmedText.collapsingWhitespace)` from the sources, so the key assumes %@; declare its type, cast it (`as Int`) or give a specifier."))
    }
}

private extension String {
    /// `%` → `%%`, as the interpolation types do for literal text between placeholders.
    func replacingPercentSigns() -> String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var escaped = ""
        for character in self {
            if character == "%" { escaped += "%%" } else { escaped.append(character) }
        }
        return escaped
    }
}
