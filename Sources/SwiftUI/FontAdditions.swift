#if os(Linux)
extension Font {
    /// A text style in the system font with an optional design and weight (iOS 16's
    /// `.system(.title, design: .rounded, weight: .bold)`); it scales with Dynamic Type.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = Font.system(style, design: design ?? .default)
        return weight.map { font.weight($0) } ?? font
    }

    /// A fixed-size system font with an optional weight and design (iOS 16's spelling); it does not scale.
    @_disfavoredOverload
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font.system(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The font in its monospaced design (iOS 16), measured as SF Mono.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The font with digits of one width; measured as it is (the digits' widths barely change).
    public func monospacedDigit() -> Font { self }

    /// The font in small capitals; measured as it is.
    public func smallCaps() -> Font { self }

    /// The font in lowercase small capitals; measured as it is.
    public func lowercaseSmallCaps() -> Font { self }

    /// The font in uppercase small capitals; measured as it is.
    public func uppercaseSmallCaps() -> Font { self }

    /// The font with tighter or looser line spacing; measured at the standard leading.
    public func leading(_ leading: Leading) -> Font { self }

    /// Line spacing of a font (SwiftUI's `Font.Leading`).
    public enum Leading: Sendable, Hashable { case standard, tight, loose }
}
#endif
