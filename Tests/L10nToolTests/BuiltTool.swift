import Foundation

/// The `l10n` executable built beside the test bundle (`swift build --build-tests` builds both), for
/// tests that run the tool as a user does.
enum BuiltTool {
    /// Its location, or nil when it was not built.
    static let url: URL? = {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("l10n")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
    }()
}
