import Foundation
import Harness
import SwiftUI
import Testing
@testable import PreviewScreens

/// A row showing a store's name, a String from the model: as apps show user data.
private struct StoreRow: View {
    var name: String
    var body: some View { Text(name) }
}

#Preview("Store row") {
    StoreRow(name: "Store")
}

#Preview("Store row, interpolated") {
    let number = 2
    StoreRow(name: "Store \(number)")
}

struct StoreRow_Previews: PreviewProvider {
    // A "commented" literal is not sample data.
    static var previews: some View {
        StoreRow(name: "Provided \u{2014} \"quoted\"")
        StoreRow(name: #"raw \n"#)
        StoreRow(name: "not \("Inner") whole")
    }
}

/// A preview's string literals are its sample data: the harness does not judge them as the app's
/// copy even when they equal a catalog key, and still judges the same text shown by the app.
@MainActor
@Suite struct SampleDataTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    private var ours: [PreviewRecord] { Previews.all.filter { $0.fileID == "PreviewScreensTests/SampleDataTests.swift" || $0.name == "StoreRow_Previews" } }

    @Test func aPreviewMacroRecordsTheLiteralsOfItsBody() throws {
        let row = try #require(ours.first { $0.name == "Store row" })
        #expect(row.sampleLiterals == ["Store"])
        let interpolated = try #require(ours.first { $0.name == "Store row, interpolated" })
        #expect(interpolated.sampleLiterals.isEmpty)
    }

    @Test func aProvidersLiteralsAreReadFromItsSources() throws {
        let screens = PreviewScreenList.screens(ours, providers: ProviderLocations(folders: [Self.folder]))
        let provider = try #require(screens.first { $0.id == "StoreRow_Previews" })
        #expect(provider.sampleData == ["Provided \u{2014} \"quoted\"", #"raw \n"#, "Inner"])
        let row = try #require(screens.first { $0.id == "Store row" })
        #expect(row.sampleData == ["Store"])
    }

    @Test func literalsOfADeclarationSkipCommentsInterpolationsAndMultilineText() {
        let source = #"""
            struct A: PreviewProvider { // "comment"
                /* "block /* nested */ comment" */
                static var previews: some View {
                    Row(a: "one", b: "t\(x + "two")", c: "\u{41}\t", d: """
                        many
                        """, e: ##"a"#b"##)
                }
            }
            let after = "outside"
            """#
        #expect(DeclarationLiterals.literals(in: source) == ["one", "two", "A\t", ##"a"#b"##])
    }

    @Test func aSampleValueEqualToACatalogKeyIsNotHardcodedText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sample-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for locale in ["en", "de"] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"Store\" = \"\(locale == "de" ? "Geschäft" : "Store")\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let catalogs = try CatalogSet.load(from: folder.path)
        let fromPreview = try #require(PreviewScreenList.screens(ours).first { $0.id == "Store row" })
        let fromApp = ScreenPreview("app row") { StoreRow(name: "Store") }
        let checker = ScreenChecker(screens: [fromPreview, fromApp], catalogs: catalogs)
        for locale: LocaleIdentifier in ["de", "en-XA"] {
            let cell = { (screen: String) in MatrixCell(screen: screen, state: "default", locale: locale, size: .large, device: .iPhoneSE, scheme: .light) }
            #expect(try checker.check(cell("Store row")).filter { $0.rule == "hardcoded-text" }.isEmpty)
            #expect(try checker.check(cell("app row")).filter { $0.rule == "hardcoded-text" }.count == 1)
        }
    }
}
