import Diagnostics
import ScreenKit
import ToolSupport

/// `hardcoded-text`: visible text that was never looked up.
struct HardcodedTextRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 80

    /// A text a pseudo-locale leaves unchanged was never looked up: what pseudo-locales are for.
    let judgesPseudoLocalesAsShipped = true

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
            (`MDStore(name: "Store")`), even when it equals a catalog key (and the app's code writes \
            that key, `Text("Store")`): it is sample data. So is one token that reads as a name, code \
            or address (`octocat/Hello-World`, `support@example.com`, `zemanl79`, `US`), unless it is a \
            catalog key, and a text every language of the catalogs keeps as it is (an app's or a \
            brand's name). A String \
            interpolated into a looked-up text (`Text("\\(distance) \\(unit)")`, a unit a ternary picks) is \
            inserted as it is, so it is judged the same way. Pass a LocalizedStringKey \
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
            RuleExample("a unit the app's code picks with a ternary, interpolated into a looked-up text, in the accented pseudo-locale",
                        locale: "en-XA", catalog: Self.catalog, codeLiterals: ["km", "mi"]) {
                Text("\(5) \(Self.metric ? "km" : "mi")")
            },
            RuleExample("the app's fallback after ?? shown through a String, in the accented pseudo-locale", locale: "en-XA",
                        catalog: Self.catalog, codeLiterals: [Self.unknown]) {
                Text(Self.nickname ?? Self.unknown)
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
            RuleExample("a person's name from the preview interpolated into a looked-up greeting, in the accented pseudo-locale",
                        locale: "en-XA", catalog: Self.catalog, codeLiterals: ["km"], sampleData: [Self.personName]) {
                Text("Hello \(Self.personName)")
            },
            RuleExample("a preview's sample value equal to a catalog key the app's code also writes (Text(\"High\")), in the accented pseudo-locale",
                        locale: "en-XA", catalog: Self.catalog, codeLiterals: [Self.priority], sampleData: [Self.priority]) {
                Text(Self.priority)
            },
            RuleExample("an app's name that every language of the catalog keeps as it is, in the accented pseudo-locale",
                        locale: "en-XA", catalog: Self.catalog, codeLiterals: [Self.appName]) {
                Text(Self.appName)
            },
            RuleExample("a region code the app's code writes as a placeholder, in the accented pseudo-locale", locale: "en-XA",
                        catalog: Self.catalog, codeLiterals: ["US"]) {
                Text(Self.region)
            },
            RuleExample("a repository's name the app's code writes, in the accented pseudo-locale", locale: "en-XA",
                        catalog: Self.catalog, codeLiterals: [Self.repository]) {
                Text(Self.repository)
            },
        ])

    private static let priority = "High"
    private static let sortTitle = "Sort Order"
    private static let personName = "Grace Hopper"
    private static let repository = "octocat/Hello-World"
    private static let appName = "Do It"
    private static let region = "US"
    private static let catalog = ["en": ["High": "High", "%lld %@": "%lld %@", "Hello %@": "Hello %@", "Do It": "Do It"],
                                  "pl": ["High": "Wysoki", "Do It": "Do It"]]
    private static let metric = true
    private static let unknown = "Unknown"
    private static let nickname: String? = nil

    func findings(in render: RenderContext) -> [ElementFinding] {
        guard render.pseudo != nil || !render.isDevelopmentLanguage else { return [] }
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable else { return nil }
            for source in item.element.sources {
                // A String shown as the whole piece, or String values interpolated into a looked-up one.
                let shown = source.origin == .stringValue ? [source.text] : source.origin == .localized ? source.insertedStrings : []
                for value in shown where KeyText.hasWords(value) {
                    if let message = message(value.trimmingSpaces, inserted: source.origin == .localized, index, render) {
                        return finding(index, message)
                    }
                }
            }
            return nil
        }
    }

    /// What is wrong with `text` (shown through a String: inserted into a looked-up text when
    /// `inserted`) on the element at `index`, or nil when it is not UI copy left untranslated.
    private func message(_ text: String, inserted: Bool, _ index: Int, _ render: RenderContext) -> String? {
        // A literal of the preview is sample data, unless the app's own code writes it too.
        guard !render.isSampleData(text) || render.isUICopy(text) else { return nil }
        // A name, code or address (`octocat/Hello-World`, `zemanl79`, `US`): one token that no
        // catalog would translate, even when the app's code writes it; unless it is a key.
        guard !KeyText.isIdentifier(text) || render.catalogCopy.contains(text) else { return nil }
        // Every language of the catalogs shows it unchanged ("CSE", an app's or a brand's name).
        guard !render.invariantCopy.contains(text) else { return nil }
        let name = render.walk.name(of: index)
        let how = inserted
            ? "it is a String interpolated into a looked-up text, which SwiftUI inserts as it is. "
                + "Interpolate a looked-up value instead (String(localized: \"…\"), or a Text)"
            : "it is a String shown as it is, never looked up. Pass a LocalizedStringKey (Text(LocalizedStringKey(value)))"
        if let pseudo = render.pseudo {
            guard render.isUICopy(text) else { return nil }
            return "\(name) shows \(QuotedText.shown(text)) unchanged in the pseudo-locale \(pseudo.rawValue): \(how)"
                + (inserted ? "." : ", or Text(verbatim:) if it is user data.")
        }
        guard let translation = render.translations[text] else { return nil }
        return "\(name) shows \(QuotedText.shown(text)) untranslated in \(render.locale.bcp47), although the catalog translates it as "
            + "\(QuotedText.shown(translation)): \(how)."
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
