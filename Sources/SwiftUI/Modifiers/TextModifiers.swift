#if os(Linux)
import Foundation

nonisolated extension View {
    /// The weight of texts inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformFont { font in weight.map { font.weight($0) } ?? font }
    }

    /// Texts inside in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformFont { font in isActive ? font.bold() : font }
    }

    /// Texts inside in italics.
    public func italic(_ isActive: Bool = true) -> some View {
        transformFont { font in isActive ? font.italic() : font }
    }

    /// Texts inside in a fixed-width design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformFont { font in
            guard isActive else { return font }
            var changed = font
            changed.design = .monospaced
            return changed
        }
    }

    /// Digits of equal width in texts inside (the bundled metrics already have them).
    public func monospacedDigit() -> some View { self }

    /// The design of texts inside.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformFont { font in
            var changed = font
            if let design { changed.design = design }
            return changed
        }
    }

    /// How far texts inside may shrink to fit before they truncate; accepted (texts truncate).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// The most lines texts inside may take, keeping room for them when `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit)
    }

    /// The lines texts inside may take, as a range: the upper bound is the limit.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// The lines texts inside may take, from a lower bound: no limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil)
    }

    /// Space between lines; accepted.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Letter spacing; accepted.
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Letter spacing; accepted.
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Texts inside raised or lowered from their baseline; accepted, laid out on it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

    /// The case texts inside are shown in; nil shows them as written, also in the section headers
    /// that grouped lists otherwise show in capitals.
    public func textCase(_ textCase: Text.Case?) -> some View {
        let transform: TextCaseTransform? = switch textCase {
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case nil: nil
        }
        return self.textCase(transform, setByApp: true)
    }

    /// Changes the font of texts inside with `transform`, starting from the body style.
    func transformFont(_ transform: @escaping (Font) -> Font) -> some View {
        environmentChange { $0.font = transform($0.font ?? .body) }
    }
}
#endif
