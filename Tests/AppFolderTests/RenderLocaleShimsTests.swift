import Testing
@testable import AppFolder

/// The file that makes what an app formats itself read in the render's locale.
@Suite struct RenderLocaleShimsTests {
    @Test("Every group is declared for an app that declares none of them")
    func everyGroup() {
        let text = RenderLocaleShims.file(sources: ["struct A { var current = 1 }"])
        for declaration in ["static var current: Locale", "static var current: TimeZone", "static var current: Calendar",
                            "extension Date {", "extension BinaryInteger {", "extension BinaryFloatingPoint {", "extension Decimal {",
                            "extension DateFormatter {", "extension NumberFormatter {",
                            "typealias PersonNameComponentsFormatter = RenderPersonNameComponentsFormatter",
                            "typealias ComponentsFormatStyle = DateRangeComponentsFormatStyle"] {
            #expect(text.contains(declaration), "\(declaration)")
        }
        #expect(text.contains("import SwiftUI"))
    }

    @Test("A group the app declares itself is left out, and only that one")
    func appsOwnDeclarations() {
        let text = RenderLocaleShims.file(sources: ["extension Date {\n    func formatted() -> String { \"\" }\n}",
                                                    "extension Foundation.Locale { static let current = Locale(identifier: \"fr\") }"])
        #expect(!text.contains("extension Date {\n    func formatted()") && !text.contains("extension Locale {"))
        #expect(text.contains("extension BinaryInteger {") && text.contains("extension TimeZone {"))
    }
}

extension RenderLocaleShimsTests {
    @Test("An app's own PersonNameComponentsFormatter is not shadowed")
    func appsOwnFormatter() {
        let text = RenderLocaleShims.file(sources: ["final class PersonNameComponentsFormatter { }"])
        #expect(!text.contains("typealias PersonNameComponentsFormatter"))
        #expect(text.contains("typealias ComponentsFormatStyle"))
    }
}

/// The app's info dictionary, from its Info.plist and Xcode project.
@Suite struct AppBundleInfoTests {
    @Test("Build settings are read once each, quoted values unquoted, references filled in")
    func settingsAndReferences() {
        let settings = AppBundleInfo.buildSettings(in: "\t\tMARKETING_VERSION = 3.1;\n\t\tMARKETING_VERSION = 9;\n\t\tPRODUCT_BUNDLE_IDENTIFIER = \"org.example.app\";\nisa = PBXProject;\n")
        #expect(settings.map(\.0) == ["MARKETING_VERSION", "PRODUCT_BUNDLE_IDENTIFIER"])
        #expect(settings.map(\.1) == ["3.1", "org.example.app"])
        let values = ["MARKETING_VERSION": "3.1", "PRODUCT_NAME": "Shop"]
        #expect(AppBundleInfo.substitute("$(MARKETING_VERSION) of ${PRODUCT_NAME:rfc1034identifier}, $(UNKNOWN)", settings: values)
                == "3.1 of Shop, $(UNKNOWN)")
    }

    @Test("A folder without Info.plist or project gets Xcode's defaults")
    func defaults() {
        let scan = AppFolderScan(root: "/nonexistent", swiftFiles: [], catalogs: [], assetCatalogs: [])
        let info = AppBundleInfo.dictionary(scan: scan, moduleName: "Shop")
        #expect(info["CFBundleShortVersionString"] == "1.0" && info["CFBundleVersion"] == "1" && info["CFBundleName"] == "Shop")
        #expect(RenderLocaleShims.file(sources: [], bundleInfo: info).contains("\"CFBundleShortVersionString\": \"1.0\","))
    }
}
