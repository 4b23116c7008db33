/// A configuration file that cannot be used: its path, line and column where known, and what is
/// wrong with it (an unknown setting, a value of the wrong kind, YAML that does not parse).
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, starting with `file:line:col:` where the place is known.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
