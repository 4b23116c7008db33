/// What a command (`lint`, `check`) prints to standard output and standard error, and its exit
/// status: one shape for every command that reports findings, so each is run and tested alike.
public struct CommandOutcome: Equatable, Sendable {
    /// The report (standard output), in the pieces it is written in: a report of tens of
    /// megabytes is never joined in memory.
    public var pieces: [String]
    /// A message for standard error (without the command's name), empty when there is none.
    public var message: String
    /// 0 clean, 1 findings at or above `--fail-on` (or changed snapshots), 2 usage or I/O error.
    public var status: Int32

    /// The whole report.
    public var output: String { pieces.joined() }

    /// An outcome whose report is `output`, written in one piece.
    public init(output: String = "", message: String = "", status: Int32 = 0) {
        self.init(pieces: [output], message: message, status: status)
    }

    /// An outcome whose report is written in `pieces`.
    public init(pieces: [String], message: String = "", status: Int32 = 0) {
        self.pieces = pieces
        self.message = message
        self.status = status
    }

    /// Equal when they print the same: the pieces may be cut differently.
    public static func == (lhs: CommandOutcome, rhs: CommandOutcome) -> Bool {
        lhs.output == rhs.output && lhs.message == rhs.message && lhs.status == rhs.status
    }
}
