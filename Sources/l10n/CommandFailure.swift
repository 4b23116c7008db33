import ArgumentParser
import Foundation
import L10n

/// A failure a command reports to the user: printed to standard error as `l10n: message`, then the
/// process exits with `code` (1 for "found a problem", 2 for usage and I/O errors).
struct CommandFailure: Error, CustomStringConvertible {
    /// What to tell the user.
    var message: String
    /// The exit status.
    var code: Int32

    var description: String { message }

    /// Prints the message and exits.
    func exit() -> Never {
        FileHandle.standardError.write(Data(("l10n: " + message + "\n").utf8))
        Foundation.exit(code)
    }
}

extension LocaleIdentifier: ExpressibleByArgument {
    /// A locale on the command line: any Apple, BCP-47 or `.lproj` spelling.
    public init?(argument: String) {
        guard let parsed = try? LocaleIdentifier.parse(argument) else { return nil }
        self = parsed
    }
}
