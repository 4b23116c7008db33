import Diagnostics
import ScreenKit

/// A screen rule's description: the project's one description type, with small screens as examples.
typealias RuleDescription = Diagnostics.RuleDescription<RuleExample>

/// One check over a laid-out screen: a value that describes itself (its stable id, what it
/// finds, how serious that is, what to do about it, and screens that trigger it and screens that
/// must not) and finds faults on a render. Adding a check is adding one type and listing it in
/// `ScreenRules`.
protocol ScreenRule: Sendable {
    /// The rule's id, summary, severity, rationale and examples.
    var description: RuleDescription { get }
    /// Whether what the rule finds can differ between light and dark on the same layout (it reads
    /// colors). A rule that does not is run once per layout shared by the schemes.
    var readsColors: Bool { get }
    /// What the rule finds on one render.
    func findings(in render: RenderContext) -> [ElementFinding]
}

extension ScreenRule {
    /// The stable id findings carry (`text-truncated`).
    var id: String { description.id }

    /// How serious its findings are unless the run says otherwise.
    var defaultSeverity: Severity { description.defaultSeverity }

    /// Most rules read where things are and what they say, not their colors.
    var readsColors: Bool { false }

    /// The rule as reporters describe it.
    var descriptor: RuleDescriptor { description.descriptor }

    /// A finding of this rule on the walk's element `index`.
    func finding(_ index: Int, _ message: String) -> ElementFinding {
        ElementFinding(rule: id, element: index, message: message)
    }
}

/// What a rule found on one element of one render.
struct ElementFinding: Sendable, Hashable {
    /// The rule's id.
    var rule: String
    /// The element's index in the render's walk.
    var element: Int
    /// What is wrong and what to do.
    var message: String
}

/// Everything a rule reads about one render: the laid-out screen (walked), the conditions it was
/// laid out in, and what its lookups found.
struct RenderContext {
    /// The screen's elements and their surroundings.
    let walk: ScreenWalk
    /// The pseudo-locale of the render, if it is one.
    let pseudo: PseudoLocale?
    /// The language lookups finally fall back to.
    let developmentLanguage: LocaleIdentifier
    /// Lookups whose arguments did not fit their value.
    let mismatches: [LookupLog.Mismatch]
    /// Texts of the development language that the render's locale translates, with the translation.
    let translations: [String: String]
    /// The catalogs' keys and development-language texts.
    let catalogCopy: Set<String>
    /// The string literals of the app's code, when the caller gave them.
    let codeLiterals: Set<String>
    /// Whether the screens were checked against catalogs (lookups mean something).
    let hasCatalogs: Bool

    /// The screen as laid out.
    var screen: LaidOutScreen { walk.screen }
    /// The locale of the render.
    var locale: LocaleIdentifier { screen.configuration.locale }
    /// Whether `text` is the app's UI copy (a catalog key or development-language text, or a
    /// literal of its code) rather than data such as a person's name.
    func isUICopy(_ text: String) -> Bool {
        catalogCopy.contains(text) || codeLiterals.contains(text)
    }

    /// Whether the render shows the development language itself.
    var isDevelopmentLanguage: Bool { pseudo == nil && locale.language == developmentLanguage.language }
}
