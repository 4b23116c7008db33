import Testing
@testable import ScreenKit

/// Views record where they were written, so a finding can name the app's line; views ScreenKit
/// builds itself (a list row's chevron) do not claim a line of their own.
@Suite struct SourceLocationTests {
    @Test func textsImagesAndControlsRecordTheirLine() throws {
        let textLine = #line + 3
        let screen = laidOut(
            VStack {
                Text("Hello")
                Image(systemName: "star")
                Button("Tap") {}
                Toggle("On", isOn: .constant(true))
            }, width: 300, height: 300)
        let text = try #require(textElement(screen, "Hello"))
        #expect(text.sourceLocation?.line == textLine)
        #expect(text.sourceLocation?.file == #filePath)
        let image = try #require(screen.allElements.first { $0.kind == .image })
        #expect(image.sourceLocation?.line == textLine + 1)
        let button = try #require(screen.allElements.first { $0.kind == .button })
        #expect(button.sourceLocation?.line == textLine + 2)
        let toggle = try #require(screen.allElements.first { $0.kind == .toggle })
        #expect(toggle.sourceLocation?.line == textLine + 3)
    }

    @Test func aConcatenationTakesItsFirstPartsLineAndModifiersKeepIt() throws {
        let line = #line + 1
        let screen = laidOut((Text("A") + Text(verbatim: "B")).bold().padding().background(Color.red), width: 300, height: 200)
        let text = try #require(screen.texts.first)
        #expect(text.sourceLocation?.line == line)
    }

    @Test func aListsOwnChevronHasNoLineOfItsOwn() throws {
        let screen = laidOut(NavigationView { List { NavigationLink("Row", destination: EmptyView()) } }, width: 300, height: 300)
        let chevrons = screen.allElements.filter { $0.kind == .image }
        try #require(!chevrons.isEmpty)
        #expect(chevrons.allSatisfy { $0.sourceLocation == nil })
        let link = try #require(screen.allElements.first { $0.kind == .navigationLink })
        #expect(link.sourceLocation?.file == #filePath)
    }

    @Test func locationsCompareByFileAndLine() {
        let here = ViewSourceLocation()
        #expect(here == here)
        #expect(here != ViewSourceLocation(line: UInt(here.line + 1)))
        #expect(Set([here, here]).count == 1)
        #expect(!here.isInsideLibrary)
        #expect(here.description == "\(#filePath):\(here.line)")
    }
}
