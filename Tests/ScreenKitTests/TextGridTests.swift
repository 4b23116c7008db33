import Testing
@testable import ScreenKit

/// The character grid the `text` format draws on.
@Suite struct TextGridTests {
    private func output(_ grid: TextGrid) -> String {
        var bytes: [UInt8] = []
        grid.appendLines(to: &bytes, left: "|", right: "|")
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func asciiTextStopsAtTheLimit() {
        var grid = TextGrid(columns: 8, rows: 1)
        let result = grid.write("Complete", row: 0, col: 2, limit: 6)
        #expect(result.written == 4 && result.count == 8)
        #expect(output(grid) == "|  Comp  |\n")
    }

    @Test func wideCharactersTakeTwoCells() {
        var grid = TextGrid(columns: 6, rows: 1)
        let result = grid.write("今日は", row: 0, col: 0, limit: 6)
        #expect(result.written == 3 && result.count == 3)
        #expect(output(grid) == "|今日は|\n")
        var narrow = TextGrid(columns: 5, rows: 1)
        #expect(narrow.write("今日は", row: 0, col: 0, limit: 5).written == 2)
        #expect(output(narrow) == "|今日 |\n")
    }

    @Test func clustersOfSeveralScalarsStayWhole() {
        var grid = TextGrid(columns: 4, rows: 1)
        let text = "e\u{301}a\u{300}"
        #expect(grid.write(text, row: 0, col: 1, limit: 4) == (written: 2, count: 2))
        #expect(output(grid) == "| e\u{301}a\u{300} |\n")
    }

    @Test func writesOutsideTheGridAreIgnored() {
        var grid = TextGrid(columns: 3, rows: 2)
        #expect(grid.write("abc", row: 2, col: 0, limit: 3).written == 0)
        grid.put("x", row: -1, col: 0)
        grid.put("y", row: 1, col: 3)
        #expect(!grid.isBlank(row: 5, col: 0))
        #expect(output(grid) == "|   |\n|   |\n")
    }

    @Test func clearingEmptiesACoveredRegion() {
        var grid = TextGrid(columns: 4, rows: 3)
        for row in 0..<3 { grid.write("abcd", row: row, col: 0, limit: 4) }
        grid.clear(rows: 1..<3, cols: 1...2)
        #expect(output(grid) == "|abcd|\n|a  d|\n|a  d|\n")
        #expect(grid.holds("a", row: 2, col: 0) && grid.isBlank(row: 2, col: 1))
    }
}
