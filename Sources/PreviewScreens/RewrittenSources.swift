#if os(Linux)
import Foundation
import SwiftUI

/// Where the previews' files were compiled from when `l10n check --app` rewrote them into a
/// scratch folder: each rewritten file starts with a one-line `#sourceLocation` header, which
/// the compiler honours for errors and `#fileID`, but a macro's own idea of its place does not.
/// Records placed in the scratch folder are moved back to the app's file and line, so a preview
/// is named and pointed at as the team wrote it.
struct RewrittenSources: Sendable, Equatable {
    /// The environment variable: the scratch folder of the app's rewritten files, a newline, and
    /// the app's folder.
    static let variable = "L10N_PREVIEW_REWRITTEN"

    /// The folder the rewritten files are in.
    let scratch: String
    /// The app's folder they were read from.
    let app: String

    /// The mapping the environment names; nil when the previews were compiled where they are.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RewrittenSources? {
        guard let value = environment[variable] else { return nil }
        let parts = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return RewrittenSources(scratch: parts[0], app: parts[1])
    }

    /// `record` at the app's file and line when it was compiled from a rewritten file.
    func original(_ record: PreviewRecord) -> PreviewRecord {
        guard record.filePath.hasPrefix(scratch + "/") else { return record }
        return PreviewRecord(name: record.name, fileID: record.fileID, filePath: app + record.filePath.dropFirst(scratch.count),
                             line: max(record.line - 1, 0), column: record.column, traits: record.traits,
                             sampleLiterals: record.sampleLiterals, isPreviewProvider: record.isPreviewProvider,
                             makeTraits: record.makeTraits, makeView: record.makeView)
    }
}
#endif
