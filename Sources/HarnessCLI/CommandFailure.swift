import ArgumentParser
import Foundation

/// The one failure a command reports to the user: printed to standard error, then the process
/// exits with `code` (1 for "found a problem", 2 for usage and I/O errors). A usage failure is
/// printed with the usage of the subcommand it came from, as ArgumentParser prints its own.
public struct CommandFailure: Error, CustomStringConvertible, Equatable {
    /// What to tell the user.
    public var message: String
    /// The exit status.
    public var code: Int32
    /// Whether the command line was wrong (the subcommand's usage follows the message).
    public var isUsage: Bool

    /// A failure with `message` and exit status `code`.
    public init(message: String, code: Int32, isUsage: Bool = false) {
        self.message = message
        self.code = code
        self.isUsage = isUsage
    }

    /// A command line that asks for something that does not exist (exit status 2, with usage).
    public static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message: message, code: 2, isUsage: true)
    }

    public var description: String { message }
}

/// Parses and runs a command tree the way CI tools expect: usage errors exit with status 2
/// (not ArgumentParser's 64) and print the usage of the subcommand that was wrong; other
/// failures print `name: message`.
public enum CommandRunner {
    /// Runs `root` on the process's arguments; `name` starts failure messages.
    public static func run(_ root: any ParsableCommand.Type, name: String) async {
        var chosen: any ParsableCommand.Type = root
        do {
            var command = try root.parseAsRoot()
            chosen = type(of: command)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            if failure.isUsage {
                let command = chosen == root ? name : "\(name) \(chosen._commandName)"
                let text = "Error: \(failure.message)\nUsage: \(root.usageString(for: chosen))\n"
                    + "  See '\(command) --help' for more information.\n"
                FileHandle.standardError.write(Data(text.utf8))
            } else {
                FileHandle.standardError.write(Data((name + ": " + failure.message + "\n").utf8))
            }
            exit(failure.code)
        } catch {
            if root.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((chosen.fullMessage(for: error) + "\n").utf8))
                exit(2)
            }
            root.exit(withError: error)
        }
    }
}
