#if os(Linux)
import Foundation

extension EnvironmentValues {
    /// The locale of the screen being rendered, as Foundation's `Locale` (SwiftUI's `locale`), so
    /// `@Environment(\.locale) var locale` formats (`.dateTime.locale(locale)`) and reads
    /// (`locale.currency`) as on iOS. Setting it moves the render's locale; a locale whose
    /// identifier is not BCP 47 leaves it unchanged. It shadows ScreenKit's `LocaleIdentifier`
    /// property of the same name for code that imports SwiftUI (`localeIdentifier` is that one).
    public var locale: Foundation.Locale {
        get { Foundation.Locale(identifier: localeIdentifier.bcp47) }
        set {
            if let parsed = try? LocaleIdentifier.parse(newValue.identifier) { localeIdentifier = parsed }
        }
    }
}
#endif
