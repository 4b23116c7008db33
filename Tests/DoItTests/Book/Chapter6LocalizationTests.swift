import Foundation
import ScreenKit
import Testing
@testable import DoIt

/// Chapter 6's localization bugs: in Polish and Arabic the as-written screens show English where
/// a `String` was passed, and the fixed ones show the translation; Arabic is mirrored.
@Suite struct Chapter6LocalizationTests {
    @Test(arguments: [("pl", "Wysoki"), ("ar", "عالية"), ("de", "Hoch"), ("ja", "高"), ("he", "גבוהה")])
    func thePriorityIsLocalizedOnlyInTheFixedApp(locale: String, high: String) throws {
        let asWritten = try Rendering.layout("detail", variant: .asWritten, locale: locale)
        let priority = try #require(asWritten.texts.first { $0.sources.contains { $0.key == "Priority: " } })
        #expect(priority.text?.hasSuffix("High") == true, "\(priority.text ?? "")")
        #expect(priority.sources.last?.origin == .stringValue)

        let fixed = try Rendering.layout("detail", locale: locale)
        let translated = try #require(fixed.texts.first { $0.sources.contains { $0.key == "Priority: " } })
        #expect(translated.text?.hasSuffix(high) == true, "\(translated.text ?? "")")
        #expect(translated.sources.last?.key == "High")
    }

    @Test(arguments: [("pl", ["Tytuł", "Priorytet", "Termin", "Ręcznie"]), ("ar", ["العنوان", "الأولوية", "تاريخ الاستحقاق", "يدوي"])])
    func sortOptionsAreLocalizedOnlyInTheFixedApp(locale: String, options: [String]) throws {
        let asWritten = try Rendering.layout("list", state: "sort-sheet", variant: .asWritten, locale: locale)
        for english in SortOption.allCases.map(\.rawValue) {
            #expect(!asWritten.texts(showing: english).isEmpty, "\(english) missing from the as-written sheet")
        }
        let fixed = try Rendering.layout("list", state: "sort-sheet", locale: locale)
        for option in options {
            #expect(!fixed.texts(showing: option).isEmpty, "\(option) missing from the fixed sheet")
        }
        #expect(SortOption.allCases.allSatisfy { fixed.texts(showing: $0.rawValue).isEmpty })
    }

    @Test(arguments: [("pl", "Wszystkie zadania"), ("ar", "كل المهام")])
    func allItemsIsLocalizedOnlyInTheFixedApp(locale: String, allItems: String) throws {
        let asWritten = try Rendering.layout("list", state: "all-items", variant: .asWritten, locale: locale)
        #expect(asWritten.texts(showing: "All Items").first?.sources.first?.origin == .stringValue)
        let fixed = try Rendering.layout("list", state: "all-items", locale: locale)
        #expect(!fixed.texts(showing: allItems).isEmpty)
    }

    @Test(arguments: ["en", "pl", "ar"])
    func theInfoButtonIsLabelledOnlyInTheFixedApp(locale: String) throws {
        let info: (LaidOutScreen) -> [Element] = { screen in
            screen.allElements.filter { element in element.children.contains { $0.symbol?.name == "info.circle" } || element.symbol?.name == "info.circle" }
        }
        let asWritten = try Rendering.layout("list", variant: .asWritten, locale: locale)
        #expect(!info(asWritten).isEmpty)
        #expect(info(asWritten).allSatisfy { !$0.accessibility.hasExplicitLabel })
        let fixed = try Rendering.layout("list", locale: locale)
        #expect(info(fixed).contains { $0.accessibility.hasExplicitLabel && !($0.accessibility.label ?? "").isEmpty })
    }

    @Test func arabicIsLaidOutRightToLeft() throws {
        let screen = try Rendering.layout("detail", locale: "ar")
        #expect(screen.root.layoutDirection == .rightToLeft)
        let title = try #require(screen.texts(showing: Chapter6LayoutTests.title).first)
        let width = screen.configuration.device.size.width
        #expect(title.frame.maxX > width - 40, "the title is not on the right: \(title.frame)")
        #expect(title.frame.minX > 16)
        let english = try Rendering.layout("detail", locale: "en")
        let englishTitle = try #require(english.texts(showing: Chapter6LayoutTests.title).first)
        #expect(englishTitle.frame.minX < 40)
    }

    @Test func arabicFlipsTheChevrons() throws {
        for (locale, mirrored) in [("ar", true), ("en", false)] {
            let screen = try Rendering.layout("list", locale: locale)
            let chevrons = screen.allElements.compactMap(\.symbol).filter { $0.name.hasPrefix("chevron") }
            #expect(!chevrons.isEmpty)
            #expect(chevrons.allSatisfy { $0.isMirrored == mirrored }, "\(locale): \(chevrons)")
        }
    }
}
