@testable import AppFolder
import Testing

@Suite("What fails to build is left out by declaration, not by file")
struct DeclarationLeaveOutTests {
    /// The rewritten lines of `source` (the `#sourceLocation` header dropped) and the facts, with
    /// the build having failed at `sites` (line, column, round).
    private func rewrite(_ source: String, _ sites: [(Int, Int, Int)]) -> (lines: [String], facts: AppSourceFacts) {
        let errorSites = sites.map { BuildErrorSite(line: $0.0, column: $0.1, round: $0.2, text: "V.swift:\($0.0):\($0.1): boom") }
        let (text, facts) = AppSourceRewriter.rewrite(source, originalPath: "/app/V.swift", configuration: IOSBuildConfiguration(), leavingOut: errorSites)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { String($0) }
        return (lines, facts)
    }

    private static let why = "(l10n's SwiftUI or a stand-in lacks what it uses; the build's errors are printed before the report)"

    @Test("An error in a view's body draws that view as not built; the rest of the file is kept, line for line")
    func viewBody() {
        let source = """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    Text("Badge").glow()
                }
                var title: String { "T" }
            }
            """
        let (lines, facts) = rewrite(source, [(4, 23, 0)])
        #expect(lines.count == 7)
        #expect(lines[2].trimmingSuffix == "    var body: some View { UnbuiltView(reason: \"Badge.body not built: V.swift:4:23: boom \(Self.why)\") }")
        #expect(lines[3].allSatisfy { $0 == " " })
        #expect(lines[4].allSatisfy { $0 == " " })
        #expect(lines[5] == "    var title: String { \"T\" }")
        #expect(facts.leftOutDeclarations == [LeftOutDeclaration(name: "Badge.body", line: 3, treatment: .drawnUnbuilt, reason: "V.swift:4:23: boom")])
        #expect(facts.wholeFileSite == nil)
    }

    @Test("A body giving a value stops if run; one giving nothing, a setter and an observer do nothing")
    func otherBodies() {
        let source = """
            final class Store {
                func count() -> Int { Client.shared.count }
                func refresh() { Client.shared.go() }
                var name: String {
                    get { Client.name }
                    set { Client.name = newValue }
                }
                var flag = false { didSet { Client.flag = flag } }
            }
            """
        let (lines, facts) = rewrite(source, [(2, 27, 0), (3, 22, 0), (6, 15, 0), (8, 33, 0)])
        #expect(lines[1].trimmingSuffix == "    func count() -> Int { fatalError(\"l10n did not build Store.count: V.swift:2:27: boom\") }")
        #expect(lines[2].trimmingSuffix == "    func refresh() {}")
        #expect(lines[4] == "        get { Client.name }")
        #expect(lines[5].trimmingSuffix == "        set {}")
        #expect(lines[7].split(separator: " ").joined(separator: " ") == "var flag = false { didSet {} }")
        #expect(facts.leftOutDeclarations.map(\.treatment) == [.stopsWhenRun, .doesNothing, .doesNothing, .doesNothing])
    }

    @Test("An error outside a body leaves the declaration out; a type's own error leaves the type out")
    func outsideBodies() {
        let source = """
            struct Row {
                let session: Session
                var title = "Row"
            }
            extension Session: Identifiable {
                var key: Int { 1 }
            }
            """
        let (lines, facts) = rewrite(source, [(2, 18, 0), (5, 11, 0)])
        #expect(lines[1].allSatisfy { $0 == " " })
        #expect(lines[2] == "    var title = \"Row\"")
        #expect(lines[4...6].allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(facts.leftOutDeclarations.map(\.name) == ["Row.session", "extension Session"])
        #expect(facts.leftOutDeclarations.map(\.treatment) == [.removed, .removed])
    }

