import Foundation
import Testing
import ToolSupport
@testable import PreviewScreens

/// The app's own literals, which `hardcoded-text` judges String values by, leave out what
/// previews write; a probe that stops names the trial after the last it passed.
@Suite struct AppLiteralsTests {
    static let source = #"""
        enum Kind {
            case hot, cold
            var displayName: String { self == .hot ? "Hot" : "Cold" }
        }
        func distance(_ km: Int, metric: Bool) -> String { "\(km) \(metric ? "km" : "mi")" }
        let shown = nickname ?? "Unknown" // "commented"
        #Preview("Rows") { Row(kind: .hot, title: "Sample title") }
        #Preview { Row(title: "") }
        struct Row_Previews: PreviewProvider {
            static var previews: some View { Row(title: "Provided") }
        }
        let later = "After previews"
        """#

    @Test func literalsOutsidePreviewsAreTheAppsOwn() {
        #expect(DeclarationLiterals.literalsOutsidePreviews(in: Self.source) == ["Hot", "Cold", "km", "mi", "Unknown", "After previews"])
    }

    @Test func peopleCreditedByTheirRoleAreNamesNotTheAppsText() {
        let source = """
            let english = Language(name: "English", maintainers: "Grace Hopper", contributors: [
                "Ada Lovelace, 2021",
            ], note: "Thanks")
            static let authors = ["Alan Turing"]
            var translator: String { "Edsger Dijkstra" }
            let title = flag ? maintainers : "Fallback"
            """
        #expect(DeclarationLiterals.literalsOutsidePreviews(in: source) == ["English", "Thanks", "Fallback"])
    }

    @Test func namesAreKeptApartFromTheLiterals() {
        let read = DeclarationLiterals.literalsAndNamesOutsidePreviews(in: #"Language(name: "English", maintainers: "Grace Hopper", note: "Thanks")"#)
        #expect(read.literals == ["English", "Thanks"])
        #expect(read.names == ["Grace Hopper"])
    }

    @Test func aThingsNameThatReadsAsACodeIsAName() {
        let source = """
            static let upce = CodeType(name: "UPC-E", type: .upce)
            static let code39 = CodeType(name: "Code 39", type: .code39)
            static let aztec = CodeType(name: "Aztec Code", kind: "Matrix")
            let english = Language(name: "English", flagName: "GB")
            """
        let read = DeclarationLiterals.literalsAndNamesOutsidePreviews(in: source)
        #expect(read.names == ["UPC-E", "Code 39", "GB"])
        #expect(read.literals == ["Aztec Code", "Matrix", "English"])
    }

    @Test func aTypesStaticSampleDataIsLeftOutLikeAPreviews() {
        let source = """
            extension Cask {
                static let dummy = Cask(token: "applite", title: "Applite")
                static var previewItems: [Cask] { [Cask(token: "firefox", title: "Firefox")] }
                static let sample = "Sample"
            }
            let examplePrompt = "e.g. milk"
            static let placeholderText = "Search"
            """
        #expect(DeclarationLiterals.literalsOutsidePreviews(in: source) == ["e.g. milk", "Search"])
        #expect(DeclarationLiterals.literalsAndNamesOutsidePreviews(in: source).samples == ["applite", "Applite", "firefox", "Firefox", "Sample"])
    }

    @Test func aComparedOrMatchedLiteralIsACodeNotText() {
        let source = #"""
            let shown = casks.filter { $0.token != "applite" }
            if "done" == state { title = "Finished" }
            switch mode { case "dark": label = "Dark"; default: label = #"Light"# }
            let same = a == b ? "Equal" : "Different"
            """#
        let read = DeclarationLiterals.literalsAndNamesOutsidePreviews(in: source)
        #expect(read.literals == ["Finished", "Dark", "Light", "Equal", "Different"])
        #expect(read.names == ["applite", "done", "dark"])
    }

    @Test func sampleBindingsAreNamedBySampleWords() {
        #expect(NameLabel.namesSampleData("dummy") && NameLabel.namesSampleData("previewItems") && NameLabel.namesSampleData("mock_user"))
        #expect(!NameLabel.namesSampleData("examined") && !NameLabel.namesSampleData("placeholderText") && !NameLabel.namesSampleData("title"))
    }

    @Test func aPersonCreditedInOneFileIsANameInEveryFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(#"let english = Language(maintainers: "Grace Hopper")"#.utf8).write(to: root.appendingPathComponent("Translators.swift"))
        try Data(#"AboutLine(caption: "Developer", content: "Grace Hopper")"#.utf8).write(to: root.appendingPathComponent("AboutView.swift"))
        #expect(AppLiterals.read(inFolders: [root.path]).literals == ["Developer"])
    }

    @Test func aNameThatMerelyContainsPreviewIsCode() {
        #expect(DeclarationLiterals.literalsOutsidePreviews(in: "let x = PreviewProviders(\"Kept\")\nlet y = my#Previewer") == ["Kept"])
    }

    @Test func foldersAreReadLeavingOutPreviewContent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-literals-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = root.appendingPathComponent("Preview Content")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data("let a = \"Shown\"".utf8).write(to: root.appendingPathComponent("Model.swift"))
        try Data("let b = \"Sample\"".utf8).write(to: assets.appendingPathComponent("Samples.swift"))
        #expect(AppLiterals.read(inFolders: [root.path]).literals == ["Shown"])
    }

    @Test func aProbeStopsAtTheTrialAfterTheLastItPassed() {
        #expect(PreviewProbe.nextTrial(after: "ok 4\nok 5\n", from: 4) == 6)
        #expect(PreviewProbe.nextTrial(after: "", from: 4) == 4)
        #expect(PreviewProbe.nextTrial(after: "ok 0\nnoise\nok 1", from: 0) == 2)
    }

    @Test func probeLocalesAreReadLeavingOutWhatIsNoLocale() {
        #expect(PreviewProbe.locales(in: "en,de-AT,,en-XA").map(\.bcp47) == ["en", "de-AT", "en-XA"])
    }
}
