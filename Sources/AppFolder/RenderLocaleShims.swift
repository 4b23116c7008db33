import Foundation
import ToolSupport

/// The file added to the app's module in the scratch package so that what the app formats itself
/// reads in the locale of the screen being rendered, as on a device it reads in the user's:
/// `Locale.current`, `TimeZone.current`, `Calendar.current`, `formatted()` on dates and numbers
/// and `DateFormatter`'s and `NumberFormatter`'s strings. Declarations in the app's own module
/// shadow Foundation's, so the app's files compile unchanged and call these instead; each one
/// forwards to the SwiftUI module's `RenderLocale`. A group the app declares itself (its own
/// `extension Date { func formatted() … }`) is left out, so nothing is declared twice.
enum RenderLocaleShims {
    /// One group of declarations, and what in the app's files would clash with it.
    struct Group {
        /// The types extended, as the app may spell them in its own extensions.
        let types: [String]
        /// Member declarations (a keyword and a name) that, in an extension of one of `types`,
        /// clash with the group.
        let members: [(keyword: String, name: String)]
        /// The declarations.
        let text: String
    }

    static let currentMembers = [("var", "current"), ("var", "autoupdatingCurrent"), ("let", "current"), ("let", "autoupdatingCurrent")]

    static let groups: [Group] = [
        Group(types: ["Locale"], members: currentMembers, text: """
            extension Locale {
                static var current: Locale { SwiftUI.RenderLocale.current }
                static var autoupdatingCurrent: Locale { SwiftUI.RenderLocale.current }
            }
            """),
        Group(types: ["TimeZone"], members: currentMembers, text: """
            extension TimeZone {
                static var current: TimeZone { SwiftUI.RenderLocale.timeZone }
                static var autoupdatingCurrent: TimeZone { SwiftUI.RenderLocale.timeZone }
            }
            """),
        Group(types: ["Calendar"], members: currentMembers, text: """
            extension Calendar {
                static var current: Calendar { SwiftUI.RenderLocale.calendar }
                static var autoupdatingCurrent: Calendar { SwiftUI.RenderLocale.calendar }
            }
            """),
        Group(types: ["Date"], members: [("func", "formatted")], text: """
            extension Date {
                func formatted() -> String { SwiftUI.RenderLocale.format(self, Date.FormatStyle(date: .numeric, time: .shortened)) }
                func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
                    SwiftUI.RenderLocale.format(self, Date.FormatStyle(date: date, time: time))
                }
                func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date {
                    SwiftUI.RenderLocale.format(self, format)
                }
            }
            """),
        Group(types: ["BinaryInteger", "Int"], members: [("func", "formatted")], text: """
            extension BinaryInteger {
                func formatted() -> String { SwiftUI.RenderLocale.format(self, IntegerFormatStyle<Self>()) }
                func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
                    SwiftUI.RenderLocale.format(self, format)
                }
            }
            """),
        Group(types: ["BinaryFloatingPoint", "Double", "Float", "CGFloat"], members: [("func", "formatted")], text: """
            extension BinaryFloatingPoint {
                func formatted() -> String { SwiftUI.RenderLocale.format(self, FloatingPointFormatStyle<Self>()) }
                func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
                    SwiftUI.RenderLocale.format(self, format)
                }
            }
            """),
        Group(types: ["Decimal"], members: [("func", "formatted")], text: """
            extension Decimal {
                func formatted() -> String { SwiftUI.RenderLocale.format(self, Decimal.FormatStyle()) }
                func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
                    SwiftUI.RenderLocale.format(self, format)
                }
            }
            """),
        Group(types: ["DateFormatter", "NumberFormatter"], members: [("func", "string"), ("func", "localizedString")], text: """
            extension DateFormatter {
                func string(from date: Date) -> String { SwiftUI.RenderLocale.string(for: date, with: self) ?? "" }
                class func localizedString(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
                    let formatter = DateFormatter()
                    formatter.dateStyle = dateStyle
                    formatter.timeStyle = timeStyle
                    return SwiftUI.RenderLocale.string(for: date, with: formatter) ?? ""
                }
            }
            extension NumberFormatter {
                func string(from number: NSNumber) -> String? { SwiftUI.RenderLocale.string(for: number, with: self) }
                class func localizedString(from number: NSNumber, number style: NumberFormatter.Style) -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = style
                    return SwiftUI.RenderLocale.string(for: number, with: formatter) ?? ""
                }
            }
            """),
        // Linux's Foundation declares these without the initializers apps call; a declaration of
        // the app's own module shadows Foundation's, so the app's code builds unchanged.
        Group(types: ["PersonNameComponentsFormatter"],
              members: [("class", "PersonNameComponentsFormatter"), ("typealias", "PersonNameComponentsFormatter")], text: """
            typealias PersonNameComponentsFormatter = RenderPersonNameComponentsFormatter
            """),
        Group(types: ["Date"], members: [("typealias", "ComponentsFormatStyle"), ("struct", "ComponentsFormatStyle")], text: """
            extension Date {
                typealias ComponentsFormatStyle = DateRangeComponentsFormatStyle
            }
            """),
    ]

    /// The file's text for an app whose Swift files read `sources`, with `Bundle`'s info
    /// dictionary holding `bundleInfo` (see `AppBundleInfo`) unless the app declares its own.
    static func file(sources: [String], bundleInfo: [String: String] = [:]) -> String {
        var text = """
            // Written by l10n for the scratch build: what the app formats itself reads in the locale
            // of the screen being rendered, as on a device it reads in the user's.
            import Foundation
            import SwiftUI

            """
        let read = sources.map { (types: Set(SwiftIdentifiers.typesDeclared(in: $0[...])), words: SwiftIdentifiers.words(in: $0[...])) }
        for group in groups where !read.contains(where: { clashes($0.types, $0.words, with: group) }) {
            text += "\n" + group.text + "\n"
        }
        let bundle = Group(types: ["Bundle"], members: [("var", "infoDictionary"), ("func", "object"), ("var", "bundleIdentifier")],
                           text: AppBundleInfo.declarations(bundleInfo))
        if !bundleInfo.isEmpty, !read.contains(where: { clashes($0.types, $0.words, with: bundle) }) {
            text += "\n" + bundle.text + "\n"
        }
        return text
    }

    /// Whether a file that extends `types` and reads `words` extends one of the group's types and
    /// declares one of its members.
    static func clashes(_ types: Set<String>, _ words: [Substring], with group: Group) -> Bool {
        guard group.types.contains(where: types.contains) else { return false }
        return zip(words, words.dropFirst()).contains { pair in
            group.members.contains { $0.keyword == pair.0 && $0.name == pair.1 }
        }
    }
}
