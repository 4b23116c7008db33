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
}
#endif
