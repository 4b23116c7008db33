import Diagnostics
import ScreenKit

/// `a11y-contrast`: text whose color is too close to its background's.
struct ContrastRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 140

    let readsColors = true
    let description = ScreenRuleDescription(
        id: "a11y-contrast",
        summary: "A text's contrast with its background is under WCAG's 4.5:1 (3:1 for large text).",
        defaultSeverity: .warning,
        rationale: """
            WCAG 2.x asks a contrast ratio of 4.5:1 between text and its background, 3:1 for large \
            text (18 pt and up, or 14 pt bold). A color chosen in light mode often fails in dark mode \
            (or the other way round), so each scheme is checked. Only what the app chose is judged: \
            Apple's adaptive system colors (a button's blue, a section header's gray, .secondary, a \
            placeholder) on the system's own backgrounds are Apple's pairing, which the app cannot \
            change and which Increase Contrast adjusts; they are reported only when the app put them \
            on a background of its own. A fixed color the app writes (white, black, its own RGB) is \
            always judged. An asset color no catalog at hand has is unknown and never judged. Use colors that adapt (.primary, .secondary, system colors) or pick a \
            darker or lighter shade for the failing scheme.
            """,
        triggering: [
            RuleExample("gray caption on the app's own light gray background") {
                Text(verbatim: "Last synced yesterday").font(.caption).foregroundColor(.gray).padding().background(Self.paleGray)
            },
            RuleExample("the app's own pale blue text on the system background") {
                Text(verbatim: "Last synced yesterday").font(.caption).foregroundColor(Color(red: 0.55, green: 0.7, blue: 0.9))
            },
            RuleExample("white text on a header the app painted system green, dark", scheme: .dark) {
                Text(verbatim: "Fix the dripping kitchen tap").foregroundColor(.white).padding().background(Color.green)
            },
            RuleExample("white text on the system background the app painted behind it") {
                Text(verbatim: "Saved").foregroundColor(.white).padding().background(Color(.systemBackground))
            },
            RuleExample("a button's default blue on a background the app painted gray") {
                Button(action: {}) { Text(verbatim: "Cancel") }.padding().background(Self.paleGray)
            },
        ],
        nonTriggering: [
            RuleExample("the caption in the label color, light") {
                Text(verbatim: "Last synced yesterday").font(.caption).foregroundColor(.primary)
            },
            RuleExample("the caption in the label color, dark", scheme: .dark) {
                Text(verbatim: "Last synced yesterday").font(.caption).foregroundColor(.primary)
            },
            RuleExample("white title text on a dark blue header", scheme: .dark) {
                Text(verbatim: "Groceries").font(.title).foregroundColor(.white).padding().background(Color(red: 0, green: 0.2, blue: 0.5))
            },
            RuleExample("a button in the system's default blue on the system background (4:1, Apple's own pairing)") {
                Button(action: {}) { Text(verbatim: "Cancel") }
            },
            RuleExample("a text field's placeholder on a list row the system draws") {
                List { TextField("Title", text: .constant("")) }
            },
            RuleExample("the app's .secondary shortcut text on a panel it paints the system background") {
                Text(verbatim: "⇧⌘N").foregroundColor(.secondary).padding().background(Color(.systemBackground))
            },
            RuleExample("white text on an asset color no catalog at hand has (unknown, not judged)") {
                Text(verbatim: "Groceries").foregroundColor(.white).padding().background(Color(unknownAsset: "BrandInk"))
            },
            RuleExample("a section header in the system's gray on the grouped background") {
                List { Section(header: Text(verbatim: "Last synced yesterday")) { Text(verbatim: "Groceries") } }.listStyle(GroupedListStyle())
            },
        ])

    private static let paleGray = Color(red: 0.92, green: 0.92, blue: 0.93)

    /// Kinds that paint an area behind what comes after them.
    private static let fills: Set<ElementKind> = [.rectangle, .roundedRectangle, .circle, .capsule, .color, .gradient]

    func findings(in render: RenderContext) -> [ElementFinding] {
        let walk = render.walk
        let scheme = render.screen.configuration.colorScheme
        var painted: [Int] = []
        var result: [ElementFinding] = []
        for index in walk.paintOrder {
            let kind = walk.items[index].element.kind
            guard kind == .text || Self.fills.contains(kind) else { continue }
            let item = walk.items[index]
            let element = item.element
            if Self.fills.contains(element.kind), item.isVisible, element.fill != nil, element.strokeWidth == nil {
                painted.append(index)
                continue
            }
            guard element.kind == .text, item.isVisible, !item.isSystemChrome, KeyText.hasWords(element.text ?? "") else { continue }
            let textColor = element.foreground ?? Color.primary.asSystemDefault
            // An asset color no catalog at hand has is unknown: never judged on a stand-in value.
            guard !textColor.isUnknownAsset else { continue }
            // A fixed color the app wrote is judged on any background; a system color only on the app's own.
            let textIsFixed = !textColor.isSystemDefault && !textColor.isAdaptiveSystemColor
            let fills = painted.filter { walk.items[$0].layer <= item.layer }
            var worst: (ratio: Double, text: RGBA, background: RGBA, point: Point)?
            for point in TextGeometry.lineCentres(of: element) {
                let seen = seen(textColor, opacity: item.opacity, at: point, over: fills, in: render, contrast: .standard)
                guard !seen.unknownBackground, textIsFixed || seen.ownBackground else { continue }
                if seen.ratio < worst?.ratio ?? .infinity { worst = (seen.ratio, seen.text, seen.background, point) }
            }
            let required = Contrast.required(for: element.font)
            guard let worst, worst.ratio < required - 0.005 else { continue }
            var message = "\(walk.name(of: index)) has a contrast of \(Points.string(worst.ratio)):1 "
                + "(\(worst.text) on \(worst.background)) in \(scheme.rawValue) mode; text of its size needs \(Points.string(required)):1. "
                + "Use a color that adapts to the scheme (.primary, .secondary) or a darker or lighter shade."
            // Where a system color is involved, say what a reader who turns Increase Contrast on sees.
            let increased = seen(textColor, opacity: item.opacity, at: worst.point, over: fills, in: render, contrast: .increased)
            if increased.text != worst.text || increased.background != worst.background {
                message += " With Increase Contrast on it is \(Points.string(increased.ratio)):1 (\(increased.text) on \(increased.background))"
                    + (increased.ratio < required - 0.005 ? ", still too little." : ".")
            }
            result.append(finding(index, message))
        }
        return result
    }
}

