#if os(Linux)
@_exported import Foundation
import StandInUniformTypeIdentifiers
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
    /// The summary's type.
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    /// How the Shortcuts editor sums the intent up.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

extension AppIntent where SummaryContent == NoParameterSummary {
    /// No summary: the parameters as a list.
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
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

/// An intent of the system's (App Intents' `SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// An intent that sets a value, as an interactive widget's toggle runs it (App Intents'
/// `SetValueIntent`); the toggle sets `value` before `perform()` runs — never, in a preview.
public protocol SetValueIntent: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType
    /// The value set.
    var value: ValueType { get set }
}

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
    /// A result with a view given as a value.
    public static func result<C: View>(dialog: IntentDialog? = nil, view: C) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil)
    }
    /// A result with a value and a view.
    public static func result<V: Sendable, C: View>(value: V, dialog: IntentDialog? = nil, view: C) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value)
    }
    /// A result that opens another intent.
    public static func result<I: AppIntent>(opensIntent intent: I, dialog: IntentDialog? = nil) -> Self where Self == IntentResultContainer<Never> {
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

/// An intent's parameter (App Intents' `@Parameter`). Its value is held by reference, as App
/// Intents' parameter is a class: `let intent = CfgIntent(); intent.emoji = "😀"` sets it, and a copy
/// of an intent shares its parameters.
@propertyWrapper
public struct Parameter<Value>: @unchecked Sendable {
    private final class Box: @unchecked Sendable {
        var value: Value?
        init(_ value: Value?) { self.value = value }
    }
    private let box: Box
    /// The value; a required entity the intent gives no default is asked of the user when the
    /// intent runs, which never happens in a preview.
    public var wrappedValue: Value {
        get {
            guard let storage = box.value else { fatalError("an App Intents parameter without a default is asked of the user; a preview runs no intent") }
            return storage
        }
        nonmutating set { box.value = newValue }
    }
    /// The parameter itself.
    public var projectedValue: Parameter<Value> { self }
    /// A parameter with a default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
                requestValueDialog: IntentDialog? = nil) { box = Box(defaultValue) }
    /// A number parameter with a default, within a range.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value,
                inclusiveRange: (Value, Value), requestValueDialog: IntentDialog? = nil) where Value: Comparable { box = Box(defaultValue) }
    /// A number parameter within a range.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, inclusiveRange: (Value, Value),
                requestValueDialog: IntentDialog? = nil) where Value: Comparable { box = Box(inclusiveRange.0) }
    /// A required parameter of an enumeration: its first case until the user picks one.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil)
    where Value: AppEnum { box = Box(Value.allCases.first) }
    /// A required parameter of an entity, asked of the user when the intent runs.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
                requestDisambiguationDialog: IntentDialog? = nil) where Value: AppEntity { box = Box(nil) }
    /// A parameter with a default, in the order some intents write it.
    public init(default defaultValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) { box = Box(defaultValue) }
    /// An optional parameter.
    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil)
    where Value == Wrapped? { box = Box(.some(nil)) }
    /// An optional parameter with a default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
                optionsProvider: Any? = nil) where Value: ExpressibleByNilLiteral { box = Box(.some(nil)) }
    /// A required parameter of a type with a default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil)
    where Value: AppParameterDefault { box = Box(Value.parameterDefault) }
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
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a count of the type reads (`"\(placeholder: .int) trails"`), if given.
    public var numericFormat: LocalizedStringResource?
    /// A representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
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

/// A phrase of a shortcut (App Intents' `AppShortcutPhrase`): text with the app's name and the
/// intent's parameters in it (`"Open \(.applicationName)"`, `"Add \(\.$list) in \(.applicationName)"`).
public struct AppShortcutPhrase<Intent>: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The phrase's parts.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// The app's name, or another token the system fills in.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        /// One of the intent's parameters.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// What the system fills into a shortcut phrase (App Intents' `AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Sendable { case applicationName }

/// The colour of the app's tile in the Shortcuts app (App Intents' `ShortcutTileColor`).
public enum ShortcutTileColor: Int, Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, green, teal, lightBlue, navy, blue, purple, lightPurple, pink, gray, grayBrown
}

/// The app's shortcuts as the system knows them (App Intents' `AppShortcutsProvider` updates).
extension AppShortcutsProvider {
    /// The tile's colour.
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    /// Tells the system the shortcuts' parameters changed (nothing to tell in a preview).
    public static func updateAppShortcutParameters() {}
}

