import Harness
import ScreenKit

/// The team's own screen rule: its German copy addresses users formally ("Sie"), so a German
/// text that says "du" or "dein" breaks the style guide. It runs with the harness's rules.
public struct FormalGermanRule: ScreenRule {
    public let description = ScreenRuleDescription(
        id: "formal-german", summary: "A German text addresses the user informally (du, dein).", defaultSeverity: .warning,
        rationale: "Our German copy addresses users with Sie and Ihr, as the rest of the company's apps do.",
        triggering: [RuleExample("informal German", locale: "de") { Text(verbatim: "Deine Listen, auf jedem Gerät.") }],
        nonTriggering: [RuleExample("formal German", locale: "de") { Text(verbatim: "Ihre Listen, auf jedem Gerät.") }])

    /// The informal pronouns, lower-cased.
    static let informal: Set<String> = ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"]

    public init() {}

    public func findings(in render: RenderContext) -> [ElementFinding] {
        guard render.locale.language == "de" else { return [] }
        let elements = render.elements
        return elements.indices.filter { index in
            guard elements[index].kind == .text, render.isVisible(index), let text = elements[index].text else { return false }
            return text.split(whereSeparator: { !$0.isLetter }).contains { Self.informal.contains($0.lowercased()) }
        }
        .map { finding($0, "\(render.name(of: $0)) addresses the user informally; our German copy says Sie.") }
    }
}
