import Foundation
import Harness
import SwiftUI
import Testing
@testable import PreviewScreens

private struct Badge: View {
    var title: String
    var body: some View { Text(verbatim: title) }
}

#Preview("Badge") {
    Badge(title: "New")
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View { Badge(title: "Provided") }
}

struct Badges_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(title: "First")
            Badge(title: "Second").preferredColorScheme(.dark)
        }
    }
}

/// Previews become the harness's screens: named as the preview, declared where it is written, a
/// failed one drawn empty with its message.
@MainActor
@Suite struct PreviewScreenListTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    private var ours: [PreviewRecord] { Previews.all.filter { $0.fileID.hasPrefix("PreviewScreensTests/") } }

    @Test func aPreviewIsAScreenDeclaredAtItsLine() throws {
        let screens = PreviewScreenList.screens(ours)
        let badge = try #require(screens.first { $0.id == "Badge" })
        #expect(badge.declaration.file == #filePath)
        #expect(badge.declaration.line == 12)
        #expect(badge.states == ["default"])
        let laidOut = ScreenLayout().layout(badge.view(state: "default"), name: "Badge")
        #expect(laidOut.texts.compactMap(\.text) == ["New"])
    }

    @Test func aProviderIsPlacedAtItsDeclarationInTheSources() throws {
        let screens = PreviewScreenList.screens(ours, providers: ProviderLocations(folders: [Self.folder]))
        let provider = try #require(screens.first { $0.id == "Badge_Previews" })
        #expect(provider.declaration.file == #filePath)
        #expect(provider.declaration.line == 16)
        let unplaced = try #require(PreviewScreenList.screens(ours).first { $0.id == "Badge_Previews" })
        #expect(unplaced.declaration.file == "PreviewScreensTests/Badge_Previews")
        #expect(unplaced.declaration.line == 0)
    }

    @Test func eachViewOfAProvidersGroupIsAPreviewOfItsOwn() throws {
        let screens = PreviewScreenList.screens(ours)
        let badges = try #require(screens.first { $0.id == "Badges_Previews" })
        #expect(badges.states == ["1", "2"])
        #expect(badges.name(state: "2") == "Badges_Previews/2")
        for (state, title) in [("1", "First"), ("2", "Second")] {
            let laidOut = ScreenLayout().layout(badges.view(state: state), name: "Badges")
            #expect(laidOut.texts.compactMap(\.text) == [title])
        }
        // One view is one preview, with the default state.
        #expect(try #require(screens.first { $0.id == "Badge_Previews" }).states == ["default"])
    }

    @Test func aFailedPreviewIsDrawnEmptyWithItsMessage() throws {
        let index = try #require(ours.firstIndex { $0.name == "Badge" })
        let screens = PreviewScreenList.screens(ours, failures: [index: "Fatal error: Unexpectedly found nil"])
        let badge = try #require(screens.first { $0.id == "Badge" })
        let laidOut = ScreenLayout().layout(badge.view(state: "default"), name: "Badge")
        #expect(laidOut.texts.isEmpty)
        #expect(laidOut.unsettled == ["the preview stopped its process: Fatal error: Unexpectedly found nil"])
    }

    @Test func previewsOfOneNameAreToldApartByFileAndLine() {
        let make: @MainActor @Sendable () -> AnyView = { AnyView(Text(verbatim: "")) }
        let records = [
            PreviewRecord(name: "Row", fileID: "App/A.swift", filePath: "/app/A.swift", line: 3, column: 1, traits: [], makeView: make),
            PreviewRecord(name: "Row", fileID: "App/B.swift", filePath: "/app/B.swift", line: 9, column: 1, traits: [], makeView: make),
            PreviewRecord(name: nil, fileID: "App/C.swift", filePath: "/app/C.swift", line: 4, column: 1, traits: [], makeView: make),
        ]
        #expect(PreviewScreenList.uniqueIDs(records) == ["Row (App/A.swift:3)", "Row (App/B.swift:9)", "C.swift:4"])
    }

    @Test @MainActor func theAppsStaticSampleDataIsEveryPreviewsSampleData() {
        let make: @MainActor @Sendable () -> AnyView = { AnyView(Text(verbatim: "")) }
        let record = PreviewRecord(name: "Recipe", fileID: "App/R.swift", filePath: "/app/R.swift", line: 3, column: 1, traits: [],
                                   sampleLiterals: ["Soup"], makeView: make)
        let screens = PreviewScreenList.screens([record], appSampleData: ["Recipe"])
        #expect(screens.first?.sampleData == ["Soup", "Recipe"])
    }

    @Test func aDeclarationIsAWordAfterStructClassEnumOrExtension() {
        #expect(ProviderLocations.declares("Card_Previews", in: "struct Card_Previews: PreviewProvider {"))
        #expect(ProviderLocations.declares("Card_Previews", in: "    extension Card_Previews {"))
        #expect(!ProviderLocations.declares("Card_Previews", in: "let x = Card_Previews.previews"))
        #expect(!ProviderLocations.declares("Card", in: "struct Card_Previews: PreviewProvider {"))
    }
}

