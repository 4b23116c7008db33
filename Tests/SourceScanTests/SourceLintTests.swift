import Diagnostics
import Testing
@testable import SourceScan

@Suite struct SourceLintTests {
    let catalog: [String: [String: Diagnostics.SourceLocation]] = [
        "Localizable": [
            "Lists": Diagnostics.SourceLocation(file: "en.lproj/Localizable.strings", line: 1, column: 1),
            "Unused": Diagnostics.SourceLocation(file: "en.lproj/Localizable.strings", line: 2, column: 1),
        ],
    ]

    @Test func missingAndUnusedKeysAndUnlocalizedTextAreReported() {
        let result = scan("""
            struct Home: View {
                let name: String
                var body: some View {
                    VStack { Text("Lists"); Text("New list"); Text(name) }
                }
            }
            """)
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: catalog)
        #expect(diagnostics.map(\.rule) == ["key-not-in-catalog", "unlocalized-text", "unused-key"])
        #expect(diagnostics.map(\.severity) == [.error, .warning, .warning])
        #expect(diagnostics[0].location == Diagnostics.SourceLocation(file: "View.swift", line: 4, column: 38))
        #expect(diagnostics[0].key == "New list")
        #expect(diagnostics[0].message.contains("\"New list\""))
        #expect(diagnostics[2].location == Diagnostics.SourceLocation(file: "en.lproj/Localizable.strings", line: 2, column: 1))
        #expect(diagnostics[2].key == "Unused")
    }

    @Test func aKeyInAnotherTableIsNotFoundInLocalizable() {
        let result = scan("let t = Text(\"Lists\", tableName: \"Other\")")
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: catalog)
        #expect(diagnostics.filter { $0.rule == SourceLint.keyNotInCatalog }.map(\.key) == ["Lists"])
        #expect(diagnostics.filter { $0.rule == SourceLint.unusedKey }.compactMap(\.key).sorted() == ["Lists", "Unused"])
    }

    @Test func aTableNoCatalogGivenDefinesIsOneWarningNotOnePerKey() {
        // Linting the Settings catalog of an app whose code also uses Localizable.
        let settings: [String: [String: Diagnostics.SourceLocation]] = [
            "Settings": ["Mode": Diagnostics.SourceLocation(file: "Settings.xcstrings", line: 4, column: 5)],
        ]
        let result = scan("""
            let a = Text("Mode", tableName: "Settings")
            let b = Text("Lists")
            let c = Text("New list")
            let d = Text("Theme", tableName: "Settings")
            """)
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: settings)
        #expect(diagnostics.map(\.rule) == ["key-not-in-catalog", "key-not-in-catalog"])
        #expect(diagnostics.map(\.severity) == [.warning, .error])
        #expect(diagnostics[0].location == Diagnostics.SourceLocation(file: "View.swift", line: 2, column: 14))
        #expect(diagnostics[0].message == "Text looks up \"Lists\" and 1 other keys in the Localizable table, which none of the "
            + "catalogs given defines; lint the Localizable catalog too (or create it), so its keys are checked.")
        #expect(diagnostics[1].key == "Theme")
    }

    @Test func everySourceRuleIsDescribedForReports() {
        let descriptors = SourceLint.ruleDescriptors
        #expect(descriptors.map(\.id) == ["key-not-in-catalog", "unused-key", "unlocalized-text", "unknown-argument-type",
                                         "dynamic-key", "unparsable-source"])
        #expect(SourceLint.ruleIDs == descriptors.map(\.id))
        #expect(descriptors.allSatisfy { !$0.summary.isEmpty && ($0.explanation?.count ?? 0) > 40 })
        #expect(descriptors.map(\.defaultSeverity) == [.error, .warning, .warning, .warning, .note, .error])
        for rule in ScanRule.allCases {
            #expect(descriptors.first { $0.id == rule.rawValue }?.defaultSeverity == rule.defaultSeverity)
        }
    }
}
