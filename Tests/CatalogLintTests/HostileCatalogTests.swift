import Catalogs
import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// Findings and errors that used to mislead on hostile input.
@Suite struct HostileCatalogTests {
    private static func stringsdict(_ variables: [(name: String, other: String)]) -> String {
        let definitions = variables.map { variable in
            """
                    <key>\(variable.name)</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>other</key><string>\(variable.other)</string>
                    </dict>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>k</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            \(definitions)
                </dict>
            </dict>
            </plist>

            """
    }

    @Test func aVariableCycleIsReportedAsACycle() throws {
        let catalog = try TemporaryCatalog(text: [("en.lproj/Localizable.stringsdict", Self.stringsdict([("a", "%d %#@b@"), ("b", "%#@c@"), ("c", "%#@a@ %d")]))])
        let findings = try catalog.lint()
        let messages = findings.map(\.message)
        #expect(messages.contains("Variables refer to each other in a cycle (%#@a@ → %#@b@ → %#@c@ → %#@a@); Foundation never finishes resolving them. Break the cycle."))
        #expect(!messages.contains { $0.contains("wrong type") }, "\(messages)")
    }

    @Test func aLongChainOfVariablesIsNotACycle() throws {
        let chain = (0..<3_000).map { index in (name: index == 0 ? "a" : "v\(index)", other: index < 2_999 ? "%#@v\(index + 1)@" : "%d") }
        #expect(StringsdictInvalidRule.cycle(in: try Self.variables(Self.stringsdict(chain))) == nil)
    }

    private static func variables(_ text: String) throws -> [StringsdictVariable] {
        try StringsdictFile.parse(Array(text.utf8), file: "x.stringsdict").entries[0].variables
    }
}
