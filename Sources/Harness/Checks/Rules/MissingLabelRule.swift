import Diagnostics
import ScreenKit

/// `a11y-missing-label`: a control, image or grouped element VoiceOver stops on with nothing to
/// read.
struct MissingLabelRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 120

    let description = ScreenRuleDescription(
        id: "a11y-missing-label",
        summary: "A control, image or grouped element has no accessibility label, so VoiceOver has nothing to read.",
        defaultSeverity: .error,
        rationale: """
            A button that shows only a symbol (an info button, a plus) has no text for VoiceOver to \
            read, so a blind user hears "button" and nothing more. A control reads the labels of its \
            content, so a button showing a labelled image is labelled, and a control in a \
            LabeledContent reads the LabeledContent's label. A view made one element with \
            .accessibilityElement(children: .combine) reads its children's labels; one made with \
            .accessibilityElement(children: .ignore) hides them and reads only its own label. Add \
            .accessibility(label: Text("More Info")), or hide a purely decorative image with \
            .accessibility(hidden: true). An image from the app's assets, `Image("grocy-logo")`, is read by \
            its name, as SwiftUI takes the name as its label's key: a note says so, as "grocy-logo" is \
            rarely what a listener needs (use Image(decorative:) or give it a label). A control labelled only by a String the preview wrote empty \
            (sample data: `Item(title: "")`), shown or given as its label, is left alone: real data labels it.
            """,
        triggering: [
            RuleExample("an info button showing only a symbol") {
                Button(action: {}) { Image(systemName: "info.circle") }
            },
            RuleExample("a text field with an empty title and nothing that labels it") {
                List { TextField(String(), text: .constant("")) }
            },
            RuleExample("a row made one element that ignores its texts, with no label of its own") {
                HStack { Text(verbatim: "Milk"); Text(verbatim: "2 l") }.accessibilityElement(children: .ignore)
            },
        ],
        nonTriggering: [
            RuleExample("the same button with a label") {
                Button(action: {}) { Image(systemName: "info.circle") }.accessibility(label: Text("More Info"))
            },
            RuleExample("a decorative image hidden from VoiceOver") {
                Image(systemName: "star.fill").accessibility(hidden: true)
            },
            RuleExample("an image from the app's assets made decorative") {
                Image(decorative: "brand-logo")
            },
            RuleExample("an SF Symbol button in a SwiftUI view, which reads the symbol's own label (\"Add\")") {
                Button(action: {}) { Image(systemName: "plus") }.environmentChange { $0.symbolsHaveDefaultLabels = true }
            },
            RuleExample("a button whose content is an image with a label, which the button reads") {
                Button(action: {}) { Image(systemName: "info.circle").accessibility(label: Text("More Info")) }
            },
            RuleExample("a text field with an empty title in a LabeledContent, which reads the LabeledContent's label") {
                List { TextField(String(), text: .constant("")).labelsControls(with: Text("Description")) }
            },
            RuleExample("a row of a symbol and a text combined into one element, which reads the text") {
                HStack { Image(systemName: "cart"); Text(verbatim: "Milk") }.accessibilityElement(children: .combine)
            },
            RuleExample("a button titled with its item's name, which the preview's sample data left empty", sampleData: [""]) {
                Button(action: {}) { Text(Self.emptySampleName) }
            },
            RuleExample("an info button labelled with its text, which the preview's sample data left empty", sampleData: [""]) {
                Button(action: {}) { Image(systemName: "info.circle") }.accessibilityLabel(Text(Self.emptySampleName))
            },
                        RuleExample("an image from the app's assets, read by its name", noted: true) {
                Image("brand-logo")
            },
            RuleExample("a row that ignores its texts, with a label of its own") {
                HStack { Text(verbatim: "Milk"); Text(verbatim: "2 l") }.accessibilityElement(children: .ignore)
                    .accessibility(label: Text(verbatim: "Milk, 2 litres"))
            },
        ])

    /// A name the preview's sample data left empty, shown through a String as the app's code does.
    private static let emptySampleName = String()

    /// Whether `element`'s label is empty only because it shows a String the preview wrote empty
    /// (`Item(title: "")`): the app's code labels it with its data, and real data is not empty.
    private static func isLabelledBySampleData(_ element: Element, in render: RenderContext) -> Bool {
        // `.accessibilityLabel(Text(item.text))`, empty only because the preview wrote `text: ""`.
        if element.accessibility.hasExplicitLabel, render.isSampleData("") { return true }
        var fromSample = false
        element.forEachElement { child in
            guard child.kind == .text, !fromSample else { return }
            fromSample = child.sources.contains { $0.origin == .stringValue && $0.text.trimmingSpaces.isEmpty && render.isSampleData($0.text) }
        }
        return fromSample
    }

    func findings(in render: RenderContext) -> [ElementFinding] {
        render.walk.accessibilityElements.compactMap { index in
            let item = render.walk.items[index]
            let element = item.element
            guard item.isAccessibilityElement,
                  element.kind == .image || Interactive.contains(element) || element.accessibility.standsForChildren else { return nil }
            if let asset = element.assetImage, !element.accessibility.hasExplicitLabel, element.accessibility.label == asset.name {
                return note(index, "\(render.walk.name(of: index)) is read by its asset name \"\(asset.name)\": VoiceOver says the file's name. "
                    + "Give it a label (.accessibilityLabel(…)) or make it Image(decorative:) if it is decoration.")
            }
            guard (element.accessibility.label ?? "").trimmingSpaces.isEmpty, !Self.isLabelledBySampleData(element, in: render) else {
                return nil
            }
            if element.accessibility.childBehavior == .ignore {
                return finding(index, "\(render.walk.name(of: index)) is one accessibility element that hides its children "
                    + "(.accessibilityElement(children: .ignore)) and has no label of its own: VoiceOver reads nothing useful. "
                    + "Add .accessibilityLabel(…), or use children: .combine to read its children's labels.")
            }
            return finding(index, "\(render.walk.name(of: index)) has no accessibility label: VoiceOver reads nothing useful. "
                + "Add .accessibility(label: Text(\"…\")), or .accessibility(hidden: true) if it is decoration.")
        }
    }
}
