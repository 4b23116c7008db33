import Foundation
import Testing
@testable import PreviewScreens

/// Views the app's code shows only on another platform are found from the app's files and their
/// copies as compiled for iOS, and a preview showing one names it.
@Suite struct PlatformOnlyViewsTests {
    /// The app's file as written, and as the iOS rewrite leaves it (the macOS branch blanked).
    private static let written = """
        struct RefreshButton: View {
            var body: some View { Button("Refresh") {} }
        }
        struct Row: View { var body: some View { Text("Row") } }
        struct Unused: View { var body: some View { Text("Unused") } }
        struct Toolbar: View {
            var body: some View {
                HStack {
                    Row()
                    #if os(macOS)
                    RefreshButton()
                    #endif
                }
            }
        }
        struct RefreshButton_Previews: PreviewProvider {
            static var previews: some View { RefreshButton() }
        }
        #Preview("Row") { Row() }
        #Preview("Toolbar") { NavigationStack { Toolbar() } }
        """

    private static var compiled: String {
        written.replacingOccurrences(of: "#if os(macOS)\n            RefreshButton()\n            #endif", with: "\n\n")
    }

    private static func folders() throws -> (app: String, copy: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("platform-only-\(UUID().uuidString)")
        for (folder, text) in [("app", written), ("copy", compiled)] {
            let views = base.appendingPathComponent(folder).appendingPathComponent("Views")
            try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: views.appendingPathComponent("Toolbar.swift"))
        }
        return (base.appendingPathComponent("app").path, base.appendingPathComponent("copy").path)
    }

    @Test func aViewUsedOnlyInAMacBranchIsPlatformOnly() throws {
        #expect(Self.compiled != Self.written)
        let (app, copy) = try Self.folders()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        let found = PlatformOnlyViews.read(appFolder: app, compiledCopy: copy)
        #expect(found.names == ["RefreshButton"])
        #expect(found.declared.isSuperset(of: ["RefreshButton", "Row", "Unused", "Toolbar"]))
    }

    @Test func aPreviewIsNamedByTheFirstOfTheAppsViewsItShows() throws {
        let (app, copy) = try Self.folders()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        let found = PlatformOnlyViews.read(appFolder: app, compiledCopy: copy)
        let file = app + "/Views/Toolbar.swift"
        #expect(found.subject(ofPreviewAt: file, line: 16) == "RefreshButton")
        #expect(found.subject(ofPreviewAt: file, line: 19) == nil)
        #expect(found.subject(ofPreviewAt: file, line: 20) == nil, "Toolbar is shown on iOS")
        #expect(found.subject(ofPreviewAt: file, line: 0) == nil)
        #expect(found.subject(ofPreviewAt: file + ".missing", line: 16) == nil)
    }
}
