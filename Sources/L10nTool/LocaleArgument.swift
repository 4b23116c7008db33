import ArgumentParser
import L10n

extension LocaleIdentifier: ExpressibleByArgument {
    /// A locale on the command line: any Apple, BCP-47 or `.lproj` spelling.
    public init?(argument: String) {
        guard let parsed = try? LocaleIdentifier.parse(argument) else { return nil }
        self = parsed
    }
}
