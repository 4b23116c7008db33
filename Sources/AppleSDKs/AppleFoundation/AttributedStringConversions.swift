#if os(Linux)
import Foundation

// Foundation's conversions between `AttributedString` and `NSAttributedString`, which
// swift-corelibs-foundation lacks: the characters carry over; the attributes, which the two
// libraries do not share on Linux, are left behind.

extension AttributedString {
    /// The attributed string of an `NSAttributedString`'s characters.
    public init(_ nsStr: NSAttributedString) {
        self.init(nsStr.string)
    }
}

extension NSAttributedString {
    /// The `NSAttributedString` of an attributed string's characters.
    public convenience init(_ attrStr: AttributedString) {
        self.init(string: String(attrStr.characters))
    }
}
#endif
