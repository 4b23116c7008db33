import Diagnostics
import ScreenKit

/// A screen rule's description: the project's one description type, with small screens as examples.
public typealias ScreenRuleDescription = RuleDescription<RuleExample>

/// One check over a laid-out screen: a value that describes itself (its stable id, what it
/// finds, how serious that is, what to do about it, and screens that trigger it and screens that
/// must not) and finds faults on a render. The harness's own rules are listed in `ScreenRules`;
/// an app adds its own by passing them to `ScreenChecker` (or `HarnessMain.rules`), and
/// `.l10nlint.yml` turns any of them off or changes their severity under `check:`.
public protocol ScreenRule: Sendable {
    /// The rule's id, summary, severity, rationale and examples.
    var description: ScreenRuleDescription { get }
    /// Whether what the rule finds can differ between light and dark on the same layout (it reads
    /// colors). A rule that does not is run once per layout shared by the schemes.
    var readsColors: Bool { get }
    /// Whether a finding in a pseudo-locale alone is as serious as one in a shipped locale: true
    /// for a rule that uses pseudo-locales to see what no shipped locale shows (`hardcoded-text`:
    /// a text a pseudo-locale left unchanged was never looked up). A rule whose findings a
    /// pseudo-locale's padding only provokes (a text cut short, a word broken) leaves it false:
    /// what it finds in pseudo-locales alone is a note, and a warning or error only when the same
    /// element also fails in a shipped locale.
    var judgesPseudoLocalesAsShipped: Bool { get }
    /// Whether what the rule finds depends on where things are laid out (a text cut short, an
    /// element off the screen): on a render holding an image whose size is unknown (no image set
    /// of its name in the asset catalogs) such a finding is a note, as the real image may change
    /// the layout.
    var judgesLayout: Bool { get }
    /// Whether what the rule finds holds for an iPhone only (its layout, touch targets, Dynamic
    /// Type): on the preview of a view that only another platform's code shows (`#if os(macOS)`)
    /// such a finding is a note.
    var judgesTheIPhone: Bool { get }
    /// What the rule finds on one render.
    func findings(in render: RenderContext) -> [ElementFinding]
}

extension ScreenRule {
    /// The stable id findings carry (`text-truncated`).
    public var id: String { description.id }

    /// How serious its findings are unless the run says otherwise.
    public var defaultSeverity: Severity { description.defaultSeverity }

    /// Most rules read where things are and what they say, not their colors.
    public var readsColors: Bool { false }

    /// Most rules' findings in pseudo-locales alone are notes.
    public var judgesPseudoLocalesAsShipped: Bool { false }

    /// Most rules read what elements say and are, not where they are.
    public var judgesLayout: Bool { false }

    /// A rule that judges the layout judges the iPhone's.
    public var judgesTheIPhone: Bool { judgesLayout }

    /// The rule as reporters describe it.
    public var descriptor: RuleDescriptor { description.descriptor }

    /// A finding of this rule on the element at `index` of `RenderContext.elements`.
    public func finding(_ index: Int, _ message: String) -> ElementFinding {
        ElementFinding(rule: id, element: index, message: message)
    }

    /// A finding of this rule on the element at `index` that is only a note here, whatever the
    /// rule's severity: the team can do little about it in this render (a single word wider than
    /// the line at an accessibility size).
    public func note(_ index: Int, _ message: String) -> ElementFinding {
        ElementFinding(rule: id, element: index, message: message, severity: .note)
    }
}

/// What a rule found on one element of one render.
public struct ElementFinding: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// The element's index in `RenderContext.elements`.
    public var element: Int
    /// What is wrong and what to do.
    public var message: String
    /// The severity of this one finding when the rule judges it below its own (a word broken only
    /// at an accessibility size is a note); nil for the rule's severity, default or configured.
    public var severity: Severity?

    /// A finding of rule `rule` on the element at `element`, at `severity` if given (else the rule's).
    public init(rule: String, element: Int, message: String, severity: Severity? = nil) {
        self.rule = rule
        self.element = element
        self.message = message
        self.severity = severity
    }
}

/// Everything a rule reads about one render: the laid-out screen (walked), the conditions it was
/// laid out in, and what its lookups found. A rule of the app's own reads `screen`, `elements`
/// and the questions below; the harness's rules also read its walk.
public struct RenderContext {
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
    /// Texts the catalogs keep the same in every language they have (a name, a brand, a key
    /// marked not to translate): shown unchanged, they are as the translators left them.
    let invariantCopy: Set<String>
    /// The string literals of the app's code, when the caller gave them.
    let codeLiterals: Set<String>
    /// The string literals of the screen's preview: sample data (`ScreenPreview.sampleData`).
    let sampleData: Set<String>
    /// Whether the screens were checked against catalogs (lookups mean something).
    let hasCatalogs: Bool
    /// Whether the catalogs have the render's language at all: in one they lack, iOS shows the
    /// whole app in the development language, and no single text is missing a translation.
    let shipsLanguage: Bool

    /// The screen as laid out.
    public var screen: LaidOutScreen { walk.screen }
    /// The locale of the render.
    public var locale: LocaleIdentifier { screen.configuration.locale }
    /// Every element of the screen, parents before children, children in the order they were
    /// written: a finding names one by its index here.
    public var elements: [Element] { walk.items.map(\.element) }
    /// Whether the element at `index` is drawn and some of it can be seen without scrolling.
    public func isVisible(_ index: Int) -> Bool { walk.items[index].isVisible }
    /// Whether the system draws the element at `index` as it likes (the status bar, a back
    /// button, an alert), so the app does not choose its font, color, size or place.
    public func isSystemChrome(_ index: Int) -> Bool { walk.items[index].isSystemChrome }
    /// How messages name the element at `index`: `text "Sort Order"`, `button "Info"`.
    public func name(of index: Int) -> String { walk.name(of: index) }
    /// Whether `text` is the app's UI copy (a catalog key or development-language text, or a
    /// literal of its code) rather than data such as a person's name. A literal of the preview
    /// itself is sample data, even when it equals a catalog key ("Description" as a store's
    /// description), unless the app's own code writes it too.
    public func isUICopy(_ text: String) -> Bool {
        guard !isSampleData(text) else {
            // The preview wrote it: UI copy only when the app's code writes it as a String. A
            // literal of the code that is also a catalog key is most often that key looked up
            // (`Text("Store")`), so the preview's literal is sample data.
            return codeLiterals.contains(text) && !catalogCopy.contains(text)
        }
        return codeLiterals.contains(text) || catalogCopy.contains(text)
    }

    /// Whether `text` is written as a literal in the screen's preview: sample data the preview
    /// hands its views, not text of the app.
    public func isSampleData(_ text: String) -> Bool { sampleData.contains(text) }

    /// Whether the render shows the development language itself.
    public var isDevelopmentLanguage: Bool { pseudo == nil && locale.language == developmentLanguage.language }
}
