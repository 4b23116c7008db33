import Diagnostics
import ScreenKit

/// `hardcoded-text`: visible text that was never looked up.
struct HardcodedTextRule: ScreenRule {
    let description = ScreenRuleDescription(
        id: "hardcoded-text",
        summary: "UI copy was never looked up: a pseudo-locale left it unchanged, or a translation exists but is not shown.",
        defaultSeverity: .error,
        rationale: """
            SwiftUI looks a string literal up (`Text("High")`) but shows a String value as it is \
            (`Text(priority.rawValue)`): that text stays English in every language, although the \
            catalog may well translate it. In a pseudo-locale every looked-up text changes, so one that \
            did not was never looked up; in a real locale the harness also notices a String whose \
            translation the catalog has. Only UI copy is judged: a String equal to a catalog key or \
            development-language text, or to a string literal of the app's code. Anything else shown \
            through a String is data (a person's or a place's name in a preview), which SwiftUI shows \
            as it is and no catalog could translate; so is a string literal of the preview itself \
            (`MDStore(name: "Store")`), even when it equals a catalog key: it is sample data. Pass a LocalizedStringKey \
            (`Text(LocalizedStringKey(value))`, or a property typed LocalizedStringKey). \
            Text(verbatim:) marks user data and is left alone.
            """,
        triggering: [
            RuleExample("a String value in the accented pseudo-locale", locale: "en-XA", catalog: Self.catalog) {
                Text(Self.priority)
            },
            RuleExample("a String value whose translation pl has", locale: "pl", catalog: Self.catalog) {
                Text(Self.priority)
            },
            RuleExample("a string literal of the app's code shown through a String, in the accented pseudo-locale", locale: "en-XA",
                        catalog: Self.catalog, codeLiterals: [Self.sortTitle]) {
                Text(Self.sortTitle)
            },
        ],
        nonTriggering: [
            RuleExample("the same text looked up", locale: "en-XA", catalog: Self.catalog) { Text(LocalizedStringKey(Self.priority)) },
            RuleExample("user data shown verbatim", locale: "en-XA", catalog: Self.catalog) { Text(verbatim: "Ada Lovelace") },
            RuleExample("a String value in the development language", locale: "en", catalog: Self.catalog) { Text(Self.priority) },
            RuleExample("a person's name from the preview's model data, in the accented pseudo-locale", locale: "en-XA",
                        catalog: Self.catalog, codeLiterals: [Self.sortTitle]) {
                Text(Self.personName)
            },
            RuleExample("a preview's sample value that equals a catalog key, in the accented pseudo-locale", locale: "en-XA",
                        catalog: Self.catalog, sampleData: [Self.priority]) {
                Text(Self.priority)
            },
            RuleExample("a preview's sample value whose translation pl has", locale: "pl", catalog: Self.catalog, sampleData: [Self.priority]) {
                Text(Self.priority)
            },
        ])

    private static let priority = "High"
    private static let sortTitle = "Sort Order"
    private static let personName = "Grace Hopper"
    private static let catalog = ["en": ["High": "High"], "pl": ["High": "Wysoki"]]

    func findings(in render: RenderContext) -> [ElementFinding] {
        guard render.pseudo != nil || !render.isDevelopmentLanguage else { return [] }
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable else { return nil }
            for source in item.element.sources where source.origin == .stringValue && KeyText.hasWords(source.text) {
                let text = source.text.trimmingSpaces
                // A literal of the preview is sample data, unless the app's own code writes it too.
                guard !render.isSampleData(text) || render.isUICopy(text) else { continue }
                if let pseudo = render.pseudo {
                    guard render.isUICopy(text) else { continue }
                    return finding(index, "\(render.walk.name(of: index)) shows \(Quoting.quoted(text)) unchanged in the pseudo-locale "
                        + "\(pseudo.rawValue): it is a String shown as it is, never looked up. "
                        + "Pass a LocalizedStringKey (Text(LocalizedStringKey(value))), or Text(verbatim:) if it is user data.")
                }
                if let translation = render.translations[text] {
                    return finding(index, "\(render.walk.name(of: index)) shows \(Quoting.quoted(text)) untranslated in "
                        + "\(render.locale.bcp47), although the catalog translates it as \(Quoting.quoted(translation)): "
                        + "it is a String shown as it is, never looked up. Pass a LocalizedStringKey (Text(LocalizedStringKey(value))).")
                }
            }
            return nil
        }
    }
}

extension String {
    /// The string without spaces and line breaks at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
