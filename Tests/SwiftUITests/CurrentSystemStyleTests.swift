import SwiftUI
import Testing

/// Lists, pickers and bar items drawn as current iOS draws them in the previews of SwiftUI views:
/// inset grouped sections on cards with rounded corners, menu pickers, icon-only bar labels.
@MainActor
@Suite struct CurrentSystemStyleTests {
    private func layout(_ view: some View, asPreview: Bool = true, device: Device = .iPhoneSE) -> LaidOutScreen {
        let shown = asPreview ? PreviewRecord.erase { view } : AnyView(view)
        return ScreenLayout().layout(shown, name: "screen", in: ScreenConfiguration(device: device))
    }

    @Test(arguments: [(Device.iPhoneSE, 16.0), (Device.iPhone16ProMax, 20.0)])
    func anInsetGroupedSectionIsACardInsetByTheMargin(device: Device, margin: Double) throws {
        let screen = layout(List { Section(header: Text("Name")) { Text("Groceries"); Text("Chores") } }.listStyle(.insetGrouped),
                            asPreview: false, device: device)
        let section = try #require(screen.allElements.first { $0.kind == .section })
        #expect(section.frame.minX == margin)
        #expect(section.frame.width == device.size.width - 2 * margin)
        let card = try #require(section.allElements.first { $0.kind == .roundedRectangle })
        #expect(card.frame == section.frame)
        #expect(card.outline == .roundedRectangle(cornerRadius: 10))
        let row = try #require(screen.texts.first { $0.text == "Groceries" })
        let header = try #require(screen.texts.first { $0.text == "Name" })
        #expect(row.frame.minX == 2 * margin)
        #expect(header.frame.minX == 2 * margin)
        // One separator between the two rows, none under the last.
        #expect(section.allElements.filter { $0.kind == .divider }.count == 1)
        // The SVG draws the card with its rounded corners, in the grouped cell color.
        let svgCard = screen.rendered(as: .svg).split(separator: "\n").first { $0.contains("rx=\"10\"") }
        #expect(svgCard?.hasPrefix("<rect x=\"\(Int(margin))\" ") == true)
        #expect(svgCard?.contains(" width=\"\(Int(device.size.width - 2 * margin))\" ") == true)
        #expect(svgCard?.hasSuffix("rx=\"10\" fill=\"#FFFFFF\"/>") == true)
    }

    @Test func aFormOrListInAPreviewIsInsetGroupedAndOneOfScreenKitsOwnIsNot() throws {
        for list in [AnyView(Form { Text("Groceries") }), AnyView(List { Text("Groceries") })] {
            let preview = try #require(layout(list).texts.first { $0.text == "Groceries" })
            #expect(preview.frame.minX == 32)
            let own = layout(list, asPreview: false)
            #expect(try #require(own.texts.first { $0.text == "Groceries" }).frame.minX == 16)
            #expect(!own.allElements.contains { $0.kind == .roundedRectangle })
        }
        // A style the app names is drawn as named.
        let plain = layout(List { Text("Groceries") }.listStyle(.plain))
        #expect(try #require(plain.texts.first { $0.text == "Groceries" }).frame.minX == 16)
    }

    @Test func aMenuPickersSelectionGoesUnderItsLabelAtAccessibilitySizes() throws {
        let form = Form { Picker("Status", selection: .constant(1)) { Text(verbatim: "All products").tag(1) } }
        for (size, stacked) in [(ContentSizeCategory.large, false), (.accessibilityExtraLarge, true)] {
            let view = PreviewRecord.erase { form }
            let screen = ScreenLayout().layout(view, name: "picker", in: ScreenConfiguration(device: .iPhoneSE, sizeCategory: size))
            let label = try #require(screen.allElements.first { $0.text == "Status" })
            let value = try #require(screen.allElements.first { $0.text == "All products" })
            #expect((value.frame.minY >= label.frame.maxY - 0.5) == stacked, "\(size): \(label.frame) \(value.frame)")
            #expect(!value.isTruncated && !label.isTruncated)
        }
    }

    @Test func aPickerInAFormPreviewIsAMenuWithItsSelectionAndAnUpDownChevron() throws {
        let picker = Form {
            Picker("Sort", selection: .constant(1)) {
                Text("Name").tag(1)
                Text("Date").tag(2)
            }
        }
        let screen = layout(picker)
        #expect(screen.allElements.contains { $0.symbol?.name == "chevron.up.chevron.down" })
        #expect(!screen.allElements.contains { $0.kind == .navigationLink })
        #expect(screen.texts.compactMap(\.text) == ["Sort", "Name"])
        let own = layout(picker, asPreview: false)
        #expect(own.allElements.contains { $0.kind == .navigationLink })
        #expect(!own.allElements.contains { $0.symbol?.name == "chevron.up.chevron.down" })
    }

    @Test func aLabelInTheToolbarShowsItsIconAndKeepsItsTitleForVoiceOver() throws {
        let screen = layout(NavigationStack {
            Text("Groceries")
                .toolbar {
                    Button {} label: { Label("Add", systemImage: "plus") }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
        })
        let bar = try #require(screen.allElements.first { $0.kind == .navigationBar })
        #expect(bar.allElements.contains { $0.symbol?.name == "plus" })
        #expect(bar.allElements.filter { $0.kind == .text }.compactMap(\.text) == ["Done"])
        let tree = screen.accessibilityTree
        #expect(tree.elements.contains { $0.kind == .button && $0.label == "Add" })
        // The confirming item is semibold, as UIKit draws a bar's done item; others are regular.
        #expect(bar.allElements.first { $0.text == "Done" }?.font?.weight == .semibold)
        let plain = layout(NavigationStack { Text("Groceries").toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") {} } } })
        #expect(plain.allElements.first { $0.text == "Edit" }?.font?.weight == .regular)
    }

    @Test func aGroupedSectionHeaderIsInCapitalsInTheLocalesRulesUnlessTheAppSetsTheCase() throws {
        func header(_ view: some View, asPreview: Bool = true, locale: LocaleIdentifier = "en") -> [String] {
            let shown = asPreview ? PreviewRecord.erase { view } : AnyView(view)
            return ScreenLayout().layout(shown, name: "s", in: ScreenConfiguration(device: .iPhoneSE, locale: locale))
                .allElements.filter { $0.kind == .sectionHeader || $0.kind == .sectionFooter }.flatMap(\.allElements).compactMap(\.text)
        }
        let form = Form { Section { Text(verbatim: "Row") } header: { Text(verbatim: "Ayarlar istasyon") } footer: { Text(verbatim: "Footer") } }
        #expect(header(form) == ["AYARLAR ISTASYON", "Footer"])
        #expect(header(form, locale: "tr") == ["AYARLAR İSTASYON", "Footer"])
        #expect(header(form, asPreview: false) == ["Ayarlar istasyon", "Footer"])
        let asWritten = Form { Section { Text(verbatim: "Row") } header: { Text(verbatim: "Ayarlar").textCase(nil) } }
        #expect(header(asWritten) == ["Ayarlar"])
        #expect(header(Form { Section { Text(verbatim: "Row") } header: { Text(verbatim: "Ayarlar") } }.textCase(nil)) == ["Ayarlar"])
        #expect(header(List { Section { Text(verbatim: "Row") } header: { Text(verbatim: "Ayarlar") } }.listStyle(.plain)) == ["Ayarlar"])
    }
}
