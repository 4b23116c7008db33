import Testing
@testable import AppFolder

/// The file that makes what an app formats itself read in the render's locale.
@Suite struct RenderLocaleShimsTests {
    @Test("Every group is declared for an app that declares none of them")
    func everyGroup() {
        let text = RenderLocaleShims.file(sources: ["struct A { var current = 1 }"])
        for declaration in ["static var current: Locale", "static var current: TimeZone", "static var current: Calendar",
                            "extension Date {", "extension BinaryInteger {", "extension BinaryFloatingPoint {", "extension Decimal {",
                            "extension DateFormatter {", "extension NumberFormatter {"] {
            #expect(text.contains(declaration), "\(declaration)")
        }
        #expect(text.contains("import SwiftUI"))
    }

    @Test("A group the app declares itself is left out, and only that one")
    func appsOwnDeclarations() {
        let text = RenderLocaleShims.file(sources: ["extension Date {\n    func formatted() -> String { \"\" }\n}",
                                                    "extension Foundation.Locale { static let current = Locale(identifier: \"fr\") }"])
        #expect(!text.contains("extension Date {") && !text.contains("extension Locale {"))
        #expect(text.contains("extension BinaryInteger {") && text.contains("extension TimeZone {"))
    }
}
