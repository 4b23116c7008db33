import SwiftUI
import Testing
@testable import PreviewScreens

/// Previews compiled from a scratch folder's rewritten files are named and placed as the team wrote them.
@Suite("Rewritten sources")
struct RewrittenSourcesTests {
    private func record(_ path: String, line: Int) -> PreviewRecord {
        PreviewRecord(name: nil, fileID: "Feed/Row.swift", filePath: path, line: line, column: 1, traits: []) { AnyView(EmptyView()) }
    }

    @Test("A record in the scratch folder moves to the app's file, one line up (the header line)")
    func movesBack() throws {
        let mapping = try #require(RewrittenSources.fromEnvironment([RewrittenSources.variable: "/s/Sources/Feed\n/app"]))
        let moved = mapping.original(record("/s/Sources/Feed/Views/Row.swift", line: 38))
        #expect(moved.filePath == "/app/Views/Row.swift" && moved.line == 37 && moved.displayName == "Row.swift:37")
        let elsewhere = mapping.original(record("/other/Row.swift", line: 38))
        #expect(elsewhere.filePath == "/other/Row.swift" && elsewhere.line == 38)
    }

    @Test("No mapping without the variable, or with a malformed value", arguments: [nil, "", "/s", "/s\n", "\n/app", "/a\n/b\n/c"])
    func malformed(value: String?) {
        #expect(RewrittenSources.fromEnvironment(value.map { [RewrittenSources.variable: $0] } ?? [:]) == nil)
    }
}
