import ArgumentParser
import DoIt

/// `l10n screens`: the Do It screens `l10n render` and `l10n check` know, with their states.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screens",
        abstract: "List Do It's screens and the states each can be rendered in.",
        discussion: """
        The first state of each screen is its default. Every screen comes in two variants: \
        fixed (the default, the app done right) and as-written (the book's bugs kept).

        Examples:
          l10n screens
          l10n render detail --state scroll-notes --variant as-written --size AX5
        """
    )

    func run() {
        print(Self.render(DoItScreens.all), terminator: "")
    }

    /// The listing: each screen's id and summary, then its states indented.
    static func render(_ screens: [DoItScreen]) -> String {
        let width = screens.flatMap { [$0.id.count] + $0.states.map { $0.id.count + 2 } }.max() ?? 0
        var text = ""
        for screen in screens {
            text += pad(screen.id, width) + "  " + screen.summary + "\n"
            for state in screen.states {
                text += "  " + pad(state.id, width - 2) + "  " + state.summary + "\n"
            }
        }
        text += "\nvariants: " + AppVariant.allCases.map { $0 == .fixed ? "\($0) (default)" : "\($0)" }.joined(separator: ", ") + "\n"
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
