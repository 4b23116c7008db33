import SwiftUI
import Testing

private struct Greeting: View {
    var name: String
    var body: some View { Text("Hello \(name)") }
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    Greeting(name: "Ada")
}

#Preview {
    @Previewable @State var name = "Grace"
    Greeting(name: name)
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "Provider")
    }
}

@MainActor
@Suite struct PreviewDiscoveryTests {
    private var ours: [PreviewRecord] {
        Previews.all.filter { $0.fileID.hasPrefix("SwiftUITests/") }
    }

    @Test func previewMacrosBecomeRecordsWithNameFileLineAndTraits() throws {
        let named = try #require(ours.first { $0.name == "Greeting" })
        #expect(named.fileID == "SwiftUITests/PreviewDiscoveryTests.swift")
        #expect(named.filePath.hasSuffix("Tests/SwiftUITests/PreviewDiscoveryTests.swift"))
        #expect(named.line == 9)
        #expect(named.traits == [.sizeThatFitsLayout])
        let unnamed = try #require(ours.first { $0.line == 13 })
        #expect(unnamed.name == nil)
        #expect(unnamed.displayName == "PreviewDiscoveryTests.swift:13")
    }

    @Test func previewProvidersAreFoundByType() throws {
        let provider = try #require(ours.first { $0.name == "Greeting_Previews" })
        let screen = ScreenLayout().layout(provider.makeView(), name: "provider")
        #expect(screen.texts.map { $0.lines.map(\.text).joined() } == ["Hello Provider"])
    }

    @Test func previewBodiesBuildTheirViews() throws {
        let unnamed = try #require(ours.first { $0.line == 13 })
        let screen = ScreenLayout().layout(unnamed.makeView(), name: "unnamed")
        #expect(screen.texts.map { $0.lines.map(\.text).joined() } == ["Hello Grace"])
    }
}