extension ContrastRule {
    /// What is seen of a text in `textColor` at `point`: its color over the fills below it (the
    /// screen's background, then `fills` in paint order), the ratio between them, and whether
    /// the background there is one the app chose, and whether an unknown asset color shows in it.
    private func seen(_ textColor: Color, opacity: Double, at point: Point, over fills: [Int], in render: RenderContext,
                      contrast: ColorSchemeContrast) -> (text: RGBA, background: RGBA, ratio: Double, ownBackground: Bool,
                                                         unknownBackground: Bool) {
        let walk = render.walk
        let scheme = render.screen.configuration.colorScheme
        var background = SystemColor.systemBackground.resolved(in: scheme, contrast: contrast)
        var ownBackground = false
        var unknownBackground = false
        for fillIndex in fills {
            let fill = walk.items[fillIndex]
            let area = fill.element.visibleFrame ?? fill.element.frame
            guard let paint = fill.element.fill, area.contains(point) else { continue }
            let color = Contrast.fading(Contrast.color(of: paint, at: point, in: fill.element.frame, scheme: scheme, contrast: contrast),
                                        by: fill.opacity)
            background = color.composited(over: background)
            // An opaque fill hides what is below it; a translucent one adds to it.
            if color.alpha >= 1 {
                ownBackground = paint.isAppsOwnBackground
                unknownBackground = paint.hasUnknownAsset
            } else {
                ownBackground = ownBackground || paint.isAppsOwnBackground
                unknownBackground = unknownBackground || paint.hasUnknownAsset
            }
        }
        let text = Contrast.fading(textColor.resolved(in: scheme, contrast: contrast), by: opacity).composited(over: background)
        return (text, background, Contrast.ratio(text, background), ownBackground, unknownBackground)
    }
}

extension Rect {
    /// Whether `point` lies inside the rectangle (edges included).
    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
