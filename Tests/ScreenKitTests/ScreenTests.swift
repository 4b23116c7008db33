import Foundation
import Testing
@testable import ScreenKit

@Suite struct ScreenTests {
    func detail(_ size: ContentSizeCategory, locale: LocaleIdentifier = "en-US") -> LaidOutScreen {
        ScreenLayout().layout(NavigationView(pushedFrom: Text("To-Do Items")) { DetailSample() }, name: "detail",
                              in: ScreenConfiguration(device: .iPhone11, locale: locale, sizeCategory: size))
    }

    /// DESIGN.md's fidelity target: the title takes 1 line at xSmall, 2 at xxxLarge, 3 at AX5 in
    /// the 382 pt an iPhone 11 leaves inside 16 pt padding.
    @Test(arguments: [(ContentSizeCategory.extraSmall, 1), (.extraExtraExtraLarge, 2), (.accessibilityExtraExtraExtraLarge, 3)])
    func detailTitleLinesFollowTheBook(size: ContentSizeCategory, lines: Int) throws {
        let title = try #require(textElement(detail(size), "Complete SwiftUI book sample"))
        #expect(title.lines.count == lines)
        #expect(title.frame.minX == 16)
        #expect(!title.isTruncated)
    }

    @Test func backButtonAndBarItemsAreMirroredInArabic() throws {
        let english = detail(.large)
        let arabic = detail(.large, locale: "ar")
        let backEnglish = try #require(english.allElements.first { $0.kind == .backButton })
        let backArabic = try #require(arabic.allElements.first { $0.kind == .backButton })
        #expect(backEnglish.frame.minX < 207 && backArabic.frame.minX > 207)
        let chevron = try #require(arabic.allElements.first { $0.symbol?.name == "chevron.backward" }?.symbol)
        #expect(chevron.isMirrored && chevron.glyph == "›")
        let title = try #require(textElement(arabic, "Complete SwiftUI book sample"))
        #expect(abs(title.frame.maxX - (414 - 16)) < 0.01)
    }

    @Test func headerBackgroundIgnoresTheTopSafeArea() throws {
        let screen = detail(.large)
        let header = try #require(screen.allElements.first { $0.kind == .rectangle && $0.role == .background })
        #expect(header.frame.minY == 0)
    }

    @Test func fixedHeightHeaderCutsItsTextAtAccessibilitySizes() {
        let small = ScreenLayout().layout(FixedHeaderSample(), name: "fixed", in: ScreenConfiguration(sizeCategory: .large))
        let huge = ScreenLayout().layout(FixedHeaderSample(), name: "fixed", in: ScreenConfiguration(sizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(small.texts.allSatisfy { !$0.isTruncated && !$0.isClipped })
        #expect(huge.texts.contains { $0.isTruncated || $0.isClipped })
    }

    @Test func textsRecordHowTheyWereLookedUp() throws {
        let localizer = DictionaryLocalizer(tables: ["pl": ["Done": "Gotowe", "Editing: %@": "Edycja: %@"], "en": ["Back up": "Back up"]])
        let screen = laidOut(VStack {
            Text("Done")
            Text("Editing: \("Milk")")
            Text("Back up")
            Text("Nowhere")
            Text(verbatim: "Verbatim")
            Text("A string value" as String)
        }, height: 400, locale: "pl", localizer: localizer)
        #expect(textElement(screen, "Gotowe")?.sources.first?.outcome == .found(locale: "pl", source: "pl.lproj/Localizable.strings"))
        #expect(textElement(screen, "Edycja: Milk")?.sources.first?.key == "Editing: %@")
        #expect(textElement(screen, "Back up")?.sources.first?.outcome == .fellBack(locale: "en", source: nil))
        #expect(textElement(screen, "Nowhere")?.sources.first?.outcome == .missing)
        #expect(textElement(screen, "Verbatim")?.sources.first?.origin == .verbatim)
        #expect(textElement(screen, "A string value")?.sources.first?.origin == .stringValue)
        #expect(textElement(screen, "A string value")?.sources.first?.outcome == nil)
    }

    @Test func environmentReachesViewsThroughTheProperty() throws {
        struct Probe: View {
            @Environment(\.sizeCategory) var category
            var body: some View { Text(verbatim: category.shortName) }
        }
        #expect(textElement(laidOut(Probe(), size: .accessibilityLarge), "AX2") != nil)
        #expect(textElement(laidOut(Probe().environment(\.sizeCategory, .small)), "S") != nil)
    }

    @Test func accessibilityLabelsComeFromExplicitLabelsThenText() throws {
        let screen = laidOut(VStack {
            Button(action: {}) { Image(systemName: "info.circle") }
            Button(action: {}) { Image(systemName: "plus.circle.fill") }.accessibility(label: Text("Add New List"))
            Button("Cancel") {}
            Text(verbatim: "Secret").accessibilityHidden(true)
        }, height: 400)
        let buttons = screen.allElements.filter { $0.kind == .button }
        #expect(buttons.map(\.accessibility.label) == [nil, "Add New List", "Cancel"])
        #expect(buttons.allSatisfy { $0.accessibility.traits.contains(.isButton) })
        let tree = AccessibilityTree(screen)
        #expect(tree.elements.map(\.label) == [nil, "Add New List", "Cancel"])
    }

    @Test func listRowsAreAtLeast44PointsWithChevronsForLinks() throws {
        let screen = ScreenLayout().layout(NavigationView {
            List {
                NavigationLink(destination: EmptyView()) { Text("All Items") }
                Text(verbatim: "Plain row")
            }
            .navigationBarTitle("Lists")
        }, name: "home")
        let rows = screen.allElements.filter { $0.kind == .row }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.frame.height >= 44 })
        #expect(rows[0].allElements.contains { $0.symbol?.name == "chevron.forward" })
        #expect(!rows[1].allElements.contains { $0.symbol != nil })
        let title = try #require(textElement(screen, "Lists"))
        #expect(title.font?.pointSize == 34)
    }