    @Test("A declaration's reason is the error naming what is missing, before the inference errors it causes")
    func tellingReason() {
        let sites = [BuildErrorSite(line: 2, column: 6, round: 0, text: "V.swift:2:6: generic parameter 'Wrapped' could not be inferred"),
                     BuildErrorSite(line: 2, column: 18, round: 0, text: "V.swift:2:18: cannot find 'CaskManager' in scope")]
        let source = "struct V {\n    @Environment(CaskManager.self) var manager\n}\n"
        let facts = AppSourceRewriter.rewrite(source, originalPath: "/app/V.swift", configuration: IOSBuildConfiguration(), leavingOut: sites).facts
        #expect(facts.leftOutDeclarations.map(\.reason) == ["V.swift:2:18: cannot find 'CaskManager' in scope"])
    }

    @Test("A class whose initializer was left out gets one that stops if run; if that fails too, the class goes")
    func stoppingInitializer() {
        let source = "final class Manager: ObservableObject {\n    let loader: Int\n}\n"
        let site = "V.swift:1:13: class 'Manager' has no initializers"
        let once = rewrite(source, []).lines
        #expect(once[0] == "final class Manager: ObservableObject {")
        let sites = [BuildErrorSite(line: 1, column: 13, round: 1, text: site)]
        let (text, facts) = AppSourceRewriter.rewrite(source, originalPath: "/app/V.swift", configuration: IOSBuildConfiguration(), leavingOut: sites)
        #expect(text.contains("final class Manager: ObservableObject { init() { fatalError(\"l10n did not build Manager.init: \(site)\") }\n    let loader: Int"))
        #expect(facts.leftOutDeclarations == [LeftOutDeclaration(name: "Manager.init()", line: 1, treatment: .stopsWhenRun, reason: site)])
        let again = sites + [BuildErrorSite(line: 1, column: 40, round: 2, text: "V.swift:1:40: overriding declaration requires an 'override' keyword")]
        let removed = AppSourceRewriter.rewrite(source, originalPath: "/app/V.swift", configuration: IOSBuildConfiguration(), leavingOut: again).facts
        #expect(removed.leftOutDeclarations.map(\.treatment) == [.removed])
    }

    @Test("A replaced body that fails again is left out with its declaration")
    func failsAgain() {
        let source = """
            struct Clock {
                var now: Ticker { Ticker.make() }
            }
            """
        let (lines, facts) = rewrite(source, [(2, 23, 0), (2, 30, 1)])
        #expect(lines[1].allSatisfy { $0 == " " })
        #expect(facts.leftOutDeclarations == [LeftOutDeclaration(name: "Clock.now", line: 2, treatment: .removed, reason: "V.swift:2:23: boom")])
    }

    @Test("A preview that fails is drawn as saying why, on its own line; a provider is replaced whole")
    func previews() {
        let source = """
            import SwiftUI
            #Preview("Row") {
                Row(session: .sample)
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row(session: .sample) }
            }
            """
        let (lines, facts) = rewrite(source, [(3, 18, 0), (6, 51, 0)])
        // A macro's error just past its closing brace, at the end of the file, is the macro's.
        #expect(rewrite("#Preview { Row() }", [(1, 19, 0)]).facts.previewsLeftOut == 1)
        #expect(lines[1].trimmingSuffix == "#Preview(\"Row\") { UnbuiltView(reason: \"#Preview \\\"Row\\\" not built: V.swift:3:18: boom \(Self.why)\") }")
        #expect(lines[4].hasPrefix("struct Row_Previews: PreviewProvider { static var previews: some View { UnbuiltView(reason: \"Row_Previews not built: V.swift:6:51: boom"))
        #expect(lines[5].allSatisfy { $0 == " " })
        #expect(facts.previews == 2)
        #expect(facts.previewsLeftOut == 2)
        #expect(facts.leftOutDeclarations.map(\.treatment) == [.preview, .preview])
    }

