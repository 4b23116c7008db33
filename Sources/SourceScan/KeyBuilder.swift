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
        var text = ""  // since the last part that is not text
        var parts: [PendingKey.Part] = []
        for segment in literal.segments.typedElements {
            switch segment {
            case .stringSegment(let segment):
                var value = ""
                segment.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength,
                                                    to: &value)
                text += hasInterpolation ? value.replacingPercentSigns() : value
            case .expressionSegment(let interpolation):
                switch placeholder(for: interpolation) {
                case .text(let placeholder):
                    text += placeholder
                case let part:
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = ""
                    parts.append(part)
                }
            }
        }
        guard !parts.isEmpty else { return PendingKey(text: text) }
        if !text.isEmpty { parts.append(.text(text)) }
        return PendingKey(parts: parts)
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

    /// A value whose type the key may have to assume, with what the finding would say.
    private func unknown(_ expression: ExprSyntax) -> PendingKey.Unknown {
        PendingKey.Unknown(expression: expression.trimmedText.collapsingWhitespace,
                           location: source.location(of: expression), isIgnored: source.isIgnored(expression))
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
