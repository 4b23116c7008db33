import Diagnostics
import ScreenKit
import ToolSupport

/// `format-error`: a looked-up value whose placeholders do not fit the arguments.
struct FormatErrorRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 90

    /// A pseudo-locale shows the development language's value: its format fails there too.
    let judgesPseudoLocalesAsShipped = true

    let description = ScreenRuleDescription(
        id: "format-error",
        summary: "A translation's placeholders do not fit the arguments the code passes.",
        defaultSeverity: .error,
        rationale: """
            `Text("\\(count) items")` looks up "%lld items" and passes an integer. A translation that \
            reads `%@` there, or a second argument that is not passed, makes Foundation print garbage \
            or crash. Fix the translation's placeholders so they match the key's (l10n lint's \
            format-mismatch rule checks every translation at once).
            """,
        triggering: [RuleExample("a pl value reading a string where the key passes a number", locale: "pl", catalog: Self.catalog) {
            Text("\(3) items")
        }],
        nonTriggering: [RuleExample("the en value, which fits", locale: "en", catalog: Self.catalog) { Text("\(3) items") }])

    private static let catalog = ["en": ["%lld items": "%lld items"], "pl": ["%lld items": "%@ elementy"]]

    func findings(in render: RenderContext) -> [ElementFinding] {
        guard !render.mismatches.isEmpty else { return [] }
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable else { return nil }
            for source in item.element.sources where source.origin == .localized {
                guard let mismatch = render.mismatches.first(where: { $0.key == source.key && $0.table == source.table }) else { continue }
                let problems = mismatch.problems.map(\.description).joined(separator: "; ")
                let language = render.pseudo == nil ? mismatch.locale.bcp47 : render.developmentLanguage.bcp47
                return finding(index, "\(render.walk.name(of: index)): the \(language) value of \(QuotedText.shown(mismatch.key)) does not fit "
                    + "its arguments: \(problems). Make the translation's placeholders match the key's.")
            }
            return nil
        }
    }
}
