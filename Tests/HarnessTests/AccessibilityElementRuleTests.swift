import Diagnostics
import ScreenKit
import Testing
@testable import Harness

/// How `accessibilityElement(children:)` meets the accessibility rules: a combined row reads its
/// texts, so it is labelled; an ignoring element reads only its own label, so without one it is
/// reported; a control inside a group is still tapped on its own, so its size is still judged.
@Suite struct AccessibilityElementRuleTests {
    /// The findings of `rule` on `view`, laid out on an iPhone SE at the default size.
    private func findings(_ rule: String, @ViewBuilder _ view: @escaping @Sendable () -> some View & SendableMetatype) throws -> [Diagnostic] {
        try RuleExample("test", view: view).findings().filter { $0.rule == rule }
    }

    @Test func aCombinedRowWithATextIsLabelled() throws {
        #expect(try findings("a11y-missing-label") {
            HStack { Image(systemName: "star"); Text(verbatim: "Favourites") }.accessibilityElement(children: .combine)
        }.isEmpty)
    }

    @Test func aCombinedRowHidesItsUnlabelledImageButReadsNothingWithoutAText() throws {
        #expect(try findings("a11y-missing-label") {
            HStack { Image(systemName: "star"); Text(verbatim: "Favourites") }
        }.count == 1)
        let found = try findings("a11y-missing-label") {
            HStack { Image(systemName: "star"); Image(systemName: "heart") }.accessibilityElement(children: .combine)
        }
        #expect(found.map(\.message) == [
            "hstack with image star has no accessibility label: VoiceOver reads nothing useful. "
                + "Add .accessibility(label: Text(\"…\")), or .accessibility(hidden: true) if it is decoration.",
        ])
    }

    @Test func anIgnoringElementWithoutALabelIsReported() throws {
        let found = try findings("a11y-missing-label") {
            HStack { Text(verbatim: "Milk"); Text(verbatim: "2 l") }.accessibilityElement(children: .ignore)
        }
        #expect(found.map(\.message) == [
            "hstack with text \"Milk\" is one accessibility element that hides its children (.accessibilityElement(children: .ignore)) "
                + "and has no label of its own: VoiceOver reads nothing useful. "
                + "Add .accessibilityLabel(…), or use children: .combine to read its children's labels.",
        ])
    }

    @Test func anIgnoringElementWithALabelIsNot() throws {
        #expect(try findings("a11y-missing-label") {
            HStack { Text(verbatim: "Milk"); Text(verbatim: "2 l") }.accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(verbatim: "Milk, 2 litres"))
        }.isEmpty)
    }

    @Test func containedChildrenAreJudgedOneByOne() throws {
        let found = try findings("a11y-missing-label") {
            VStack { Text(verbatim: "Milk"); Button(action: {}) { Image(systemName: "info.circle") } }
                .accessibilityElement(children: .contain).accessibilityLabel(Text(verbatim: "Groceries"))
        }
        #expect(found.map(\.message).first?.hasPrefix("button with image info.circle has no accessibility label") == true)
        #expect(found.count == 1)
    }

    @Test func aSmallButtonInsideAGroupIsStillASmallTouchTarget() throws {
        for behavior in [AccessibilityChildBehavior.combine, .ignore, .contain] {
            let found = try findings("a11y-hit-target") {
                HStack {
                    Text(verbatim: "Milk")
                    Button(action: {}) { Image(systemName: "xmark") }.accessibility(label: Text(verbatim: "Remove"))
                }.accessibilityElement(children: behavior)
            }
            // The button, not the row around it (as short as the button), which VoiceOver reads.
            #expect(found.count == 1, "\(behavior)")
            #expect(found.first?.message.hasPrefix("button \"Remove\" is ") == true, "\(behavior)")
        }
    }
}
