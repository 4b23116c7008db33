@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Builds the catalog key a string literal becomes at run time, the way `LocalizedStringKey` and
/// `String.LocalizationValue` build it: escapes resolved, multi-line indentation stripped, each
/// interpolation replaced by its placeholder, and `%` in the literal text doubled when the literal
/// has interpolations (so it survives formatting).
struct KeyBuilder {
    /// Types interpolated values; nil while the declarations of all files are not known yet.
    let resolver: TypeResolver?

    /// A key, with the interpolated expressions whose type (and so placeholder) was assumed.
    struct Built {
        var key: String
        var unresolved: [ExprSyntax]
    }

    /// The key for a literal, or nil when the literal is malformed (the file's parse finding covers it).
    /// - Throws: `DeclarationsNeeded` when an interpolated value must be typed and there is no resolver.
    func key(for literal: StringLiteralExprSyntax) throws(DeclarationsNeeded) -> Built? {
        guard !literal.hasError, let kind = literal.stringLiteralKind else { return nil }
        let hasInterpolation = literal.segments.typedElements.contains { $0.is(ExpressionSegmentSyntax.self) }
        var key = ""
        var unresolved: [ExprSyntax] = []
        for segment in literal.segments.typedElements {
            switch segment {
            case .stringSegment(let text):
                var value = ""
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength,
                                                 to: &value)
                key += hasInterpolation ? value.replacingPercentSigns() : value
            case .expressionSegment(let interpolation):
                let (placeholder, unknown) = try self.placeholder(for: interpolation)
                key += placeholder
                if let unknown { unresolved.append(unknown) }
            }
        }
        return Built(key: key, unresolved: unresolved)
    }

    /// The plain value of a literal with no interpolation (a comment, a table name, a specifier).
    static func plainValue(of expr: ExprSyntax?) -> String? {
        expr?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The placeholder for one `\(…)`, and the expression when its type had to be assumed.
    private func placeholder(for interpolation: ExpressionSegmentSyntax) throws(DeclarationsNeeded) -> (String, ExprSyntax?) {
        let arguments = Array(interpolation.expressions.typedElements)
        if let specifier = arguments.first(where: { $0.label?.text == "specifier" }),
           let value = Self.plainValue(of: specifier.expression) {
            return (value, nil)
        }
        if arguments.contains(where: { ["format", "formatter", "style"].contains($0.label?.text ?? "") }) {
            return (InterpolationSpecifier.objectPlaceholder, nil)
        }
        guard let value = arguments.first?.expression, arguments.count == 1 else {
            return (InterpolationSpecifier.objectPlaceholder, arguments.first?.expression)
        }
        guard let resolver else { throw DeclarationsNeeded() }
        if let type = resolver.type(of: value), let placeholder = InterpolationSpecifier.placeholder(for: type) {
            return (placeholder, nil)
        }
        return (InterpolationSpecifier.objectPlaceholder, value)
    }
}

/// A call site cannot be read yet: it needs the declarations of every scanned file (to type an
/// interpolated value, a non-literal argument, or to know a call of the app's own).
struct DeclarationsNeeded: Error {}

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
