import Foundation
import ScreenKit
import Testing
@testable import DoIt

/// Every text the fixed app looks up is in the catalogs of every language, and no interface
/// text is left unlocalized; the as-written app's hard-coded texts are exactly the book's bugs.
@Suite struct ScreenLocalizationTests {
    static let cases: [(screen: String, state: String)] = DoItScreens.all.flatMap { screen in
        screen.states.map { (screen.id, $0.id) }
    }

    @Test(arguments: DoItCatalogs.languages)
    func everyLookupOfTheFixedAppIsFoundInTheLanguage(locale: String) throws {
        for (screen, state) in Self.cases {
            let laidOut = try Rendering.layout(screen, state: state, locale: locale)
            for source in laidOut.texts.flatMap(\.sources) where source.origin == .localized {
                guard case .found(let found, _) = source.outcome else {
                    Issue.record("\(screen)/\(state) in \(locale): \"\(source.key ?? "")\" was \(source.outcome?.description ?? "not looked up")")
                    continue
                }
                #expect(found.language == locale, "\(screen)/\(state): \"\(source.key ?? "")\" came from \(found)")
            }
        }
    }

    /// Texts shown from a `String` value: user data must be verbatim in the fixed app, so any
    /// `Text(aString)` there would be a hard-coded interface string.
    @Test func theFixedAppPassesNoStringValueToText() throws {
        for (screen, state) in Self.cases {
            let laidOut = try Rendering.layout(screen, state: state, locale: "pl")
            let stringValues = laidOut.texts.flatMap(\.sources).filter { $0.origin == .stringValue }.map(\.text)
            #expect(stringValues.isEmpty, "\(screen)/\(state): \(stringValues)")
        }
    }

    @Test func theAsWrittenAppShowsTheBooksUntranslatedStringsInPolish() throws {
        var shown = Set<String>()
        for (screen, state) in Self.cases {
            let laidOut = try Rendering.layout(screen, state: state, variant: .asWritten, locale: "pl")
            shown.formUnion(laidOut.texts.flatMap(\.sources).filter { $0.origin == .stringValue }.map(\.text))
        }
        #expect(shown.isSuperset(of: ["High", "Title", "Priority", "Due Date", "Manual", "All Items"]))
    }

    @Test(arguments: ["en", "pl", "ar"])
    func everyButtonOfTheFixedAppHasALabel(locale: String) throws {
        for (screen, state) in Self.cases {
            let laidOut = try Rendering.layout(screen, state: state, locale: locale)
            for button in laidOut.buttons {
                // A form row wraps its picker (itself a labelled button) in a navigation link.
                let labels = ([button] + button.allElements.filter { $0.accessibility.traits.contains(.isButton) })
                    .compactMap(\.accessibility.label).filter { !$0.isEmpty }
                #expect(!labels.isEmpty, "\(screen)/\(state) in \(locale): a button with no label at \(button.frame)")
            }
        }
    }

    @Test func swatchesAndIconsAreNamedAndTheSelectionMarkedInTheFixedApp() throws {
        let laidOut = try Rendering.layout("list-editor", locale: "de")
        let labels = Set(laidOut.allElements.compactMap(\.accessibility.label))
        #expect(labels.isSuperset(of: ["Blau", "Rot", "Buch", "Einkaufswagen", "Aufzählungsliste"]))
        let selected = laidOut.allElements.filter { $0.accessibility.traits.contains(.isSelected) }.compactMap(\.accessibility.label)
        #expect(selected.sorted() == ["Blau", "Buch"])
        let asWritten = try Rendering.layout("list-editor", variant: .asWritten, locale: "de")
        #expect(asWritten.allElements.allSatisfy { !$0.accessibility.traits.contains(.isSelected) })
        #expect(!Set(asWritten.allElements.compactMap(\.accessibility.label)).contains("Blau"))
    }

    @Test(arguments: [("pl", "4 zadania", "24 zadania"), ("ar", "٤ مهام", "٢٤ مهمة"), ("he", "4 משימות", "24 משימות"), ("ja", "4件の項目", "24件の項目")])
    func headerCountsReadAsPlurals(locale: String, today: String, all: String) throws {
        let laidOut = try Rendering.layout("home", locale: locale)
        let labels = laidOut.allElements.compactMap(\.accessibility.label)
        #expect(labels.contains(today), "\(labels)")
        #expect(labels.contains(all), "\(labels)")
    }
}
