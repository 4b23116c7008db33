import Foundation
import Testing
@testable import ToolSupport

/// `extract --dry-run`'s diff: exact on small cases, and applying it always gives the new text.
@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(path: "x", before: "a\nb\n", after: "a\nb\n") == "")
    }

    @Test func aChangedLineGetsThreeLinesOfContext() {
        let before = (1...9).map { "line \($0)\n" }.joined()
        let after = before.replacingOccurrences(of: "line 5\n", with: "five\n")
        #expect(UnifiedDiff.render(path: "x", before: before, after: after) == """
            --- x
            +++ x
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8

            """)
    }

    @Test func aNewFileIsDiffedFromNothing() {
        #expect(UnifiedDiff.render(path: "x", before: nil, after: "a\nb") == """
            --- /dev/null
            +++ x
            @@ -0,0 +1,2 @@
            +a
            +b
            \\ No newline at end of file

            """)
    }

    @Test func changesFarApartGetHunksOfTheirOwn() {
        let before = (1...20).map { "\($0)\n" }.joined()
        let after = before.replacingOccurrences(of: "\n2\n", with: "\n2\ntwo and a half\n")
            .replacingOccurrences(of: "\n18\n", with: "\n")
        let diff = UnifiedDiff.render(path: "x", before: before, after: after)
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,6 @@", "@@ -15,6 +16,5 @@"])
        #expect(apply(diff, to: before) == after)
    }

    @Test func applyingTheDiffGivesTheNewText() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            let before = (0..<Int(generator.next() % 30)).map { _ in "l\(generator.next() % 6)\n" }.joined()
            var lines = before.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            for _ in 0..<Int(generator.next() % 6) {
                let position = lines.isEmpty ? 0 : Int(generator.next() % UInt64(lines.count))
                switch generator.next() % 3 {
                case 0 where !lines.isEmpty: lines.remove(at: position)
                case 1 where !lines.isEmpty: lines[position] = "c\(generator.next() % 4)"
                default: lines.insert("n\(generator.next() % 4)", at: position)
                }
            }
            let after = lines.map { $0 + "\n" }.joined()
            #expect(apply(UnifiedDiff.render(path: "x", before: before, after: after), to: before) == after)
        }
    }

    /// Applies a unified diff of texts whose lines all end in a line break, checking each context
    /// and removed line against the old text.
    private func apply(_ diff: String, to text: String) -> String? {
        let old = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var result: [String] = []
        var next = 0
        for line in diff.split(separator: "\n").map(String.init) where !line.hasPrefix("---") && !line.hasPrefix("+++") {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 0
                let count = line.dropFirst(4).drop { $0.isNumber }.hasPrefix(",0") ? start : max(start - 1, 0)
                while next < count { result.append(old[next]); next += 1 }
                continue
            }
            let body = String(line.dropFirst())
            switch line.first {
            case " ":
                guard next < old.count, old[next] == body else { return nil }
                result.append(body); next += 1
            case "-":
                guard next < old.count, old[next] == body else { return nil }
                next += 1
            case "+": result.append(body)
            default: return nil
            }
        }
        result += old[next...]
        return result.map { $0 + "\n" }.joined()
    }
}

/// A small seeded generator, so the random cases are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
