import Diagnostics
import L10n
import Testing
@testable import CatalogLint

/// The pieces of the fixes: where white space is written in a quoted value, which bytes an
/// entry's removal takes, where Xcode writes a stale mark, and how a plan of fixes treats
/// overlapping edits and files that changed.
@Suite struct FixTests {
    private func text(_ source: String, path: String = "pl.lproj/Localizable.strings") throws -> EditableText {
        try #require(EditableText(path: path, bytes: Array(source.utf8)))
    }

    /// `source` with the fix's replacements applied.
    private func applied(_ fix: Fix?, to source: String) throws -> String {
        var bytes = Array(source.utf8)
        for replacement in try #require(fix).replacements.sorted(by: { $0.byteOffset > $1.byteOffset }) {
            #expect(Array(bytes[replacement.byteRange]) == Array(replacement.deleted.utf8))
            bytes.replaceSubrange(replacement.byteRange, with: Array(replacement.inserted.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func whiteSpaceIsFoundEscapedOrNotAndReplacedAtTheEndsOnly() throws {
        let source = "\"a\" = \"\\t \\U0020Słowo  \\n\";\n"
        let fix = WhitespaceFix.fix(at: TextPosition(line: 1, column: 7), in: try text(source),
                                    current: ("\t  ", "  \n"), base: ("", " "))
        #expect(try applied(fix, to: source) == "\"a\" = \"Słowo \";\n")
        #expect(fix?.replacements.map(\.deleted) == ["\\t \\U0020", "  \\n"])
        // An escape the scan does not decode as white space: the text does not match, no fix.
        let octal = "\"a\" = \"\\040Słowo\";\n"
        #expect(WhitespaceFix.fix(at: TextPosition(line: 1, column: 7), in: try text(octal), current: (" ", ""), base: ("", "")) == nil)
        // An unquoted value has no quotes to put white space in.
        #expect(WhitespaceFix.fix(at: TextPosition(line: 1, column: 7), in: try text("\"a\" = Slowo;\n"), current: ("", ""), base: ("", " ")) == nil)
    }

    @Test func jsonValuesTakeJSONEscapes() throws {
        let source = "{ \"value\" : \"\\u0020Gotowe\\n\" }"
        let fix = WhitespaceFix.fix(at: TextPosition(line: 1, column: 13), in: try text(source, path: "Localizable.xcstrings"),
                                    current: (" ", "\n"), base: ("", "\t"))
        #expect(try applied(fix, to: source) == "{ \"value\" : \"Gotowe\\t\" }")
    }

    @Test func anEntryGoesWithItsCommentAndItsLine() throws {
        let source = "\"a\" = \"A\";\n\n/* Old */\n\"old\" = \"Stary\";\n\n\"b\" = \"B\";\n"
        let fix = EntryRemovalFix.fix(keyAt: TextPosition(line: 4, column: 1), in: try text(source), description: "Remove.")
        #expect(try applied(fix, to: source) == "\"a\" = \"A\";\n\n\"b\" = \"B\";\n")
        // `//` lines, and an entry sharing no line.
        let lines = "// One\n// Two\n\"old\" = \"Stary\";\n\"b\" = \"B\";\n"
        #expect(try applied(EntryRemovalFix.fix(keyAt: TextPosition(line: 3, column: 1), in: try text(lines), description: ""), to: lines)
            == "\"b\" = \"B\";\n")
        // A comment trailing the entry before stays; so does a comment trailing the entry itself (no fix).
        let trailing = "\"a\" = \"A\"; /* a's */\n\"old\" = \"Stary\";\n"
        #expect(try applied(EntryRemovalFix.fix(keyAt: TextPosition(line: 2, column: 1), in: try text(trailing), description: ""), to: trailing)
            == "\"a\" = \"A\"; /* a's */\n")
        let after = "\"old\" = \"Stary\"; // note\n\"b\" = \"B\";\n"
        #expect(EntryRemovalFix.fix(keyAt: TextPosition(line: 1, column: 1), in: try text(after), description: "") == nil)
        // Two entries on one line: only the entry's bytes.
        let shared = "\"a\" = \"A\"; \"old\" = \"Stary\";\n"
        #expect(try applied(EntryRemovalFix.fix(keyAt: TextPosition(line: 1, column: 12), in: try text(shared), description: ""), to: shared)
            == "\"a\" = \"A\"; \n")
    }

