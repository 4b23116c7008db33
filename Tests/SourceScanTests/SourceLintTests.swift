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
                let title: String
                var body: some View {
                    VStack { Text("Lists"); Text("New list"); Text(title) }
                }
            }
            """, "let home = Home(title: \"Welcome\")")
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
        #expect(SourceLint.ruleIDs == descriptors.map(\.id))
        #expect(descriptors.allSatisfy { !$0.summary.isEmpty && ($0.explanation?.count ?? 0) > 40 })
        // The scanner's rules are the ones `extract` reports, each found by its id.
        #expect(Set(ScanRule.allCases.map(\.rawValue)).isSubset(of: descriptors.map(\.id)))
        for rule in ScanRule.allCases {
            #expect(descriptors.first { $0.id == rule.rawValue }?.defaultSeverity == rule.description?.defaultSeverity)
        }
    }

    private static func at(_ line: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: "Localizable.xcstrings", line: line, column: 5)
    }

    @Test func aKeyAssumingPercentAtIsFoundUnderTheCatalogsOwnPlaceholder() {
        // `minLength` comes from a package the scan does not read: the key assumes %@, Xcode wrote %lld.
        let catalog = ["Localizable": ["Username must be at least %lld characters long.": Self.at(4),
                                       "%lld votes": Self.at(9)]]
        let result = scan("""
            extension UsernameValidity.InvalidityReason {
                var label: LocalizedStringKey {
                    switch self {
                    case let .tooShort(minLength): "Username must be at least \\(minLength) characters long."
                    case let .tooLong(maxLength): "Username cannot be longer than \\(maxLength) characters."
                    }
                }
            }
            """)
        #expect(result.findings(.unknownArgumentType).count == 2)
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: catalog)
        #expect(diagnostics.map(\.rule) == ["unused-key", "key-not-in-catalog"])
        #expect(diagnostics.map(\.key) == ["%lld votes", "Username cannot be longer than %@ characters."])
        #expect(diagnostics.last?.message.hasSuffix("(The key assumes %@ for a value whose type the sources do not tell.)") == true)
    }

    @Test func keysTheCatalogMarksStaleOrManualAreNotReportedUnused() {
        let catalog = ["Localizable": ["Open": Self.at(4), "Except Messages": Self.at(9), "Alert.Title": Self.at(14),
                                       "Sort by": Self.at(19)]]
        let result = scan("let open = Text(\"Open\")")
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: catalog,
                                                 leftAlone: ["Localizable": ["Except Messages", "Alert.Title"]])
        #expect(diagnostics.map(\.rule) == ["unused-key"])
        #expect(diagnostics.map(\.key) == ["Sort by"])
    }

    @Test func aLiteralGivenToAPackagesInitializerMayBeTheKeyItLooksUp() {
        // `ActionAppearance` is declared in a package the scan does not read; `Row` in the app.
        let catalog = ["Localizable": ["Translate": Self.at(4), "Copy Username": Self.at(9), "Archive": Self.at(14)]]
        let result = scan("""
            struct Row { let title: String }
            extension TranslateAction {
                static let appearance: ActionAppearance = .init("Translate", icon: .general.translate)
                static func copy(isOwn: Bool) -> ActionAppearance {
                    .init(isOwn ? "Copy Name" : "Copy Username", icon: .general.copy)
                }
                static let row = Row(title: "Archive")
            }
            """)
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: catalog)
        #expect(diagnostics.map(\.rule) == ["unused-key"])
        #expect(diagnostics.map(\.key) == ["Archive"])
    }

    @Test func aLiteralGivenAsAValueOfATypeAliasMayBeAKey() {
        // `Titles` is a type alias of a tuple of `LocalizedStringResource`: the scan does not see
        // through it, so its literals are not extracted, but they are not reported unused either.
        let catalog = ["Localizable": ["Block Community": Self.at(4), "Block Instance": Self.at(9)]]
        let result = scan("""
            enum BlockAction {
                typealias Titles = (currentState: LocalizedStringResource, stateTransition: LocalizedStringResource)
                static func titles(community: Bool) -> Titles {
                    let titles: Titles = community
                        ? (currentState: "Community Unblocked", stateTransition: "Block Community")
                        : (currentState: "User Unblocked", stateTransition: "Block User")
                    return titles
                }
            }
            """)
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: catalog)
        #expect(diagnostics.map(\.key) == ["Block Instance"])
    }
}