/// The message a failed preview is reported with, read from its process's standard error.
@Suite struct ProbeMessageTests {
    @Test func theRuntimesFatalErrorLineIsTheMessage() {
        let text = """
            AppViews/ShelfView.swift:12: Fatal error: No Observable object of type Shelf found.
            💣 Program crashed: Illegal instruction at 0x00007f
            """
        #expect(PreviewProbe.message(fromStandardError: text, status: "signal 4")
                == "AppViews/ShelfView.swift:12: Fatal error: No Observable object of type Shelf found.")
    }

    @Test func otherwiseTheFirstLineAndHowItEnded() {
        #expect(PreviewProbe.message(fromStandardError: "\n  Segmentation fault\n", status: "signal 11") == "Segmentation fault (ended with signal 11)")
        #expect(PreviewProbe.message(fromStandardError: "", status: "signal 9") == "it ended with signal 9 and printed nothing")
    }
}

/// A trap inside this package's SwiftUI names no file of the app, so its prefix is dropped.
@Suite struct ProbeMessageFromSwiftUITests {
    @Test func aTrapInSwiftUIKeepsOnlyItsMessage() {
        let text = "SwiftUI/Environment.swift:42: Fatal error: No Cart in the environment: set one with .environment(object) on an ancestor.\n"
        #expect(PreviewProbe.message(fromStandardError: text, status: "signal 4")
                == "Fatal error: No Cart in the environment: set one with .environment(object) on an ancestor.")
    }
}

/// Providers the sources declare but the program does not hold are named, so a release build
/// that left them out says so instead of checking fewer screens.
@MainActor
@Suite struct UnlinkedProviderTests {
    @Test func aProviderDeclaredOnALineIsFound() {
        #expect(ProviderLocations.providerDeclared(in: "struct Card_Previews: PreviewProvider {") == "Card_Previews")
        #expect(ProviderLocations.providerDeclared(in: "    extension Card: PreviewProvider {") == "Card")
        #expect(ProviderLocations.providerDeclared(in: "final class Card_Previews: Base, PreviewProvider {") == "Card_Previews")
        #expect(ProviderLocations.providerDeclared(in: "struct Card: View { // not a PreviewProvider") == nil)
        #expect(ProviderLocations.providerDeclared(in: "let x: PreviewProvider.Type = Card_Previews.self") == nil)
    }

    @Test func aDeclaredProviderMissingFromTheRecordsIsNamedWithItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unlinked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Rows.swift")
        try Data("import SwiftUI\n\nstruct Row_Previews: PreviewProvider {\n}\nstruct Badge_Previews: PreviewProvider {\n}\n".utf8).write(to: file)
        let ours = Previews.all.filter { $0.fileID.hasPrefix("PreviewScreensTests/") }
        let missing = ProviderLocations(folders: [folder.path]).unlinked(ours)
        #expect(missing.map(\.type) == ["Row_Previews"])
        #expect(missing.first?.file == file.path)
        #expect(missing.first?.line == 3)
    }
}

/// A provider's views named as Xcode's canvas names them.
@Suite struct PreviewDisplayNameTests {
    @Test @MainActor func aProvidersNamedViewsAreStatesOfTheirNames() {
        let make: @MainActor @Sendable () -> AnyView = {
            AnyView(Group {
                Text(verbatim: "Light").previewDisplayName("Default")
                Text(verbatim: "Dark").previewDisplayName("Dark Mode")
            })
        }
        let record = PreviewRecord(name: "Card_Previews", fileID: "App/Card.swift", filePath: "/app/Card.swift", line: 9, column: 1,
                                   traits: [], isPreviewProvider: true, makeView: make)
        let screen = PreviewScreenList.screens([record])[0]
        #expect(screen.states == ["Default", "Dark Mode"])
        #expect(PreviewScreenList.stateNames(["A", nil], count: 2) == ["1", "2"])
        #expect(PreviewScreenList.stateNames(["A", "A"], count: 2) == ["1", "2"])
    }
}
