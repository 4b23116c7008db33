import Diagnostics
import ScreenKit

/// `screen-failed`: a screen that could not be built or laid out in full.
struct ScreenFailedRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 150

    /// A preview that stops in a pseudo-locale is code that traps, whatever the locale.
    let judgesPseudoLocalesAsShipped = true

    let description = ScreenRuleDescription(
        id: "screen-failed",
        summary: "A screen could not be built or laid out in full: its preview stopped, or a view contains itself without end.",
        defaultSeverity: .error,
        rationale: """
            A preview whose code traps (a missing environment object, a force unwrap of model data) \
            is run in a process of its own first, so it cannot end the run: it is drawn empty and \
            reported here with the runtime's message, and the other screens are still checked. A preview \
            is also tried in each locale of the run: one that traps in one locale only (a force unwrap \
            of what one locale's formatter does not give) is reported in that locale and checked in \
            the others. A view \
            whose body contains itself without end is stopped after 100 levels and drawn empty. \
            Nothing else is checked on what is missing, so fix the code (or give the preview what it \
            needs) and run the check again.
            """,
        triggering: [
            RuleExample("a preview that stopped before it was drawn") {
                UnbuiltView(reason: "the preview stopped: Fatal error: No Observable object of type Shelf found")
            },
            RuleExample("a view that contains itself") { Endless() },
        ],
        nonTriggering: [RuleExample("a screen that is built in full") { Text(verbatim: "Shelf") }])

    func findings(in render: RenderContext) -> [ElementFinding] {
        render.screen.unsettled.map { reason in
            finding(0, "\(render.screen.name) could not be built in full: \(reason)\(reason.hasSuffix(".") ? "" : ".") Nothing there is checked.")
        }
    }

    /// A view whose body is itself, for the example.
    private struct Endless: View {
        var body: some View { Endless() }
    }
}
