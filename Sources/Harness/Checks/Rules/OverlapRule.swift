import Diagnostics
import ScreenKit

/// `overlap`: two texts drawn over each other.
struct OverlapRule: ScreenRule {
    let id = "overlap"
    let summary = "Two texts are drawn over each other."
    let defaultSeverity = Severity.error
    let explanation = """
        Views in a ZStack, an overlay, or offset by a fixed amount do not push each other away: \
        when a text grows it runs into its neighbour and both become unreadable. Give each text its \
        own room (a VStack or HStack instead of a ZStack or offset, or a frame that grows).
        """

    var triggeringExamples: [RuleExample] {
        [RuleExample("a title and a subtitle 20 pt apart by offset, at AX2", size: .accessibilityLarge) {
            ZStack(alignment: .topLeading) {
                Text(verbatim: "Groceries").font(.title)
                Text(verbatim: "4 items").offset(y: 20)
            }
        }]
    }

    var passingExamples: [RuleExample] {
        [RuleExample("the same texts in a VStack", size: .accessibilityLarge) {
            VStack(alignment: .leading) {
                Text(verbatim: "Groceries").font(.title)
                Text(verbatim: "4 items")
            }
        }]
    }

    func findings(in render: RenderContext) -> [ElementFinding] {
        let walk = render.walk
        var texts: [(index: Int, ink: Rect)] = []
        for index in walk.paintOrder {
            let item = walk.items[index]
            guard item.element.kind == .text, item.isShown, !(item.element.text ?? "").isEmpty,
                  var ink = TextGeometry.ink(of: item.element) else { continue }
            if let area = item.scrollArea {
                guard let inside = ink.intersection(area) else { continue }
                ink = inside
            }
            texts.append((index, ink))
        }
        var result: [ElementFinding] = []
        for (position, upper) in texts.enumerated() {
            for lower in texts[..<position] where walk.items[lower.index].layer == walk.items[upper.index].layer {
                guard let shared = upper.ink.intersection(lower.ink), shared.width > 1, shared.height > 1 else { continue }
                result.append(finding(upper.index, "\(walk.name(of: upper.index)) is drawn over \(walk.name(of: lower.index)) "
                    + "(\(Points.string(shared.width))×\(Points.string(shared.height)) pt). "
                    + "Give each text its own room: a stack instead of a ZStack, overlay or offset, or a frame that grows."))
                break
            }
        }
        return result
    }
}
