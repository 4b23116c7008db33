#if os(Linux)
@_exported import Foundation
import StandInAppIntents
import SwiftUI

/// A preset configuration of a widget, offered where there is no editor (WidgetKit's
/// `AppIntentRecommendation`): kept for its intent and description, never offered in a preview.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: @unchecked Sendable {
    /// The configuration.
    public let intent: Intent
    /// What the configuration shows.
    public let description: Text
    /// A recommendation described by `description`.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation described by a localized `description`.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.init(intent: intent, description: Text(description))
    }
    /// A recommendation described by `description`, shown as it is.
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}

extension AppIntentTimelineProvider {
    /// No preset configurations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

extension WidgetCenter {
    /// Asks the system for the providers' recommendations again (nothing to ask here).
    public func invalidateConfigurationRecommendations() {}
}
#endif
