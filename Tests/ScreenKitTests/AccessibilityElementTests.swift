import Testing
@testable import ScreenKit

/// `accessibilityElement(children:)` in the accessibility tree: `.combine` reads the children as
/// one element, `.ignore` hides them behind one element, `.contain` groups their elements, and a
/// view without the modifier keeps its children's elements as they are.
@Suite struct AccessibilityElementTests {
    /// A row of a labelled symbol, a text and a button.
    private var row: some View {
        HStack {
            Image(systemName: "cart").accessibility(label: Text(verbatim: "Cart"))
            Text(verbatim: "Milk")
            Button(action: {}) { Text(verbatim: "Remove") }
        }
    }

    @Test func withoutTheModifierEachChildIsAnElement() {
        let tree = AccessibilityTree(laidOut(row))
        #expect(tree.elements.map(\.label) == ["Cart", "Milk", "Remove"])
        #expect(tree.containers.isEmpty)
    }

    @Test func combineReadsTheChildrenAsOneElementInReadingOrder() throws {
        for direction in LayoutDirection.allCases {
            let tree = AccessibilityTree(laidOut(row.accessibilityElement(children: .combine), direction: direction))
            let element = try #require(tree.elements.first)
            #expect(tree.elements.count == 1)
            #expect(element.kind == .hstack)
            #expect(element.label == "Cart, Milk, Remove")
            #expect(!element.hasExplicitLabel)
            #expect(element.traits.isSuperset(of: [.isButton, .isImage, .isStaticText]))
        }
    }

    @Test func combineLeavesOutHiddenChildrenAndJoinsValues() throws {
        let view = VStack {
            Text(verbatim: "Wi-Fi")
            Text(verbatim: "decoration").accessibility(hidden: true)
            Text(verbatim: "gone").hidden()
            Toggle(isOn: .constant(true)) { Text(verbatim: "On") }
        }.accessibilityElement(children: .combine)
        let tree = AccessibilityTree(laidOut(view, height: 200))
        let element = try #require(tree.elements.first)
        #expect(tree.elements.count == 1)
        #expect(element.label == "Wi-Fi, On")
        #expect(element.value != nil)
        #expect(element.traits.contains(.isToggle))
    }

    @Test func anExplicitLabelReplacesTheCombinedOne() {
        let tree = AccessibilityTree(laidOut(row.accessibilityElement(children: .combine).accessibilityLabel(Text(verbatim: "Milk in cart"))))
        #expect(tree.elements.map(\.label) == ["Milk in cart"])
        #expect(tree.elements.first?.hasExplicitLabel == true)
        #expect(tree.elements.first?.traits.contains(.isButton) == true)
    }

    @Test func ignoreHidesTheChildrenBehindOneUnlabelledElement() throws {
        for view in [AnyView(row.accessibilityElement(children: .ignore)), AnyView(row.accessibilityElement())] {
            let tree = AccessibilityTree(laidOut(view))
            let element = try #require(tree.elements.first)
            #expect(tree.elements.count == 1)
            #expect(element.label == nil)
            #expect(element.traits.isEmpty)
        }
    }

    @Test func ignoreReadsOnlyItsOwnLabel() {
        let view = row.accessibilityElement(children: .ignore).accessibilityLabel(Text(verbatim: "Milk, 1 l"))
            .accessibilityAddTraits(.isButton)
        let tree = AccessibilityTree(laidOut(view))
        #expect(tree.elements.map(\.label) == ["Milk, 1 l"])
        #expect(tree.elements.first?.traits == .isButton)
    }

    @Test func ignoreOnATextHidesItsOverlayToo() {
        let view = Text(verbatim: "Total").overlay(Text(verbatim: "3")).accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: "Total: 3"))
        #expect(AccessibilityTree(laidOut(view)).elements.map(\.label) == ["Total: 3"])
    }

    @Test func containKeepsTheChildrenAsElementsGroupedUnderTheView() throws {
        let view = VStack {
            Text(verbatim: "Header")
            VStack { Text(verbatim: "Milk"); Text(verbatim: "Eggs") }
                .accessibilityElement(children: .contain)
                .accessibilityLabel(Text(verbatim: "Groceries"))
            Text(verbatim: "Footer")
        }
        let screen = laidOut(view, height: 300)
        let tree = AccessibilityTree(screen)
        #expect(tree.elements.map(\.label) == ["Header", "Milk", "Eggs", "Footer"])
        #expect(tree.containers == [AccessibilityTree.Container(label: "Groceries", elements: 1..<3)])
        let container = try #require(screen.allElements.first { $0.accessibility.childBehavior == .contain })
        #expect(!container.accessibility.isElement)
    }

    @Test func aCombinedElementReadsANestedIgnoredOneByItsLabel() {
        let view = HStack {
            Text(verbatim: "Milk")
            HStack { Text(verbatim: "1"); Text(verbatim: "l") }.accessibilityElement(children: .ignore).accessibilityLabel(Text(verbatim: "one litre"))
        }.accessibilityElement(children: .combine)
        #expect(AccessibilityTree(laidOut(view)).elements.map(\.label) == ["Milk, one litre"])
    }

    @Test func renderingsNameTheBehaviour() {
        let screen = laidOut(row.accessibilityElement(children: .combine))
        let tree = TreeRenderer().render(screen)
        #expect(tree.contains("hstack") && tree.contains("label=\"Cart, Milk, Remove\"") && tree.contains("a11yChildren=combine"))
        #expect(JSONRenderer().render(screen).contains("\"accessibilityChildren\": \"combine\""))
        let plain = laidOut(row)
        #expect(!TreeRenderer().render(plain).contains("a11yChildren"))
        #expect(!JSONRenderer().render(plain).contains("accessibilityChildren"))
    }
}
