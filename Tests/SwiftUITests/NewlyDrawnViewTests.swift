import SwiftUI
import Testing

private struct Folder: Identifiable {
    let id: Int
    let name: String
    var children: [Folder]?
}

/// Views that were declared unavailable are drawn: a canvas's texts, the calendar pickers, the
/// system's paste and rename buttons, outlines and mesh gradients.
@Suite struct NewlyDrawnViewTests {
    private func screen(_ view: some View, locale: String = "en") -> LaidOutScreen {
        ScreenLayout().layout(view, name: "drawn", in: ScreenConfiguration(device: .iPhoneSE, locale: LocaleIdentifier(language: locale)))
    }

    @Test func aCanvasDrawsItsTextWhereTheRendererPutIt() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
            context.translateBy(x: 10, y: 0)
            context.draw(Text(verbatim: "Corner"), at: CGPoint(x: 0, y: 20), anchor: .topLeading)
            context.draw(Text(verbatim: "Centre"), at: CGPoint(x: size.width / 2 - 10, y: size.height / 2))
        }
        .frame(width: 200, height: 100)
        let laidOut = screen(canvas)
        let frame = try #require(laidOut.allElements.first { $0.frame.size == Size(width: 200, height: 100) }?.frame)
        let corner = try #require(laidOut.texts.first { $0.text == "Corner" })
        let centre = try #require(laidOut.texts.first { $0.text == "Centre" })
        #expect(corner.frame.minX == frame.minX + 10 && corner.frame.minY == frame.minY + 20)
        let centreX = centre.frame.minX + centre.frame.width / 2, centreY = centre.frame.minY + centre.frame.height / 2
        #expect(Swift.abs(centreX - (frame.minX + 100)) < 0.01 && Swift.abs(centreY - (frame.minY + 50)) < 0.01)
        #expect(corner.accessibility.isHidden, "a canvas's pixels are not read by VoiceOver")
    }

    @Test func aMultiDatePickerShowsTheMonthInTheLocale() {
        let picker = MultiDatePicker("Days", selection: .constant([]))
        let german = screen(picker, locale: "de").texts.compactMap(\.text)
        let english = screen(picker, locale: "en").texts.compactMap(\.text)
        #expect(german.contains("Mai 2026"), "\(german)")
        #expect(english.contains("May 2026"), "\(english)")
        #expect(german.count >= 8, "the month and the seven weekdays")
    }

    @Test func aGraphicalDatePickerIsACalendarTallerThanARow() throws {
        let row = screen(DatePicker("Due", selection: .constant(FixedClock.referenceDate)))
        let calendar = screen(DatePicker("Due", selection: .constant(FixedClock.referenceDate)).datePickerStyle(.graphical))
        let rowHeight = try #require(row.allElements.first { $0.kind == .datePicker }?.frame.height)
        let calendarHeight = try #require(calendar.allElements.first { $0.kind == .datePicker }?.frame.height)
        #expect(calendarHeight > 5 * rowHeight)
    }

    @Test func thePasteAndRenameButtonsUseTheSystemsWords() throws {
        let view = HStack { PasteButton(payloadType: String.self) { _ in }; RenameButton() }
        let texts = screen(view, locale: "de").texts
        #expect(texts.compactMap(\.text) == ["Einsetzen", "Umbenennen"])
        #expect(texts.allSatisfy { $0.sources.allSatisfy { $0.origin == .system } })
        #expect(screen(view).allElements.filter { $0.kind == .button }.count == 2)
    }

    @Test func anOutlineShowsItsTopLevelRowsCollapsed() {
        let folders = [Folder(id: 1, name: "Work", children: [Folder(id: 2, name: "Reports")]), Folder(id: 3, name: "Home")]
        let texts = screen(List(folders, children: \.children) { Text(verbatim: $0.name) }).texts.compactMap(\.text)
        #expect(texts == ["Work", "Home"])
    }

    @Test func aMeshGradientFillsWithItsColours() throws {
        let mesh = MeshGradient(width: 2, height: 1, points: [[0, 0], [1, 0]], colors: [.red, .blue]).frame(width: 50, height: 50)
        let element = try #require(screen(mesh).allElements.first { $0.frame.size == Size(width: 50, height: 50) })
        #expect(element.kind == .gradient)
    }
}

/// A container of the app's own built with `Group(subviews:transform:)`, as iOS 18 apps write one.
private struct Numbered<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack {
                ForEach(subviews) { subview in
                    HStack { Text(verbatim: "\(subview.id + 1).") ; subview }
                }
                Text(verbatim: "\(subviews.count) items")
            }
        }
    }
}

/// A container of the app's own built with `ForEach(subviews:content:)`: each subview bulleted.
private struct Bulleted<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(subviews: content) { subview in
                HStack { Text(verbatim: "•"); subview }
            }
        }
    }
}

@MainActor @Suite struct SubviewsGroupTests {
    @Test func aForEachOfSubviewsMakesAViewOfEach() {
        let view = Bulleted { Text(verbatim: "Milk"); Text(verbatim: "Bread") }
        let texts = ScreenLayout().layout(view, name: "subviews", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
        #expect(texts == ["•", "Milk", "•", "Bread"])
    }

    @Test func aContainerArrangesTheSubviewsOfItsContent() {
        let view = Numbered { Text(verbatim: "Milk"); Text(verbatim: "Bread") }
        let texts = ScreenLayout().layout(view, name: "subviews", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
        #expect(texts == ["1.", "Milk", "2.", "Bread", "2 items"])
        let shapes = ScreenLayout().layout(Circle().fill(.blue).stroke(.red, lineWidth: 2).clipShape(.ellipse).frame(width: 20, height: 20),
                                           name: "shape", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(shapes.allElements.contains { $0.frame.size == Size(width: 20, height: 20) })
    }
}