/// An intent a Live Activity's buttons run (App Intents' `LiveActivityIntent`).
public protocol LiveActivityIntent: AppIntent {}

/// An intent that may run in the app's process or its extension (App Intents' `AudioPlaybackIntent`).
public protocol AudioPlaybackIntent: AppIntent {}

/// Finds entities by text (App Intents' `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    /// Entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// Lists entities to choose from (App Intents' `EnumerableEntityQuery`).
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// The entities suggested: none by default.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// An intent that opens a URL (App Intents' `OpenURLIntent`): opens nothing in a preview.
public struct OpenURLIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open URL"
    /// The URL.
    public let url: URL?
    /// An intent opening `url`.
    public init(_ url: URL) { self.url = url }
    public init() { url = nil }
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// Gives intents the app's dependencies (App Intents' `AppDependencyManager`).
public final class AppDependencyManager: @unchecked Sendable {
    private static let sharedManager = AppDependencyManager()
    private let lock = NSLock()
    private var dependencies: [ObjectIdentifier: Any] = [:]
    /// The app's manager.
    public static var shared: AppDependencyManager { sharedManager }
    /// Registers a dependency made by `make`.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency make: @autoclosure @escaping @Sendable () -> Dependency) {
        let value = make()
        lock.withLock { dependencies[ObjectIdentifier(Dependency.self)] = value }
    }
    func value<Dependency>(of type: Dependency.Type) -> Dependency? {
        lock.withLock { dependencies[ObjectIdentifier(Dependency.self)] as? Dependency }
    }
}

/// A dependency an intent reads from the `AppDependencyManager` (App Intents' `@Dependency`).
@propertyWrapper
public struct Dependency<Value: Sendable>: @unchecked Sendable {
    /// A dependency of the registered type.
    public init() {}
    /// A dependency registered under a key.
    public init(key: AnyHashable) {}
    /// The registered value; an intent's dependency is registered before the intent runs, which
    /// never happens in a preview.
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.value(of: Value.self) else {
            fatalError("no \(Value.self) was added to AppDependencyManager before the intent read it")
        }
        return value
    }
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

/// A summary of an intent's parameters, shown in the Shortcuts editor (App Intents'
/// `ParameterSummary`); kept for its type, as no editor shows in a preview.
public protocol ParameterSummary: Sendable {}

/// No summary: the intent's parameters as a list.
public struct NoParameterSummary: ParameterSummary {
    /// No summary.
    public init() {}
}

/// A sentence with the intent's parameters in it (App Intents' `Summary`):
/// `Summary("Add \(\.$title) to \(\.$list)")`.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    /// A sentence.
    public init(_ summary: ParameterSummaryString<Intent>) {}
    /// A sentence, with more parameters in a table below it.
    public init<Table>(_ summary: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> Table) {}
    /// The parameters as a table, without a sentence.
    public init<Table>(@ParameterSummaryTableBuilder<Intent> table: () -> Table) {}
}

/// A file an intent takes or returns (App Intents' `IntentFile`): its bytes, name and type.
public struct IntentFile: Sendable, Hashable {
    /// The file's contents.
    public let data: Data
    /// The file's name.
    public let filename: String
    /// Where the file is, when it is one on disk.
    public let fileURL: URL?
    /// The file's type, when known.
    public let type: UTType?

    /// A file of `data`.
    public init(data: Data, filename: String, type: UTType? = nil) {
        self.data = data
        self.filename = filename
        self.type = type
        fileURL = nil
    }

    /// The file at `fileURL` (not read in a preview).
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        data = Data()
        self.filename = filename ?? fileURL.lastPathComponent
        self.fileURL = fileURL
        self.type = type
    }
}

/// The text of a summary: literal words and the intent's parameters.
public struct ParameterSummaryString<Intent>: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The parts of a summary's text.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// One of the intent's parameters.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// Builds an intent's summary (App Intents' `ParameterSummaryBuilder`), so the key paths in
/// `Summary("… \(\.$title)")` are the intent's.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildBlock(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildEither(first summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildEither(second summary: Summary<Intent>) -> Summary<Intent> { summary }
}

/// Builds the table of parameters below a summary's sentence.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) -> [AnyKeyPath] { [parameter] }
    public static func buildBlock(_ parameters: [AnyKeyPath]...) -> [AnyKeyPath] { parameters.flatMap { $0 } }
}
#endif
