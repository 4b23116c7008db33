import Foundation

/// A preview as the app's file declares it: its line, and what the preview is.
public struct PreviewDeclaration: Sendable, Hashable {
    /// What kind of preview it is.
    public enum Kind: Sendable, Hashable {
        /// `#Preview`, with its name as written inside its string literal (nil when it has none,
        /// or when the name is not a plain literal).
        case macro(name: String?)
        /// A type conforming to `PreviewProvider`.
        case provider(type: String)
    }
    /// The line the preview starts on.
    public var line: Int
    /// The preview's kind.
    public var kind: Kind

    /// A declaration.
    public init(line: Int, kind: Kind) {
        self.line = line
        self.kind = kind
    }
}

/// What the scratch package compiles in place of an app file that does not build: the file's
/// previews, each on its own line as in the app's file (under the same `#sourceLocation` header
/// as a rewritten file), drawn as a view that says why it was not built. The check then reports
/// each of them as `screen-failed` and goes on with the rest of the app, so one file using an API
/// l10n lacks does not hide every other screen's findings.
public enum LeftOutFile {
    /// The Swift text standing in for `originalPath`, whose previews are `previews` and whose
    /// first compiler error is `reason`.
    public static func text(originalPath: String, previews: [PreviewDeclaration], reason: String) -> String {
        var lines = ["#sourceLocation(file: \"\(AppSourceRewriter.escaped(originalPath))\", line: 1)"]
        let message = "not built: \(reason) (l10n's SwiftUI or a stand-in lacks what this file uses; "
            + "the build's errors are printed before the report)"
        let view = unbuiltView(message)
        for (index, preview) in previews.sorted(by: { $0.line < $1.line }).enumerated() {
            // The header is line 1, so the app's line L is line L + 1 here.
            while lines.count < preview.line { lines.append("") }
            lines.append(standIn(for: preview.kind, index: index, view: view))
        }
        lines.append("// Written by `l10n check --app` in place of a file that does not build: only its previews are kept, each saying why.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Swift for a view that says `message` and is drawn as not built.
    static func unbuiltView(_ message: String) -> String {
        "UnbuiltView(reason: \"\(AppSourceRewriter.escaped(message))\")"
    }

    /// One line of Swift declaring a preview of `kind` whose content is `view`; `index` names a
    /// provider whose type name is not a plain identifier.
    static func standIn(for kind: PreviewDeclaration.Kind, index: Int, view: String) -> String {
        switch kind {
        case .macro(let name):
            return "#Preview\(name.map { "(\"\($0)\")" } ?? "") { \(view) }"
        case .provider(let type):
            let name = type.split(separator: ".").last.map(String.init) ?? type
            let identifier = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : "LeftOutPreview\(index)"
            return "struct \(identifier): PreviewProvider { static var previews: some View { \(view) } }"
        }
    }
}
