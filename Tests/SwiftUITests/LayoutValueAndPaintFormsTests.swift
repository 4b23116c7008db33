import SwiftUI
import Testing

/// A grid as a layout value, an image as a fill, scale effects along each axis and text-level
/// typesetting, as apps write them.
@MainActor
@Suite struct LayoutValueAndPaintFormsTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "forms", in: ScreenConfiguration(device: .iPhone16))
    }

    private func frame(of text: String, in screen: LaidOutScreen) -> Rect? {
        screen.allElements.first { $0.text == text }?.frame
    }

    @Test func aGridLayoutValueDrawsItsRowsAsAGrid() throws {
        let wide = true
        let layout = wide ? AnyLayout(GridLayout(horizontalSpacing: 12)) : AnyLayout(VStackLayout())
        let screen = self.layout(layout {
            GridRow { Text(verbatim: "Name"); Text(verbatim: "Ada") }
            GridRow { Text(verbatim: "Role"); Text(verbatim: "Engineer") }
        })
        let name = try #require(frame(of: "Name", in: screen)), ada = try #require(frame(of: "Ada", in: screen))
        let role = try #require(frame(of: "Role", in: screen))
        #expect(name.minY == ada.minY, "a row's cells side by side")
        #expect(ada.minX >= name.maxX + 12)
        #expect(role.minY > name.maxY, "the second row below the first")
    }

    @Test func anImagePaintIsAnUnknownColourSoNoContrastIsJudged() {
        let paint = ImagePaint(image: Image("paper"), scale: 0.5).paint
        #expect(paint.hasUnknownAsset)
        #expect(ImagePaint.image(Image("paper")).paint.hasUnknownAsset)
        let screen = layout(Rectangle().fill(ImagePaint(image: Image("paper"))).frame(height: 40).overlay(Text(verbatim: "Note")))
        #expect(frame(of: "Note", in: screen) != nil)
    }

    @Test func scaleEffectsAlongEachAxisLeaveTheLayoutAlone() throws {
        let plain = layout(Text(verbatim: "Mirror"))
        let mirrored = layout(Text(verbatim: "Mirror").scaleEffect(x: -1, y: 1).scaleEffect(CGSize(width: 2, height: 2), anchor: .top))
        #expect(try #require(frame(of: "Mirror", in: plain)) == (try #require(frame(of: "Mirror", in: mirrored))))
    }

    @Test func textLevelTypesettingKeepsATextForConcatenation() {
        let joined: Text = Text(verbatim: "日本").typesettingLanguage(Locale.Language(identifier: "ja")).textScale(.secondary) + Text(verbatim: " ok")
        #expect(layout(joined).allElements.contains { $0.text == "日本 ok" })
    }
}

/// iOS 17's fill-then-stroke shapes and a stepped slider with a label.
@MainActor
@Suite struct FilledAndStrokedShapesTests {
    @Test func aFilledCardIsStrokedOverItsFill() {
        let screen = ScreenLayout().layout(RoundedRectangle(cornerRadius: 12).fill(.background).strokeBorder(.green, lineWidth: 2)
            .frame(width: 100, height: 60), name: "card", in: ScreenConfiguration(device: .iPhone16))
        let fills = screen.allElements.filter { $0.frame.width == 100 && $0.frame.height == 60 }
        #expect(fills.count >= 2, "the fill and the border over it: \(fills.count)")
        let slider = ScreenLayout().layout(Slider(value: .constant(2.0), in: 0...10, step: 1) { Text(verbatim: "Columns") },
                                           name: "slider", in: ScreenConfiguration(device: .iPhone16))
        #expect(!slider.allElements.isEmpty)
    }
}
