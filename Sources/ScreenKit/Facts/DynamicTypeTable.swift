/// Point sizes and line heights of the text styles at every Dynamic Type size: the one home of
/// these numbers. Figures are Apple's iOS Human Interface Guidelines "Dynamic Type sizes" table
/// (iOS 13 onward), as recorded in DESIGN.md.
public enum DynamicTypeTable {
    /// Point sizes: rows are text styles in `Font.TextStyle.allCases` order, columns are the size
    /// categories from extraSmall to AX5.
    static let pointSizes: [[Double]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], // title (Title 1)
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // headline (semibold)
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], // caption (Caption 1)
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], // caption2
    ]

    /// Line heights at the default size (Large), in `Font.TextStyle.allCases` order; other sizes
    /// scale them in proportion to the point size.
    static let lineHeightsAtLarge: [Double] = [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13]

    /// The point size of `style` at `category`.
    public static func pointSize(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> Double {
        pointSizes[styleIndex(style)][category.index]
    }

    /// The line height of `style` at `category`: the Large line height scaled by the point size.
    public static func lineHeight(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> Double {
        let row = styleIndex(style)
        let large = pointSizes[row][ContentSizeCategory.large.index]
        return lineHeightsAtLarge[row] * pointSizes[row][category.index] / large
    }

    private static func styleIndex(_ style: Font.TextStyle) -> Int {
        Font.TextStyle.allCases.firstIndex(of: style) ?? 0
    }
}
