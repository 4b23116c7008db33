import Foundation
import SwiftUI
import Testing

/// Views drawn as iOS draws them: placeholders, system control fonts, labels read by their
/// titles, unknown symbols named, dates in the render's locale at the fixed instant.
@Suite struct DrawingFidelityTests {
    private func layout(_ view: some View, locale: LocaleIdentifier = "en", device: Device = .iPhoneSE) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "fidelity", in: ScreenConfiguration(device: device, locale: locale))
    }

    @Test func anEmptyFieldShowsItsPromptOnOneLineCutShort() throws {
        let prompt = Text(verbatim: "A placeholder long enough that it would wrap onto a second line on a small phone")
        let screen = layout(Form { TextField("Title", text: .constant(""), prompt: prompt) })
        let shown = try #require(screen.allElements.first { $0.kind == .text })
        #expect(shown.text?.hasPrefix("A placeholder") == true)
        #expect(shown.lines.count == 1)
        #expect(shown.isTruncated)
        #expect(AccessibilityTree(screen).elements.contains { $0.label == "Title" })
    }

    @Test func aFieldWithoutTitleIsNamedByItsPrompt() {
        let screen = layout(TextField("", text: .constant(""), prompt: Text(verbatim: "Search recipes")))
        #expect(AccessibilityTree(screen).elements.first?.label == "Search recipes")
    }

    @Test func aFieldThatGrowsVerticallyWrapsItsText() throws {
        let long = "A note long enough that it wraps onto a second line on a small phone, as a vertical field grows"
        let screen = layout(TextField("Note", text: .constant(long), axis: .vertical))
        let shown = try #require(screen.allElements.first { $0.kind == .text })
        #expect(shown.lines.count > 1)
    }

    @Test func aSegmentedControlsFontIsTheSystems() throws {
        let picker = Picker("Sort", selection: .constant(0)) {
            Text(verbatim: "Name").tag(0)
            Text(verbatim: "Date").tag(1)
        }.pickerStyle(.segmented)
        let font = try #require(layout(picker).allElements.first { $0.text == "Name" }?.font)
        #expect(font.isSystemControlFont)
        #expect(font.pointSize == 13)
        let own = try #require(layout(Text(verbatim: "Name").font(.system(size: 13))).allElements.first { $0.kind == .text }?.font)
        #expect(!own.isSystemControlFont)
    }

    @Test func aLabelReadsItsTitleNotItsSymbolsName() {
        let tree = AccessibilityTree(layout(List { Label("Add Document", systemImage: "doc.badge.plus") }))
        let labels = tree.elements.compactMap(\.label)
        #expect(labels == ["Add Document"])
        let iconOnly = AccessibilityTree(layout(Label("Add Document", systemImage: "doc.badge.plus").labelStyle(.iconOnly)))
        #expect(iconOnly.elements.compactMap(\.label) == ["Add Document"])
        let labelled = Label { Text(verbatim: "Rating") } icon: { Image(systemName: "star.fill").accessibilityLabel(Text(verbatim: "Favorite")) }
        #expect(AccessibilityTree(layout(labelled)).elements.compactMap(\.label).contains("Favorite"))
    }

    @Test func anUnknownSymbolKeepsItsSizeAndIsNamed() throws {
        let screen = layout(Image(systemName: "custom.symbol.nobody.has").font(.title))
        let image = try #require(screen.allElements.first { $0.kind == .image })
        #expect(image.symbol?.isKnown == false)
        #expect(image.frame.width > 20)
        #expect(screen.rendered(as: .json).contains("\"name\": \"custom.symbol.nobody.has\", \"glyph\": \"◇\", \"mirrored\": false, \"known\": false"))
        #expect(screen.rendered(as: .tree).contains("symbol=custom.symbol.nobody.has unknown"))
        let known = layout(Image(systemName: "star"))
        #expect(!known.rendered(as: .json).contains("known"))
    }

    @Test func theEmptyStatePointsAtTheAppsLine() throws {
        let line = #line + 1
        let screen = layout(ContentUnavailableView("No Notes", systemImage: "note.text", description: Text(verbatim: "Add one")))
        let title = try #require(screen.allElements.first { $0.text == "No Notes" })
        #expect(title.sourceLocation?.line == line)
        #expect(title.sourceLocation?.file.hasSuffix("DrawingFidelityTests.swift") == true)
    }

    @Test func theSystemsEmptySearchStateHasNoLineInsideThePackage() {
        let screen = layout(ContentUnavailableView.search(text: "milk"))
        let located = screen.allElements.compactMap(\.sourceLocation)
        #expect(!located.contains { $0.file.contains("/Sources/SwiftUI/") })
    }
}

/// A view that reads the clock as previews do.
private struct Today: View {
    let made = Date()

    var body: some View {
        VStack {
            Text(made, style: .date)
            Text(Date.now, style: .time)
        }
    }
}

/// The same view given the reference date outright.
private struct ReferenceDay: View {
    var body: some View {
        VStack {
            Text(FixedClock.referenceDate, style: .date)
            Text(FixedClock.referenceDate, style: .time)
        }
    }
}

/// A preview that reads the clock sees one fixed instant, so reports do not change from day to day.
@Suite struct FixedClockTests {
    private func texts(_ locale: LocaleIdentifier, _ view: @escaping @MainActor () -> some View) -> [String] {
        ScreenLayout().layout(name: "today", in: ScreenConfiguration(locale: locale), view: view).allElements.compactMap(\.text)
    }

    @Test func aViewMadeAndDrawnInARenderReadsTheReferenceDate() {
        for locale: LocaleIdentifier in ["en", "de", "ja"] {
            #expect(texts(locale) { Today() } == texts(locale) { ReferenceDay() })
        }
        #expect(texts("de") { Today() }.first == "28. Mai 2026")
        #expect(texts("ja") { Today() }.first == "2026年5月28日")
    }

    @Test func outsideARenderTheClockIsTheRealOne() {
        #expect(Date() != FixedClock.referenceDate)
        #expect(!FixedClock.isActive)
    }
}
