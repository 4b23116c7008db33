/// The optical cut of a typeface: SF Pro switches from its Text cut to its Display cut at 20 pt,
/// and the bundled Inter does the same with Inter and Inter Display.
public enum FontCut: String, Sendable, CaseIterable {
    /// Drawn for reading sizes: looser spacing, sturdier details.
    case text
    /// Drawn for large sizes: tighter spacing and finer details.
    case display

    /// The point size from which the Display cut is used, as SF Pro does.
    public static let displayMinimumPointSize = 20.0

    /// The cut a system font uses at `pointSize`.
    public static func forPointSize(_ pointSize: Double) -> FontCut {
        pointSize >= displayMinimumPointSize ? .display : .text
    }
}
