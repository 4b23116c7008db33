@testable import AppFolder
import Testing

@Suite("Files that do not build are left out, their previews kept")
struct LeftOutFileTests {
    @Test("Each app file with errors has its errors as sites, in order; files outside the app have none")
    func filesWithErrors() {
        let scan = AppFolderScan(root: "/app", swiftFiles: ["Feed.swift", "Views/Row.swift"], catalogs: [], assetCatalogs: [])
        let plan = AppBuildPlan(scan: scan, appModule: "Feed", packageRoot: "/l10n", scratch: "/tmp/s")
        let log = """
            /app/Views/Row.swift:9:2: error: cannot find 'Badge' in scope
            /app/Feed.swift:12:3: error: value of type 'Text' has no member 'glow'
            /app/Feed.swift:10:5: error: cannot find 'Client' in scope
            /tmp/s/Sources/Feed/_GeneratedAssetSymbols.swift:3:1: error: expected declaration
            """
        let report = BuildErrorReport(log: log, plan: plan, facts: [:])
        #expect(report.appErrorSites(plan: plan, round: 2) == [
            "Feed.swift": [
                BuildErrorSite(line: 10, column: 5, round: 2, text: "Feed.swift:10:5: cannot find 'Client' in scope"),
                BuildErrorSite(line: 12, column: 3, round: 2, text: "Feed.swift:12:3: value of type 'Text' has no member 'glow'"),
            ],
            "Views/Row.swift": [BuildErrorSite(line: 9, column: 2, round: 2, text: "Views/Row.swift:9:2: cannot find 'Badge' in scope")],
        ])
    }

    @Test("The stand-in keeps each preview on its own line, named as written, saying why it was not built")
    func standInText() {
        let text = LeftOutFile.text(originalPath: "/app/Feed \"new\".swift", previews: [
            PreviewDeclaration(line: 6, kind: .provider(type: "Feed_Previews")),
            PreviewDeclaration(line: 3, kind: .macro(name: "Feed, empty")),
            PreviewDeclaration(line: 4, kind: .macro(name: nil)),
        ], reason: "Feed.swift:10:5: cannot find 'Client' in scope")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let why = "UnbuiltView(reason: \"not built: Feed.swift:10:5: cannot find 'Client' in scope (l10n's SwiftUI or a stand-in lacks "
            + "what this file uses; the build's errors are printed before the report)\")"
        #expect(lines[0] == "#sourceLocation(file: \"/app/Feed \\\"new\\\".swift\", line: 1)")
        // The header is line 1, so the app's line L is line L + 1, as in a rewritten file.
        #expect(lines[3] == "#Preview(\"Feed, empty\") { \(why) }")
        #expect(lines[4] == "#Preview { \(why) }")
        #expect(lines[5] == "")
        #expect(lines[6] == "struct Feed_Previews: PreviewProvider { static var previews: some View { \(why) } }")
        #expect(lines[7].hasPrefix("// Written by `l10n check --app`"))
    }

    @Test("The rewriter notes each preview's line and plain literal name")
    func previewDeclarations() {
        let source = """
            import SwiftUI
            #Preview("Named") { Text("a") }
            #Preview { Text("b") }
            #Preview("Say \\(1)") { Text("c") }
            struct Row_Previews: PreviewProvider { static var previews: some View { Text("d") } }
            """
        let facts = AppSourceRewriter.rewrite(source, originalPath: "/app/Row.swift", configuration: IOSBuildConfiguration()).facts
        #expect(facts.previews == 4)
        #expect(facts.previewDeclarations == [
            PreviewDeclaration(line: 2, kind: .macro(name: "Named")),
            PreviewDeclaration(line: 3, kind: .macro(name: nil)),
            PreviewDeclaration(line: 4, kind: .macro(name: nil)),
            PreviewDeclaration(line: 5, kind: .provider(type: "Row_Previews")),
        ])
    }
}
