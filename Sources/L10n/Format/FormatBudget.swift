import Synchronization

/// What formatting one value may still make (see `ExpansionLimits`), shared by the formatters of
/// its nested `%#@var@` forms: characters added by widths, precisions and variables, and variable
/// expansions. Once spent, formatting stops adding and `exceeded` says which limit was passed.
public final class FormatBudget: Sendable {
    /// A limit that formatting passed.
    public enum Limit: Sendable, Hashable, CustomStringConvertible {
        /// More characters than `ExpansionLimits.characters`.
        case characters(Int)
        /// More variable expansions than `ExpansionLimits.steps`.
        case steps(Int)
        /// Variables nested deeper than `ExpansionLimits.nesting`, at the variable named.
        case nesting(Int, variable: String)

        public var description: String {
            switch self {
            case .characters(let limit): "its widths, precisions and variables make more than \(limit) characters"
            case .steps(let limit): "its variables take more than \(limit) expansions"
            case .nesting(let limit, let variable): "its variables nest more than \(limit) levels deep (at '\(variable)')"
            }
        }
    }

    private struct State {
        var characters = 0
        var steps = 0
        var exceeded: Limit?
    }

    private let state = Mutex(State())
    private let characterLimit: Int
    private let stepLimit: Int

    /// A fresh budget; the limits default to `ExpansionLimits`'.
    public init(characters: Int = ExpansionLimits.characters, steps: Int = ExpansionLimits.steps) {
        characterLimit = characters
        stepLimit = steps
    }

    /// The first limit passed, or nil while within every limit.
    public var exceeded: Limit? { state.withLock { $0.exceeded } }

    /// Takes up to `wanted` characters: all of them while they fit, else what is left (and the
    /// budget is spent).
    func take(characters wanted: Int) -> Int {
        state.withLock { state in
            let left = max(0, characterLimit - state.characters)
            guard wanted > left else {
                state.characters += wanted
                return wanted
            }
            state.characters = characterLimit
            if state.exceeded == nil { state.exceeded = .characters(characterLimit) }
            return left
        }
    }

    /// Counts one variable expansion; false once the budget is spent.
    func step() -> Bool {
        state.withLock { state in
            guard state.exceeded == nil else { return false }
            state.steps += 1
            if state.steps > stepLimit { state.exceeded = .steps(stepLimit) }
            return state.exceeded == nil
        }
    }

    /// Marks the nesting limit as passed at `variable`.
    func passNesting(_ limit: Int, at variable: String) {
        state.withLock { state in
            if state.exceeded == nil { state.exceeded = .nesting(limit, variable: variable) }
        }
    }
}
