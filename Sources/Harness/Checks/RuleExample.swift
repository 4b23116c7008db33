import Diagnostics
import ScreenKit

/// A small screen a rule must find something on, or must not: the rule's documentation and its
/// tests at once.
public struct RuleExample: RuleExampleDocument {
    /// What the example shows.
    var title: String
    /// The locale it is laid out in.
    var locale: LocaleIdentifier = "en"
    /// The Dynamic Type size.
    var size: ContentSizeCategory = .large
    /// The device.
    var device: Device = .iPhoneSE
    /// Light or dark.
    var scheme: ColorScheme = .light
    /// Catalog entries the example looks up, by locale then key (written as `.strings` tables).
    var catalog: [String: [String: String]] = [:]
    /// String literals the app's code is taken to hold (as `ScreenChecker.codeLiterals`).
    var codeLiterals: Set<String> = []
    /// String literals of the example's preview: its sample data (as `ScreenPreview.sampleData`).
    var sampleData: Set<String> = []
    /// Whether the rule reports it only as a note (a passing example the team need not act on:
    /// a finding in a pseudo-locale alone, a long word at an accessibility size).
    var noted = false
    /// The screen.
    var view: @Sendable () -> AnyView

    /// An example laid out with the given conditions.
    public init<Content: View & SendableMetatype>(_ title: String, locale: LocaleIdentifier = "en", size: ContentSizeCategory = .large,
                               device: Device = .iPhoneSE, scheme: ColorScheme = .light, catalog: [String: [String: String]] = [:],
                               codeLiterals: Set<String> = [], sampleData: Set<String> = [], noted: Bool = false,
                               @ViewBuilder view: @escaping @Sendable () -> Content) {
        self.title = title
        self.locale = locale
        self.size = size
        self.device = device
        self.scheme = scheme
        self.catalog = catalog
        self.codeLiterals = codeLiterals
        self.sampleData = sampleData
        self.noted = noted
        self.view = { AnyView(view()) }
    }

    /// What the example shows, the conditions it is laid out in, and the catalog it looks up.
    public var documentationLines: [String] {
        var lines = [title, "laid out in \(locale.bcp47), at \(size.shortName), on \(device.name), \(scheme.rawValue)"]
        for locale in catalog.keys.sorted() {
            let entries = catalog[locale] ?? [:]
            lines.append("catalog \(locale): " + entries.keys.sorted().map { "\"\($0)\" = \"\(entries[$0] ?? "")\"" }.joined(separator: "; "))
        }
        if !sampleData.isEmpty {
            lines.append("written in the preview: " + sampleData.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
        }
        if noted { lines.append("reported only as a note") }
        return lines
    }
}
