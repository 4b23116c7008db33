/// A matrix axis or shard given on the command line (or by a caller) that does not exist, with
/// what does exist.
public enum MatrixError: Error, Equatable, CustomStringConvertible {
    /// No screen has this id.
    case unknownScreen(String, known: [String])
    /// The screen has no state of this name.
    case unknownState(screen: String, state: String, known: [String])
    /// Not a locale identifier.
    case badLocale(String)
    /// Not a Dynamic Type size or range of sizes.
    case unknownSize(String, known: [String])
    /// No device of this name.
    case unknownDevice(String, known: [String])
    /// Not `light` or `dark`.
    case unknownScheme(String)
    /// Not a shard `I/N`.
    case badShard(String, reason: String)
    /// An axis left with nothing to run.
    case emptyAxis(String)

    public var description: String {
        switch self {
        case .unknownScreen(let name, let known):
            "unknown screen '\(name)'; screens: \(known.joined(separator: ", "))"
        case .unknownState(let screen, let state, let known):
            "screen '\(screen)' has no state '\(state)'; states: \(known.joined(separator: ", "))"
        case .badLocale(let text):
            "'\(text)' is not a locale identifier (examples: pl, pt-BR, zh-Hant, en-XA)"
        case .unknownSize(let text, let known):
            "unknown size '\(text)'; sizes: \(known.joined(separator: ", ")), or a range such as AX1...AX5"
        case .unknownDevice(let text, let known):
            "unknown device '\(text)'; devices: \(known.joined(separator: ", ")), or current, all"
        case .unknownScheme(let text):
            "unknown color scheme '\(text)'; schemes: light, dark"
        case .badShard(let text, let reason):
            "bad shard '\(text)': \(reason)"
        case .emptyAxis(let axis):
            "no \(axis) to run"
        }
    }
}
