import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// A place where a lookup is given something other than a key written as a literal, as the
/// call-site reader finds it: what source rules check.
enum KeySite {
    /// A literal with interpolations given to a lookup that takes its key as written
    /// (`NSLocalizedString("\(count) items", comment: "")`).
    case interpolatedLiteral(RawStringLiteralExprSyntax, lookup: LookupCall)
    /// An argument that is no literal (`Text(title)`, `LocalizedStringKey(name)`); `path` leads
    /// to the call.
    case expression(RawExprSyntax, call: RawSyntax, lookup: LookupCall, path: SyntaxPath)
    /// `value ?? "…"` given to a lookup: the value, its type once the declarations tell, and the
    /// literals it falls back to.
    case fallback(value: TypeQuery, literals: [RawStringLiteralExprSyntax], argument: RawExprSyntax, call: RawSyntax,
                  lookup: LookupCall)
}

/// The file a key site is in, as rules read it: its text and positions, and the types its
/// expressions have.
struct SiteReading {
    /// The parsed file.
    let source: ParsedSource
    /// The types of the file's expressions, as far as one file tells.
    let resolver: TypeResolver
}

/// A finding a rule makes at a key site: made while the file's tree is there, and standing now
/// or once every file's declarations tell.
struct SiteFinding: Sendable {
    /// The finding.
    var finding: Diagnostic
    /// Whether the finding stands given the declarations; nil when it stands whatever they say.
    var holds: (@Sendable (DeclarationIndex) -> Bool)? = nil
    /// Whether `holds` needs every file's declarations; false when it may be asked with none.
    var needsDeclarations = false
}
