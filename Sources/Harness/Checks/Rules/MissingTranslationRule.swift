import Diagnostics
import ScreenKit
import ToolSupport

/// `missing-translation`: a lookup fell back to another language.
struct MissingTranslationRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 60

    let description = ScreenRuleDescription(
        id: "missing-translation",
        summary: "A text is shown in another language because the locale has no translation.",
        defaultSeverity: .warning,
        rationale: """
            When a locale's catalog lacks a key, the app shows the development language's text: a \
            screen in Polish with one English label. The lookup worked, so nothing crashes and nobody \
            notices. Add the key to the locale's catalog (l10n lint finds every such key at once). A \
            String Catalog key marked `shouldTranslate: false` (an app's name, a version number) is \
            the same in every language and is not reported. A language the app ships no catalog \
            for is not reported either: iOS shows such an app wholly in its development language.
            """,
        triggering: [RuleExample("\"Sort Order\" in pl, which only translates \"Done\"", locale: "pl", catalog: Self.catalog) {
            Text("Sort Order")
        }],
        nonTriggering: [
            RuleExample("\"Done\", which pl translates", locale: "pl", catalog: Self.catalog) {
                Text("Done")
            },
            RuleExample("\"Sort Order\" in de, a language the app does not ship", locale: "de", catalog: Self.catalog) {
                Text("Sort Order")
            },
        ])

    private static let catalog = ["en": ["Sort Order": "Sort Order", "Done": "Done"], "pl": ["Done": "Gotowe"]]

    func findings(in render: RenderContext) -> [ElementFinding] {
        guard render.hasCatalogs, render.pseudo == nil, render.shipsLanguage else { return [] }
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable else { return nil }
            let fallbacks = item.element.sources.compactMap { source -> (key: String, table: String, from: LocaleIdentifier)? in
                guard case .fellBack(let from, _)? = source.outcome, let key = source.key else { return nil }
                return (key, source.table ?? "Localizable", from)
            }
            guard let first = fallbacks.first else { return nil }
            let others = fallbacks.count > 1 ? " (and \(fallbacks.count - 1) more of its parts)" : ""
            return finding(index, "\(render.walk.name(of: index)) is shown in \(first.from.bcp47), not \(render.locale.bcp47): "
                + "the \(render.locale.bcp47) catalog has no \(QuotedText.shown(first.key)) in table \(first.table)\(others). "
                + "Add the translation.")
        }
    }
}
