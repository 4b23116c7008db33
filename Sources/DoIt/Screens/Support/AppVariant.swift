/// Which version of Do It a screen shows.
public enum AppVariant: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// The app done right: the book's chapter 6 fixes, and the gaps the book leaves closed
    /// (labels on the info button, swatches and icons; text styles instead of fixed point sizes;
    /// layouts that adapt at accessibility sizes).
    case fixed
    /// The app as the book writes it before its chapter 6 fixes: the fixed 210 pt detail header,
    /// priority, sort options and "All Items" shown as plain `String`s (never localized), the info
    /// button without a label, fixed point sizes.
    case asWritten = "as-written"

    /// The variant's name on the command line.
    public var description: String { rawValue }
}
