/// Why a locale identifier could not be read.
public struct LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public var identifier: String
    /// What is wrong with it.
    public var reason: String

    /// An error for `identifier`.
    public init(identifier: String, reason: String) {
        self.identifier = identifier
        self.reason = reason
    }

    public var description: String { "'\(identifier)' is not a locale identifier: \(reason)" }
}
