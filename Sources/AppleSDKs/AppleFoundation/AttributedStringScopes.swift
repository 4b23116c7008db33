#if os(Linux)
import Foundation

// Foundation's conversions that name the attribute scope to carry over
// (`AttributedString(html, including: \.uiKit)`): as with the plain conversions, the characters
// carry over and the attributes, which the two libraries do not share on Linux, are left behind.

extension AttributedString {
    /// The attributed string of an `NSAttributedString`'s characters, reading the attributes of
    /// the scope at `scope` (`\.uiKit`, `\.swiftUI`).
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(nsStr)
    }

    /// The attributed string of an `NSAttributedString`'s characters, reading the attributes of `scope`.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
        self.init(nsStr)
    }
}

extension NSAttributedString {
    /// The `NSAttributedString` of an attributed string's characters, writing the attributes of
    /// the scope at `scope`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attrStr)
    }

    /// The `NSAttributedString` of an attributed string's characters, writing the attributes of `scope`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: S.Type) throws {
        self.init(attrStr)
    }
}
#endif
