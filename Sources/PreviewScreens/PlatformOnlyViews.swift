#if os(Linux)
import Foundation

/// The app's types that only another platform's code uses: written outside previews in the
/// app's files, but only in branches iOS does not compile (`#if os(macOS)`), which
/// `l10n check --app` blanks in its rewritten copy. A preview of such a view (a Mac toolbar's
/// refresh button) shows what an iPhone never shows, so what its iPhone layout and touch targets
/// give is a note.
public struct PlatformOnlyViews: Sendable {
    /// The types declared in the app and written in its other-platform code only.
    public let names: Set<String>
    /// The types the app declares.
    public let declared: Set<String>

    /// The views `names` among the app's types `declared`.
    public init(names: Set<String>, declared: Set<String>) {
        self.names = names
        self.declared = declared
    }

    /// Read from the app's files and their rewritten copies.
    static func read(_ sources: RewrittenSources) -> PlatformOnlyViews {
        read(appFolder: sources.app, compiledCopy: sources.scratch)
    }

    /// Read from the app's files under `appFolder` and their copies as compiled for iOS, at the
    /// same relative paths under `compiledCopy`.
    public static func read(appFolder: String, compiledCopy: String) -> PlatformOnlyViews {
        var original: [String: Int] = [:]
        var compiled: [String: Int] = [:]
        var declared = Set<String>()
        let root = URL(fileURLWithPath: appFolder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return PlatformOnlyViews(names: [], declared: [])
        }
        for case let url as URL in walk where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count))
            guard let text = try? String(contentsOfFile: url.path, encoding: .utf8),
                  let copy = try? String(contentsOfFile: compiledCopy + relative, encoding: .utf8) else { continue }
            let read = DeclarationLiterals.typeNamesOutsidePreviews(in: text)
            original.merge(read.counts, uniquingKeysWith: +)
            declared.formUnion(read.declared)
            compiled.merge(DeclarationLiterals.typeNamesOutsidePreviews(in: copy).counts, uniquingKeysWith: +)
        }
        // Declared once and used elsewhere, but in the compiled copy written at most once (its
        // declaration, or not at all when the declaration is itself in a branch iOS leaves out).
        let names = declared.filter { name in (original[name] ?? 0) >= 2 && (compiled[name] ?? 0) <= 1 }
        return PlatformOnlyViews(names: names, declared: declared)
    }

    /// The platform-only type the preview declared at `line` of `file` shows: the first of the
    /// app's types its body writes, when that one is platform-only; nil otherwise.
    public func subject(ofPreviewAt file: String, line: Int) -> String? {
        guard !names.isEmpty, line > 0, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        let source = lines[(line - 1)...].joined(separator: "\n")
        let first = DeclarationLiterals.namesOfPreview(in: source).first { declared.contains($0) }
        return first.flatMap { names.contains($0) ? $0 : nil }
    }
}
#endif
