import SwiftUI
import Testing

/// A shared context of sample names, counted so a test can see it is made once.
@MainActor private final class SampleNames {
    static var made = 0
    let names: [String]
    init(_ names: [String]) { self.names = names }
}

private struct NameList: View {
    @Environment(\.previewNames) private var names
    var body: some View { VStack { ForEach(names, id: \.self) { Text(verbatim: $0) } } }
}

private struct PreviewNamesKey: EnvironmentKey {
    static let defaultValue: [String] = []
}

extension EnvironmentValues {
    fileprivate var previewNames: [String] {
        get { self[PreviewNamesKey.self] }
        set { self[PreviewNamesKey.self] = newValue }
    }
}

private struct SampleNamesModifier: PreviewModifier {
    static func makeSharedContext() async throws -> SampleNames {
        SampleNames.made += 1
        return SampleNames(["Lisbon", "Kraków"])
    }

    func body(content: Content, context: SampleNames) -> some View {
        content.environment(\.previewNames, context.names)
    }
}

private struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the sample server is unreachable" }
}

private struct FailingModifier: PreviewModifier {
    static func makeSharedContext() async throws -> Int { throw Unreachable() }
    func body(content: Content, context: Int) -> some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor fileprivate static var sampleNames: Self = .modifier(SampleNamesModifier())
}

#Preview("Sample names", traits: .sampleNames, .sizeThatFitsLayout) { NameList() }
#Preview("Sample names again", traits: .modifier(SampleNamesModifier())) { NameList() }
#Preview("Failing modifier", traits: .modifier(FailingModifier())) { NameList() }

@MainActor
@Suite struct PreviewModifierProtocolTests {
    private func record(_ name: String) throws -> PreviewRecord {
        try #require(Previews.all.first { $0.fileID == "SwiftUITests/PreviewModifierTests.swift" && $0.name == name })
    }

    private func texts(_ record: PreviewRecord) -> [String] {
        ScreenLayout().layout(record.makeView(), name: "modified").texts.map { $0.lines.map(\.text).joined() }
    }

    @Test func recordsNameTraitsAsWrittenAndKeepTheirValues() throws {
        let sample = try record("Sample names")
        #expect(sample.traits.map(\.name) == ["sampleNames", "sizeThatFitsLayout"])
        #expect(sample.traits.contains(.sizeThatFitsLayout))
        let values = try #require(sample.makeTraits?())
        #expect(values.map(\.name) == ["modifier(SampleNamesModifier)", "sizeThatFitsLayout"])
    }

    @Test func aModifierWrapsThePreviewInItsSharedContextMadeOncePerType() async throws {
        let records = try [record("Sample names"), record("Sample names again")]
        await PreviewModifiers.prepare(records)
        await PreviewModifiers.prepare(records)
        #expect(SampleNames.made == 1)
        for record in records {
            #expect(texts(record) == ["Lisbon", "Kraków"])
        }
    }

    @Test func aContextThatCannotBeMadeLeavesAViewSayingWhy() async throws {
        let failing = try record("Failing modifier")
        await PreviewModifiers.prepare([failing])
        let screen = ScreenLayout().layout(failing.makeView(), name: "failing")
        #expect(screen.unsettled == ["the preview modifier FailingModifier could not make its context: the sample server is unreachable"])
    }
}
