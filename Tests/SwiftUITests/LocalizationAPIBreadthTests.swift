import Foundation
@testable import SwiftUI
import Testing

private final class Anchor {}

/// Localized attributed strings and resources as apps make them, shown in a German render.
private struct Greeting: View {
    var body: some View {
        VStack {
            Text(AttributedString(localized: "welcome"))
            Text(AttributedString(localized: "Done", options: .applyReplacementIndexAttribute, including: \.swiftUI))
            Text(AttributedString(localized: "missing", defaultValue: "Nothing **here**"))
            Text(verbatim: String(localized: LocalizedStringResource("missing", defaultValue: "Fallback", bundle: .forClass(Anchor.self))))
            Text(verbatim: String(localized: LocalizedStringResource("Done", bundle: .atURL(URL(fileURLWithPath: "/tmp")))))
        }
        .accessibilityAction(named: Text("Archive")) {}
        .accessibilityAction { } label: { Label("Pin", systemImage: "pin") }
    }
}

@Suite struct LocalizationAPIBreadthTests {
    @MainActor @Test func localizedAttributedStringsAndResourcesAreLookedUpInTheRendersLocale() {
        let configuration = ScreenConfiguration(locale: LocaleIdentifier(language: "de"))
        let shown = ScreenLayout(localizer: PretendGermanCatalog()).layout(Greeting(), name: "greeting", in: configuration)
            .texts.map { $0.lines.map(\.text).joined(separator: " ") }
        // The translation's Markdown is read; a missing key shows the default value.
        #expect(shown == ["Willkommen zurück", "Fertig", "Nothing here", "Fallback", "Fertig"])
    }

    @Test func aResourceLeftAtTheCurrentLocaleFollowsTheRender() {
        let resource = LocalizedStringResource("Done", locale: .current)
        #expect(resource.overrideLocale == nil)
        #expect(resource.defaultValue == resource.localizationValue)
        #expect(LocalizedStringResource("Done", locale: Locale(identifier: "ja")).locale.identifier == "ja")
        #expect(LocalizedStringResource.BundleDescription.forClass(Anchor.self) == .forClass(Anchor.self))
    }

    @MainActor @Test func textKeepsItsTypeThroughSpeechModifiersSoItStillJoins() {
        let joined: Text = Text(verbatim: "Code: ") + Text(verbatim: "AB-4921").speechSpellsOutCharacters()
            + Text(verbatim: "!").accessibilityHeading(.h1)
        let shown = ScreenLayout().layout(joined, name: "code", in: ScreenConfiguration(device: .iPhone16)).texts
            .map { $0.lines.map(\.text).joined() }
        #expect(shown == ["Code: AB-4921!"])
    }

    @Test func markdownIntentsAndAnnouncementPriorityAreAttributes() {
        var string = AttributedString("Hi")
        string.inlinePresentationIntent = .stronglyEmphasized
        string.accessibilitySpeechAnnouncementPriority = .high
        #expect(string.inlinePresentationIntent == .stronglyEmphasized)
        #expect(string.runs.first?.accessibilitySpeechAnnouncementPriority == .high)
    }
}
