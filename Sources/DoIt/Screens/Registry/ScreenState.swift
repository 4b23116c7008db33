/// One named situation a screen can be shown in ("sort-sheet", "fixed-header"): what the harness
/// and `l10n render --state` pick.
public struct ScreenState: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The state's name on the command line.
    public var id: String
    /// One line saying what the state shows.
    public var summary: String

    /// A state.
    public init(id: String, summary: String) {
        self.id = id
        self.summary = summary
    }

    public var description: String { id }
}

/// The states of one screen type, as an enum whose raw values are the state names.
protocol ScreenStates: RawRepresentable<String>, CaseIterable, Sendable {
    /// One line saying what the state shows.
    var summary: String { get }
}