    @Test("An error no declaration holds, or a stand-in preview failing, leaves the file out whole")
    func wholeFile() {
        let source = """
            import Missing
            #Preview { Text("a") }
            """
        #expect(rewrite(source, [(1, 8, 0)]).facts.wholeFileSite?.line == 1)
        #expect(rewrite(source, [(9, 1, 0)]).facts.wholeFileSite?.line == 9)
        #expect(rewrite(source, [(2, 12, 0), (2, 12, 1)]).facts.wholeFileSite?.line == 2)
    }

    @Test("A #selector inside what is left out is not written into the blanked text")
    func editsInside() {
        let source = """
            final class Target {
                func wire(_ b: Button) { b.add(#selector(go)); Missing.call() }
            }
            """
        let (lines, _) = rewrite(source, [(2, 52, 0)])
        #expect(lines[1].trimmingSuffix == "    func wire(_ b: Button) {}")
    }
}

private extension String {
    /// The string without its trailing spaces (blanked text leaves them).
    var trimmingSuffix: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

@Suite("An error naming what was left out says why it was")
struct LeftOutChainTests {
    private let chain: LeftOutChain = {
        var facts = AppSourceFacts()
        facts.leftOutDeclarations = [
            LeftOutDeclaration(name: "Store.loader", line: 3, treatment: .removed, reason: "Store.swift:3:17: cannot find type 'GRDBLoader' in scope"),
            LeftOutDeclaration(name: "Badge.body", line: 8, treatment: .drawnUnbuilt, reason: "Badge.swift:9:5: value of type 'Text' has no member 'glow'"),
            LeftOutDeclaration(name: "Sidebar", line: 1, treatment: .removed,
                               reason: "Sidebar.swift:1:8: cannot find type 'Old' in scope — 'Old' was left out: Old.swift:1:1: boom"),
        ]
        var other = AppSourceFacts()
        other.leftOutDeclarations = [LeftOutDeclaration(name: "Row.loader", line: 2, treatment: .removed, reason: "Row.swift:2:9: other")]
        return LeftOutChain(facts: ["Store.swift": facts, "A/Row.swift": other])
    }()

    private func site(_ text: String) -> BuildErrorSite { BuildErrorSite(line: 1, column: 1, round: 1, text: text) }

    @Test("A name left out is followed by its first error; a member by its type's name; the same file's first")
    func chains() {
        #expect(chain.chained(site("V.swift:4:9: cannot find 'loader' in scope"), in: "Store.swift").text
                == "V.swift:4:9: cannot find 'loader' in scope — 'loader' was left out: Store.swift:3:17: cannot find type 'GRDBLoader' in scope")
        #expect(chain.chained(site("V.swift:5:9: value of type 'Store' has no member 'loader'"), in: "Store.swift").text.hasSuffix(
            "— 'Store.loader' was left out: Store.swift:3:17: cannot find type 'GRDBLoader' in scope"))
        // The same file's declaration first, else another file's.
        #expect(chain.chained(site("A/Row.swift:4:9: cannot find 'loader' in scope"), in: "A/Row.swift").text.hasSuffix("was left out: Row.swift:2:9: other"))
        #expect(chain.chained(site("B.swift:4:9: cannot find 'loader' in scope"), in: "B.swift").text.hasSuffix("was left out: Row.swift:2:9: other"))
        // One link only: the cause's own cause is not repeated.
        #expect(chain.chained(site("V.swift:6:9: cannot find type 'Sidebar' in scope"), in: "Store.swift").text
                == "V.swift:6:9: cannot find type 'Sidebar' in scope — 'Sidebar' was left out: Sidebar.swift:1:8: cannot find type 'Old' in scope")
    }

    @Test("A body drawn as not built, an unknown name and another error stay as they are")
    func leavesOthers() {
        for text in ["V.swift:1:1: cannot find 'body' in scope", "V.swift:1:1: cannot find 'Client' in scope", "V.swift:1:1: missing argument for 'x'"] {
            #expect(chain.chained(site(text), in: "V.swift").text == text)
        }
    }
}