    @Test(arguments: [true, false])
    func anInlineDisplayModeHoldsWhicheverModifierIsOutside(modeInside: Bool) throws {
        let list = List { Text(verbatim: "Row") }
        let screen = modeInside
            ? ScreenLayout().layout(NavigationView { list.navigationBarTitleDisplayMode(.inline).navigationTitle("Settings") }, name: "s")
            : ScreenLayout().layout(NavigationView { list.navigationTitle("Settings").navigationBarTitleDisplayMode(.inline) }, name: "s")
        let title = try #require(textElement(screen, "Settings"))
        #expect(title.font?.pointSize == 17)
    }

    @Test func presentationsShowOverTheScreen() {
        struct Row: View {
            @State var showAlert = true
            var body: some View {
                Text("Row").alert(isPresented: $showAlert) { Alert(title: Text("Complete!"), message: Text("This will work soon, honest.")) }
            }
        }
        let screen = ScreenLayout().layout(name: "row") { Row() }
        let alert = screen.root.children.last
        #expect(alert?.kind == .alert)
        #expect(alert?.allElements.contains { $0.text == "Complete!" } == true)
        #expect(alert?.allElements.contains { $0.text == "OK" && $0.sources.first?.origin == .system } == true)
        #expect(AccessibilityTree(screen).elements.first?.label == "Complete!")
    }

    @Test func renderingsAreDeterministic() {
        let first = detail(.accessibilityMedium, locale: "ar")
        let second = detail(.accessibilityMedium, locale: "ar")
        for format in RenderFormat.allCases {
            #expect(first.rendered(as: format) == second.rendered(as: format))
        }
    }

    @Test func textRenderingHasAHeaderAndTheTextWhereItLies() {
        let text = detail(.large).rendered(as: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "detail · iPhone 11 · en-US · L · light")
        #expect(lines.contains { $0.contains("Complete SwiftUI book") })
        #expect(lines.contains { $0.contains("‹") && $0.contains("To-Do Items") })
        let widths = Set(lines.dropFirst().filter { !$0.isEmpty }.map(\.count))
        #expect(widths.count == 1, "every grid line has the same width")
    }

    @Test func jsonRenderingParsesWithTheDocumentedKeys() throws {
        let json = detail(.large).rendered(as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        for key in ["kind", "frame", "truncated", "clipped", "label", "traits", "children"] {
            #expect(root[key] != nil, "missing \(key)")
        }
        #expect(json.contains("\"lines\": [\"Complete SwiftUI book\", \"sample\"]") || json.contains("\"lines\": [\"Complete SwiftUI\""))
    }

    @Test func svgRenderingUsesTheSchemeColors() {
        let light = detail(.large).rendered(as: .svg)
        let dark = ScreenLayout().layout(NavigationView { DetailSample() }, name: "detail",
                                         in: ScreenConfiguration(colorScheme: .dark)).rendered(as: .svg)
        #expect(light.hasPrefix("<svg") && light.contains("#007AFF"))
        #expect(dark.contains("#0A84FF"))
    }
}
