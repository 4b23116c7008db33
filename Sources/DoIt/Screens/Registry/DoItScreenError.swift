/// A screen or state name that Do It does not have, with the names it does have.
public enum DoItScreenError: Error, Equatable, CustomStringConvertible {
    /// No screen has this id.
    case unknownScreen(String, known: [String])
    /// The screen has no state of this name.
    case unknownState(screen: String, state: String, known: [String])

    public var description: String {
        switch self {
        case .unknownScreen(let name, let known):
            "unknown screen '\(name)'; screens: \(known.joined(separator: ", "))"
        case .unknownState(let screen, let state, let known):
            "screen '\(screen)' has no state '\(state)'; states: \(known.joined(separator: ", "))"
        }
    }
}
