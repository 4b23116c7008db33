@_spi(RawSyntax) import SwiftSyntax

/// Builds the catalog key a string literal becomes at run time, the way `LocalizedStringKey` and
/// `String.LocalizationValue` build it: escapes resolved, multi-line indentation stripped, each
/// interpolation replaced by its placeholder, and `%` in the literal text doubled when the literal
/// has interpolations (so it survives formatting). A placeholder whose type needs other files'
/// declarations is left as a query in the `PendingKey`.
struct KeyBuilder {
    let source: ParsedSource
    let resolver: TypeResolver

    /// The key for a literal, or nil when the literal is malformed (the file's parse finding
    /// covers it). `path` leads to the literal (or to a node above it with no scope in between),
    /// for looking up the names its interpolations use.
    func key(for literal: RawStringLiteralExprSyntax, at path: SyntaxPath) -> PendingKey? {
        guard let kind = LiteralValue.kind(of: literal) else { return nil }
        let delimiterLength = LiteralValue.delimiterLength(of: literal)
        let segments = literal.segments.elements
        let hasInterpolation = segments.contains { $0.kind == .expressionSegment }
        var text = ""  // since the last part that is not text
        var parts: [PendingKey.Part] = []
        for segment in segments {
            if let segment = segment.as(RawStringSegmentSyntax.self) {
                var value = ""
                LiteralValue.append(segment, kind: kind, delimiterLength: delimiterLength, to: &value)
                text += hasInterpolation ? value.replacingPercentSigns() : value
            } else if let interpolation = segment.as(RawExpressionSegmentSyntax.self) {
                switch placeholder(for: interpolation, at: path) {
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

    /// The placeholder for one `\(…)`.
    private func placeholder(for interpolation: RawExpressionSegmentSyntax, at path: SyntaxPath) -> PendingKey.Part {
        let arguments = interpolation.expressions.elements
        if let specifier = arguments.first(where: { $0.label?.tokenText == "specifier" }),
           let value = LiteralValue.plain(specifier.expression) {
            return .text(value)
        }
        if arguments.contains(where: { argument in
            argument.label.map { $0.tokenText == "format" || $0.tokenText == "formatter" || $0.tokenText == "style" } ?? false
        }) {
            return .text(InterpolationSpecifier.objectPlaceholder)
        }
        // An App Intents parameter summary's `\(\.$name)` stands for the parameter: `${name}`.
        if arguments.count == 1, let keyPath = arguments[0].expression.as(RawKeyPathExprSyntax.self),
           let last = keyPath.components.elements.last?.trimmedSource {
            return .text("${" + last.drop { $0 == "." || $0 == "$" } + "}")
        }
        guard let value = arguments.first?.expression, arguments.count == 1 else {
            return arguments.first.map { .assumed(unknown($0.expression)) } ?? .text(InterpolationSpecifier.objectPlaceholder)
        }
        switch resolver.type(of: value, at: path.appending(value.raw)) {
        case .known(let type):
            if let type, let placeholder = InterpolationSpecifier.placeholder(for: type) { return .text(placeholder) }
            return .assumed(unknown(value))
        case .later(let answer):
            return .typed(.later(answer), unknown(value))
        }
    }

    /// A value whose type the key may have to assume, with what the finding would say.
    private func unknown(_ expression: RawExprSyntax) -> PendingKey.Unknown {
        PendingKey.Unknown(expression: expression.trimmedSource.collapsingWhitespace,
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
