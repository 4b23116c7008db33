import Testing
@testable import L10n

struct FormatStringTests {
    @Test(arguments: [
        ("%@", ArgumentType.object), ("%d", .int32), ("%i", .int32), ("%u", .uint32), ("%ld", .int64),
        ("%lld", .int64), ("%lu", .uint64), ("%llu", .uint64), ("%f", .double), ("%lf", .double),
        ("%e", .double), ("%g", .double), ("%x", .uint32), ("%X", .uint32), ("%o", .uint32),
        ("%c", .int32), ("%s", .cString), ("%C", .unichar), ("%S", .unicharString), ("%p", .pointer),
        ("%Lf", .longDouble), ("%zd", .int64), ("%#@files@", .pluralVariable),
    ])
    func conversionsReadTheRightType(format: String, type: ArgumentType) {
        let parsed = FormatString(format)
        #expect(parsed.issues.isEmpty)
        #expect(parsed.placeholders.map(\.argumentType) == [type])
    }

    @Test func flagsWidthPrecisionAndPositions() throws {
        let parsed = FormatString("%2$-08.3lf and %1$@")
        #expect(parsed.issues.isEmpty)
        let first = try #require(parsed.placeholders.first)
        #expect(first.position == 2)
        #expect(first.flags == "-0")
        #expect(first.width == .fixed(8))
        #expect(first.precision == .fixed(3))
        #expect(first.lengthModifier == "l")
        #expect(parsed.arguments.map(\.type) == [.object, .double])
    }

    @Test func starWidthTakesAnArgument() {
        let parsed = FormatString("%*d|%.*f")
        #expect(parsed.arguments.map(\.type) == [.int32, .int32, .int32, .double])
    }

    /// One slot per position, by position, from the first placeholder that reads it: for a few
    /// placeholders and for a long text with many (counted another way).
    @Test func argumentsTakeEachPositionOnceInOrder() {
        let few = FormatString("%3$@ %1$d %3$d %2$f")
        #expect(few.arguments.map(\.position) == [1, 2, 3])
        #expect(few.arguments.map(\.type) == [.int32, .double, .object])
        #expect(few.arguments.map(\.placeholder.text) == ["%1$d", "%2$f", "%3$@"])
        let many = FormatString((1...20).reversed().map { "%\($0)$@ %\($0)$d" }.joined(separator: " "))
        #expect(many.arguments.map(\.position) == Array(1...20))
        #expect(many.arguments.allSatisfy { $0.type == .object })
        #expect(FormatString("%*d %@").arguments.map(\.position) == [1, 2, 3])
    }

    @Test func percentPercentIsLiteral() {
        let parsed = FormatString("100%% of %@")
        #expect(parsed.segments == [.literal("100% of "), .placeholder(parsed.placeholders[0])])
        #expect(parsed.issues.isEmpty)
    }

    @Test func variablesOfStringsdict() {
        let parsed = FormatString("%1$#@files@ in %2$#@folders@")
        #expect(parsed.placeholders.map(\.variable) == ["files", "folders"])
        #expect(parsed.placeholders.map(\.position) == [1, 2])
    }

    @Test func malformedConversionsAreIssuesWithOffsets() {
        // Foundation reads "% s" as %s with the space flag: a C-string read that crashes.
        #expect(FormatString("100% sure").placeholders.map(\.text) == ["% s"])
        #expect(FormatString("100% sure").placeholders.map(\.argumentType) == [.cString])
        #expect(FormatString("Version %1$@ (%$11d)").issues == [FormatIssue(kind: .invalidConversion("%$"), offset: 14)])
        #expect(FormatString("50%").issues == [FormatIssue(kind: .danglingPercent, offset: 2)])
        #expect(FormatString("%k").issues == [FormatIssue(kind: .invalidConversion("%k"), offset: 0)])
        #expect(FormatString("%#@files").issues == [FormatIssue(kind: .unterminatedVariable("files"), offset: 0)])
        #expect(FormatString("%n").issues == [FormatIssue(kind: .writesToMemory, offset: 0)])
    }

    @Test func positionProblems() {
        #expect(FormatString("%1$@ %@").issues == [FormatIssue(kind: .mixedPositionalAndSequential, offset: 5)])
        #expect(FormatString("%1$@ %3$@").issues == [FormatIssue(kind: .skippedPosition(2), offset: 5)])
        #expect(FormatString("%1$@ %1$d").issues == [FormatIssue(kind: .conflictingTypes(position: 1, .object, .int32), offset: 5)])
        #expect(FormatString("%0$@").issues == [FormatIssue(kind: .invalidPosition(0), offset: 0)])
        #expect(FormatString("%1$@ %1$@").issues.isEmpty)
    }

    @Test func offsetsCountUnicodeScalars() {
        #expect(FormatString("żółć %@").placeholders.first?.offset == 5)
    }
}
