import Diagnostics
import ScreenKit
import ToolSupport

/// `missing-key`: a key no catalog has, so the key itself is shown.
struct MissingKeyRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 70

    /// A key no catalog has is missing in every locale, pseudo or shipped.
    let judgesPseudoLocalesAsShipped = true

    let description = ScreenRuleDescription(
        id: "missing-key",
        summary: "A key that no catalog has is shown as it is.",
        defaultSeverity: .error,
        rationale: """
            A key that is in no catalog shows itself: fine when the key is the English text, \
            embarrassing when it is `settings.title` or a typo, and untranslated in every language. \
            Add the key to the development language's catalog (l10n extract lists every key the code \
            uses), or correct its spelling. A key written in the preview itself (a title it passes \
            to a LocalizedStringKey parameter) is sample text: Xcode leaves previews' strings out of \
            String Catalogs, and the app passes its own keys there.
            """,
        triggering: [RuleExample("a key no catalog has", catalog: Self.catalog) { Text("settings.title") }],
        nonTriggering: [
            RuleExample("a key the catalog has", catalog: Self.catalog) { Text("Settings") },
            RuleExample("a key of placeholders only, which shows its argument", catalog: Self.catalog) { Text("\("Ada")") },
            RuleExample("a title the preview passes to a LocalizedStringKey parameter", catalog: Self.catalog, sampleData: ["Optional subtitle"]) {
                Text(LocalizedStringKey("Optional subtitle"))
            },
        ])

    private static let catalog = ["en": ["Settings": "Settings"]]

    func findings(in render: RenderContext) -> [ElementFinding] {
        guard render.hasCatalogs else { return [] }
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable else { return nil }
            let missing = item.element.sources.first { source in
                source.outcome == .missing && source.key.map(KeyText.hasWords) == true
            }
            guard let missing, let key = missing.key, !render.isSampleData(key) else { return nil }
            return finding(index, "\(render.walk.name(of: index)) shows the key \(QuotedText.shown(key)), which no catalog has "
                + "(table \(missing.table ?? "Localizable")). Add it to the development language's catalog or correct its spelling.")
        }
    }
}