    @Test func staleMarksGoWhereXcodeWritesThem() throws {
        let entry = "{\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"c\",\n      \"localizations\" : {\n\n      }\n    }\n  }\n}"
        let fix = StaleMarkFix.fix(keyAt: TextPosition(line: 3, column: 5), key: "k", in: try text(entry, path: "L.xcstrings"))
        #expect(try applied(fix, to: entry).contains("\"comment\" : \"c\",\n      \"extractionState\" : \"stale\",\n      \"localizations\""))
        let last = "{\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"c\"\n    }\n  }\n}"
        let appended = StaleMarkFix.fix(keyAt: TextPosition(line: 3, column: 5), key: "k", in: try text(last, path: "L.xcstrings"))
        #expect(try applied(appended, to: last).contains("\"comment\" : \"c\",\n      \"extractionState\" : \"stale\"\n    }"))
        let extracted = "{\"strings\" : {\"k\" : {\"extractionState\" : \"extracted_with_value\"}}}"
        let replaced = StaleMarkFix.fix(keyAt: TextPosition(line: 1, column: 15), key: "k", in: try text(extracted, path: "L.xcstrings"))
        #expect(try applied(replaced, to: extracted) == "{\"strings\" : {\"k\" : {\"extractionState\" : \"stale\"}}}")
        // A key added by hand is never stale.
        let manual = "{\"strings\" : {\"k\" : {\"extractionState\" : \"manual\"}}}"
        #expect(StaleMarkFix.fix(keyAt: TextPosition(line: 1, column: 15), key: "k", in: try text(manual, path: "L.xcstrings")) == nil)
    }

    @Test func aPlanTakesFixesThatDoNotOverlapAndRefusesAChangedFile() throws {
        let source = "\"a\" = \"A\";\n\"b\" = \"B\";\n"
        let file = try text(source)
        func finding(_ key: String, _ fix: Fix) -> Diagnostic {
            Diagnostic(rule: "r", severity: .warning, message: key, location: SourceLocation(file: file.path, line: 1), key: key).fixed(by: fix)
        }
        let first = Fix(description: "1", replacements: [file.replacement(7..<8, with: "Á")])
        let overlapping = Fix(description: "2", replacements: [file.replacement(6..<9, with: "\"X\"")])
        let touching = Fix(description: "3", replacements: [file.replacement(8..<8, with: "!")])
        let second = Fix(description: "4", replacements: [file.replacement(18..<19, with: "Bé")])
        let findings = [finding("a", first), finding("x", overlapping), finding("t", touching), finding("b", second), finding("b2", second)]
        let plan = try FixPlan(findings) { (_: String) throws(CatalogError) -> [UInt8] in Array(source.utf8) }
        #expect(plan.changes.count == 1)
        #expect(String(decoding: plan.changes[0].after, as: UTF8.self) == "\"a\" = \"Á\";\n\"b\" = \"Bé\";\n")
        #expect(plan.changes[0].fixed.map(\.message) == ["a", "b", "b2"])
        #expect(plan.skipped.map(\.message) == ["x", "t"])
        #expect(plan.fixedCount == 3)

        let changed = "\"a\" = \"Z\";\n\"b\" = \"B\";\n"
        #expect(throws: CatalogError.self) {
            try FixPlan([findings[0]]) { (_: String) throws(CatalogError) -> [UInt8] in Array(changed.utf8) }
        }
        // A fix whose result would not parse is refused before anything is written.
        let breaking = Fix(description: "5", replacements: [file.replacement(9..<10, with: "")])
        #expect(throws: CatalogError.self) {
            try FixPlan([finding("a", breaking)]) { (_: String) throws(CatalogError) -> [UInt8] in Array(source.utf8) }
        }
    }

    @Test func codeKeysMatchKeysAndTheirPlaceholderShapes() {
        var keys = CodeKeys()
        keys.add(table: "Localizable", used: ["Hello", "%lld items", "Price: %.2f"])
        #expect(keys.mayUse("Hello", table: "Localizable") == true)
        #expect(keys.mayUse("%@ items", table: "Localizable") == true)
        #expect(keys.mayUse("Price: %1$@", table: "Localizable") == true)
        #expect(keys.mayUse("Old", table: "Localizable") == false)
        #expect(keys.mayUse("Hello", table: "Settings") == nil)
    }

    @Test func ruleExamplesFixedLintClean() throws {
        // Each triggering example of a rule with fixes, fixed, no longer triggers the rule.
        for rule in LintRules.all where ["whitespace-mismatch", "duplicate-key"].contains(rule.description.id) {
            for example in rule.description.triggering {
                let catalog = try TemporaryCatalog(example)
                let found = try CatalogLinter().lint(paths: [catalog.root]).diagnostics.filter { $0.rule == rule.description.id }
                guard found.contains(where: { $0.fix != nil }) else { continue }
                let plan = try FixPlan(found) { (path: String) throws(CatalogError) -> [UInt8] in try CatalogFileReader.read(path) }
                for change in plan.changes { try FileSetWriter.write([(change.path, change.after)]) }
                let again = try CatalogLinter().lint(paths: [catalog.root]).diagnostics.filter { $0.rule == rule.description.id }
                #expect(again.filter { $0.fix != nil }.isEmpty, "\(rule.description.id): \(again)")
                #expect(again.count < found.count)
            }
        }
    }
}
