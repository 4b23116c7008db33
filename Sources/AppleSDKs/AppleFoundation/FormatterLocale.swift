#if os(Linux)
import Foundation
import SwiftUI

/// The locale a stand-in formatter writes in: the one the app set, or, left at the process's
/// default, the locale of the screen being rendered (on Linux the process's locale is not the
/// user's; a preview's is the render's).
enum FormatterLocale {
    /// The ICU identifier for `locale`, the render's locale when `locale` is nil or the process's.
    static func identifier(_ locale: Locale?) -> LocaleIdentifier {
        if let locale, locale.identifier != Locale.current.identifier,
           let parsed = try? LocaleIdentifier(locale.identifier.replacingOccurrences(of: "_", with: "-")) {
            return parsed
        }
        return EnvironmentValues.current.localeIdentifier
    }
}
#endif
