#if os(Linux)
@_exported import Foundation
import SwiftUI

/// An action the system can run (App Intents' `AppIntent`): declared, never performed in a preview.
public protocol AppIntent: Sendable {
    /// The title.
    static var title: LocalizedStringResource { get }
    /// The description.
    static var description: IntentDescription? { get }
    /// Whether running it opens the app.
    static var openAppWhenRun: Bool { get }
    /// What it returns.
    associatedtype PerformResult: IntentResult
    /// Runs it.
    func perform() async throws -> PerformResult
    /// An intent with default parameters.
    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

/// An intent migrated from SiriKit (App Intents' `CustomIntentMigratedAppIntent`).
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent's class name.
    static var intentClassName: String { get }
}

/// An intent configuring a widget (App Intents' `WidgetConfigurationIntent`): it holds the
/// widget's parameters and performs nothing.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Does nothing: a configuration is read, not run.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// An intent configuring a control (App Intents' `ControlConfigurationIntent`): it holds the
/// control's parameters and performs nothing.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Does nothing: a configuration is read, not run.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// An intent that opens the app (App Intents' `OpenIntent`).
public protocol OpenIntent: AppIntent {}

/// An intent's description (App Intents' `IntentDescription`).
public struct IntentDescription: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A description.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// What an intent returns (App Intents' `IntentResult`).
public protocol IntentResult: Sendable {}

/// A result with a value (App Intents' `ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result with a dialog (App Intents' `ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent (App Intents' `OpensIntent`).
public protocol OpensIntent: IntentResult {}

/// A result with a view (App Intents' `ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}

/// The result an intent returns: every kind of result at once, so any `some IntentResult & …` fits.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    let value: Value?
}

extension IntentResult {
    /// An empty result.
    public static func result() -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil) }
    /// A result with a value.
    public static func result<V: Sendable>(value: V) -> Self where Self == IntentResultContainer<V> { IntentResultContainer(value: value) }
    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil) }
    /// A result with a value and a dialog.
    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value)
    }
    /// A result with a view.
    public static func result<C: View>(dialog: IntentDialog? = nil, @ViewBuilder view: () -> C) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil)
    }
}

/// What an intent says (App Intents' `IntentDialog`).
public struct IntentDialog: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A dialog.
    public init(_ full: LocalizedStringResource) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// An intent's parameter (App Intents' `@Parameter`).
@propertyWrapper
public struct Parameter<Value>: @unchecked Sendable {
    /// The value.
    public var wrappedValue: Value
    /// The parameter itself.
    public var projectedValue: Parameter<Value> { self }
    /// A parameter with a default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
                requestValueDialog: IntentDialog? = nil, inputOptions: Any? = nil) { wrappedValue = defaultValue }
    /// A parameter with a default, in the order some intents write it.
    public init(default defaultValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) { wrappedValue = defaultValue }
    /// An optional parameter.
    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
                         inputOptions: Any? = nil) where Value == Wrapped? { wrappedValue = nil }
    /// An optional parameter with a default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
                optionsProvider: Any? = nil) where Value: ExpressibleByNilLiteral { wrappedValue = nil }
    /// A required parameter of a type with a default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil)
    where Value: AppParameterDefault { wrappedValue = Value.parameterDefault }
}

/// A type a parameter starts at when the intent gives no default.
public protocol AppParameterDefault { static var parameterDefault: Self { get } }
extension String: AppParameterDefault { public static var parameterDefault: String { "" } }
extension Bool: AppParameterDefault { public static var parameterDefault: Bool { false } }
extension Int: AppParameterDefault { public static var parameterDefault: Int { 0 } }
extension Double: AppParameterDefault { public static var parameterDefault: Double { 0 } }
extension Array: AppParameterDefault { public static var parameterDefault: [Element] { [] } }

/// How a value is shown (App Intents' `DisplayRepresentation`).
public struct DisplayRepresentation: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The title.
    public let title: LocalizedStringResource
    /// A representation.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) { self.title = title }
    public init(stringLiteral value: String) { title = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: DefaultStringInterpolation) { title = LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)) }
    /// An image of a representation (App Intents' `DisplayRepresentation.Image`).
    public struct Image: Sendable {
        /// An SF Symbol.
        public init(systemName: String) {}
        /// An image of the app's assets.
        public init(named name: String) {}
    }
}

/// How a type is shown (App Intents' `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// An enumeration an intent takes (App Intents' `AppEnum`).
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable {
    /// How the type is shown.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An entity an intent takes (App Intents' `AppEntity`).
public protocol AppEntity: Identifiable, Sendable {
    /// How the type is shown.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How the value is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// How entities are found.
    associatedtype DefaultQuery: EntityQuery
    /// The default query.
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities (App Intents' `EntityQuery`).
public protocol EntityQuery: Sendable {
    /// The entity's type.
    associatedtype Entity: Identifiable
    /// Entities by identifier.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// A query.
    init()
}

/// A shortcut the app offers (App Intents' `AppShortcut`).
public struct AppShortcut: Sendable {
    /// A shortcut.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {}
}

/// A phrase of a shortcut (App Intents' `AppShortcutPhrase`).
public struct AppShortcutPhrase<Intent>: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// Builds an app's shortcuts (App Intents' `AppShortcutsBuilder`).
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
}

/// The app's shortcuts (App Intents' `AppShortcutsProvider`).
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

/// A summary of an intent's parameters (App Intents' `ParameterSummary`): not provided yet.
@available(*, unavailable, message: "l10n does not provide App Intents' ParameterSummary yet; previews do not need it")
public protocol ParameterSummary {}

/// A summary's text (App Intents' `Summary`): not provided yet.
@available(*, unavailable, message: "l10n does not provide App Intents' Summary yet")
public struct Summary {}
#endif
