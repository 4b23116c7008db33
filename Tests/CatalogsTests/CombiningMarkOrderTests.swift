import Catalogs
import Testing

/// Long runs of combining marks are read in canonical order, so that comparing and hashing the
/// text (which sorts each run it meets into that order, every time) costs linear time; shorter
/// runs are kept as written.
@Suite struct CombiningMarkOrderTests {
    /// `count` marks alternating U+0301 (class 230) and U+0316 (class 220): the worst order.
    private static func mixedMarks(_ count: Int) -> String {
        String(String.UnicodeScalarView((0..<count).map { $0.isMultiple(of: 2) ? "\u{0301}" : "\u{0316}" }))
    }

    /// The pairs of marks, in each run, whose canonical order is reversed: the work Swift's string
    /// comparison does to sort the text each time it compares or hashes it.
    private static func inversions(in text: String) -> Int {
        var total = 0
        var run: [UInt8] = []
        func count() {
            for (index, later) in run.enumerated() {
                total += run[..<index].filter { $0 > later }.count
            }
            run.removeAll()
        }
        for scalar in text.unicodeScalars {
            let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
            if combiningClass == 0 { count() } else { run.append(combiningClass) }
        }
        count()
        return total
    }

    private func parsedValue(_ value: String) throws -> String? {
        try StringsFile.parse(Array("\"k\" = \"\(value)\";".utf8), file: "Localizable.strings").entries.first?.value
    }

    @Test func aLongRunOfMarksIsReadInCanonicalOrder() throws {
        for count in [400, 1_600] {
            let written = "a" + Self.mixedMarks(count)
            let read = try #require(try parsedValue(written))
            #expect(Self.inversions(in: written) > 0)
            #expect(Self.inversions(in: read) == 0, "a run of \(count) marks")
            #expect(read == written, "canonically the same text")
            #expect(read.unicodeScalars.count == written.unicodeScalars.count)
        }
    }

    @Test func runsOfThirtyMarksOrFewerAreKeptByteForByte() throws {
        let written = "a" + Self.mixedMarks(30) + "b" + Self.mixedMarks(7)
        let read = try #require(try parsedValue(written))
        #expect(Array(read.utf8) == Array(written.utf8))
    }

    @Test func keysOfStringCatalogsAreReadInOrderToo() throws {
        let key = "k" + Self.mixedMarks(200)
        let catalog = #"{"sourceLanguage": "en", "strings": {"\#(key)": {}}, "version": "1.0"}"#
        let read = try XCStringsFile.parse(Array(catalog.utf8), file: "Localizable.xcstrings")
        #expect(read.strings.map { Self.inversions(in: $0.key) } == [0])
        #expect(read.strings.map(\.key) == [key])
    }

    @Test func charactersThatDecomposeToMarksJoinTheRun() throws {
        // U+0F73 has combining class 0 as written but decomposes to U+0F71 U+0F72 (classes 129, 130).
        let written = "a" + String(repeating: "\u{0F73}\u{0F71}", count: 100)
        let read = try #require(try parsedValue(written))
        // Its canonical decomposition, as Unicode's normalization gives it (Swift's own comparison
        // of such runs disagrees with Unicode's, so the scalars are compared).
        let canonical: [Unicode.Scalar] = ["a"] + Array(repeating: "\u{0F71}", count: 200) + Array(repeating: "\u{0F72}", count: 100)
        #expect(Array(read.unicodeScalars) == canonical)
    }
}
