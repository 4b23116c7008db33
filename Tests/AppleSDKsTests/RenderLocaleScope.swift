import SwiftUI

/// `body`'s result with the render's locale set to `locale`, as a preview renders in it: how the
/// stand-ins' formatters and names are checked in a language.
func inLocale<T>(_ locale: LocaleIdentifier, _ body: () -> T) -> T {
    var environment = EnvironmentValues()
    environment.localeIdentifier = locale
    return EnvironmentValues.$current.withValue(environment, operation: body)
}
