#if os(Linux)
@_exported import Foundation
import StandInAppIntents
import SwiftUI

// iOS 18's controls: buttons and toggles of Control Center, the Lock Screen and the Action button.
// A control has no preview (Xcode draws none), so the types here are kept for an app's widget
// extension to compile: nothing is drawn, no value is fetched and no intent runs.

/// A control (WidgetKit's `ControlWidget`): declared in a widget extension, never drawn here.
public protocol ControlWidget {
    /// The control's configuration.
    associatedtype Body: ControlWidgetConfiguration
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
    /// A control.
    init()
}

/// What a control is (WidgetKit's `ControlWidgetConfiguration`): its kind, value and template.
public protocol ControlWidgetConfiguration {
    /// The configuration it is made of.
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration it is made of (a built-in configuration is its own).
    var body: Body { get }
}

extension ControlWidgetConfiguration {
    /// The control's name in the controls gallery (WidgetKit's `displayName(_:)`): kept for the app's build.
    public func displayName(_ displayName: LocalizedStringResource) -> Self { self }
    /// The control's description in the controls gallery (WidgetKit's `description(_:)`).
    public func description(_ description: LocalizedStringResource) -> Self { self }
    /// Shows the control's configuration when it is added (WidgetKit's `promptsForUserConfiguration()`).
    public func promptsForUserConfiguration() -> Self { self }
}

/// Builds a control's configuration (WidgetKit's `ControlWidgetConfigurationBuilder`).
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// A configuration as written.
    public static func buildExpression<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
    /// The body's one configuration.
    public static func buildBlock<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
    /// A configuration chosen by availability.
    public static func buildLimitedAvailability<C: ControlWidgetConfiguration>(_ configuration: C) -> AnyControlWidgetConfiguration {
        AnyControlWidgetConfiguration()
    }
    /// The first of two configurations.
    public static func buildEither<C: ControlWidgetConfiguration>(first configuration: C) -> AnyControlWidgetConfiguration {
        AnyControlWidgetConfiguration()
    }
    /// The second of two configurations.
    public static func buildEither<C: ControlWidgetConfiguration>(second configuration: C) -> AnyControlWidgetConfiguration {
        AnyControlWidgetConfiguration()
    }
}

/// A configuration chosen by a condition, its type erased (l10n's, for `if` in a control's body).
public struct AnyControlWidgetConfiguration: ControlWidgetConfiguration {
    /// Itself: a built-in configuration.
    public var body: Self { self }
}

/// What a control shows and does (WidgetKit's `ControlWidgetTemplate`): a button or a toggle.
public protocol ControlWidgetTemplate {}

extension ControlWidgetTemplate {
    /// The control's tint (WidgetKit's `ControlWidgetTemplate.tint(_:)`): kept for the app's build.
    public func tint(_ tint: Color?) -> Self { self }
}

/// Builds a control's template (WidgetKit's `ControlWidgetTemplateBuilder`).
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// A template as written.
    public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    /// The content's one template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    /// A template chosen by availability.
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ template: T) -> AnyControlWidgetTemplate {
        AnyControlWidgetTemplate()
    }
    /// The first of two templates.
    public static func buildEither<T: ControlWidgetTemplate>(first template: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate() }
    /// The second of two templates.
    public static func buildEither<T: ControlWidgetTemplate>(second template: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate() }
}

/// A template chosen by a condition, its type erased (l10n's, for `if` in a control's content).
public struct AnyControlWidgetTemplate: ControlWidgetTemplate {}

/// A control of no options (WidgetKit's `StaticControlConfiguration`).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String

    /// A control of `kind` whose template is `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) { self.kind = kind }

    /// A control of `kind` whose template shows the value `provider` gives.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
    }

    /// Itself: a built-in configuration.
    public var body: Self { self }
}

/// A control the user configures with an intent (WidgetKit's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String

    /// A control of `kind` whose template is made from the user's configuration.
    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        self.kind = kind
    }

    /// A control of `kind` whose template shows the value `provider` gives for the configuration.
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Configuration == Provider.Configuration {
        self.kind = kind
    }

    /// Itself: a built-in configuration.
    public var body: Self { self }
}

/// Gives a control its value (WidgetKit's `ControlValueProvider`): never asked in a preview.
public protocol ControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// A value shown in the controls gallery.
    var previewValue: Value { get }
    /// The control's current value.
    func currentValue() async throws -> Value
}

/// Gives a configurable control its value (WidgetKit's `AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The control's configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// A value shown in the controls gallery.
    func previewValue(configuration: Configuration) -> Value
    /// The control's current value.
    func currentValue(configuration: Configuration) async throws -> Value
}
#endif
