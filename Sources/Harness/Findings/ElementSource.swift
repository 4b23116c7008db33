import Diagnostics
import ScreenKit

/// Where in the app's Swift code the element a finding is about was written: its own view's line,
/// else its nearest container's that has one (a list's chevron is the row's link), else its first
/// part's (a row the system builds around the app's text). Paths are made relative to `folder`, so
/// reports read `Sources/DoIt/Screens/Detail/DetailHeader.swift:42` from the package root.
enum ElementSource {
    /// The location of the element at `childPath` in `screen`, nil when no view on the way records one.
    static func location(in screen: LaidOutScreen, at childPath: [Int], relativeTo folder: String) -> SourceLocation? {
        var chain = [screen.root]
        for index in childPath {
            guard let last = chain.last, index >= 0, index < last.children.count else { break }
            chain.append(last.children[index])
        }
        guard let element = chain.last else { return nil }
        var found = chain.reversed().lazy.compactMap(\.sourceLocation).first
        if found == nil {
            element.forEachElement { part in if found == nil { found = part.sourceLocation } }
        }
        return found.map { relative(SourceLocation(file: $0.file, line: $0.line), to: folder) }
    }

    /// `location` with its path relative to `folder`.
    static func relative(_ location: SourceLocation, to folder: String) -> SourceLocation {
        SourceLocation(file: RelativePath.from(folder, to: location.file), line: location.line, column: location.column)
    }
}
