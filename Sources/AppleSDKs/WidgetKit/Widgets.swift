#if os(Linux)
import Foundation
import StandInAppIntents
import SwiftUI

// A widget extension's code: timeline entries and providers, widgets and their configurations.
// Nothing is scheduled or reloaded in a preview; `#Preview(as:)` draws a widget's content for
// its first entry at the family's size, as Xcode's canvas does.

/// A widget's size (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline

    /// The family's size in points on a 393-point-wide iPhone (Apple's Human Interface
    /// Guidelines, "Widgets"; the extra-large family is the iPad's, drawn as large).
    public var size: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge, .systemExtraLarge: CGSize(width: 364, height: 382)
        case .accessoryCircular: CGSize(width: 76, height: 76)
        case .accessoryRectangular: CGSize(width: 172, height: 76)
        case .accessoryInline: CGSize(width: 257, height: 26)
        }
    }
}

/// One moment of a widget's timeline (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance given.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is (WidgetKit's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Sendable, Hashable {
    /// The score.
    public let score: Float
    /// For how long.
    public let duration: TimeInterval
    /// A relevance.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When a timeline is asked for again (WidgetKit's `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Sendable, Hashable {
    let name: String
    let date: Date?
    /// After the last entry.
    public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
    /// Never.
    public static let never = TimelineReloadPolicy(name: "never", date: nil)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// Entries and when to ask again (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries.
    public let entries: [EntryType]
    /// When to ask again.
    public let policy: TimelineReloadPolicy
    /// A timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is asked in (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether the widget is shown in the gallery.
    public let isPreview: Bool
    /// The widget's size.
    public let displaySize: CGSize
    /// A context of `family`.
    public init(family: WidgetFamily = .systemSmall, isPreview: Bool = true) {
        self.family = family
        self.isPreview = isPreview
        displaySize = family.size
    }
}

/// Gives a widget its entries (WidgetKit's `TimelineProvider`).
public protocol TimelineProvider {
    /// The entries.
    associatedtype Entry: TimelineEntry
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry for the placeholder.
    func placeholder(in context: Context) -> Entry
    /// An entry for the gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Gives a configurable widget its entries (WidgetKit's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
    /// The entries.
    associatedtype Entry: TimelineEntry
    /// The widget's configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry for the placeholder.
    func placeholder(in context: Context) -> Entry
    /// An entry for the gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preset configurations, for watchOS: none unless the provider gives some.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

/// A widget's configuration (WidgetKit's `WidgetConfiguration`): its content for an entry.
public protocol WidgetConfiguration {
    /// The widget's content for `entry`, when the entry is of the widget's type (l10n's hook for
    /// `#Preview(as:)`). Not WidgetKit API.
    func _l10nContent(for entry: Any) -> AnyView?
}

extension WidgetConfiguration {
    /// The widget's name in the gallery.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> Self { self }
    /// The widget's name in the gallery.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> Self { self }
    /// The widget's description in the gallery.
    public func description(_ description: LocalizedStringKey) -> Self { self }
    /// The widget's description in the gallery.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> Self { self }
    /// The families offered.
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    /// Content drawn to the widget's edges.
    public func contentMarginsDisabled() -> Self { self }
    /// Whether the widget's background is removed where the system asks.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> Self { self }
    /// Background work the widget does.
    public func onBackgroundURLSessionEvents(matching: String? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void) -> Self {
        self
    }
}

/// A widget whose content comes from a provider (WidgetKit's `StaticConfiguration`).
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let content: (Any) -> AnyView?

    /// A widget of `kind`, drawn by `content` for each of `provider`'s entries.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.content = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    /// The widget's content for `entry`.
    public func _l10nContent(for entry: Any) -> AnyView? { content(entry) }
}

/// A widget configured by an intent (WidgetKit's `AppIntentConfiguration`).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let content: (Any) -> AnyView?

    /// A widget of `kind`, configured by `intent`, drawn by `content` for each entry.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        self.content = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    /// The widget's content for `entry`.
    public func _l10nContent(for entry: Any) -> AnyView? { content(entry) }
}

/// No configuration (a widget bundle's empty body).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// An empty configuration.
    public init() {}
    /// Nothing to draw.
    public func _l10nContent(for entry: Any) -> AnyView? { nil }
}

/// A widget (WidgetKit's `Widget`).
public protocol Widget {
    /// The widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// The widget's configuration.
    var body: Body { get }
    /// A widget.
    init()
}

/// A bundle's widgets, as its builder gathers them: a widget of no configuration of its own
/// (each widget is previewed by its own `#Preview`).
public struct BundledWidgets: Widget {
    /// The gathered widgets.
    public init() {}
    /// No configuration of its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a bundle's widgets (WidgetKit's `WidgetBundleBuilder`).
@resultBuilder
public enum WidgetBundleBuilder {
    /// The widgets.
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> BundledWidgets { BundledWidgets() }
    /// A widget included when a condition holds.
    public static func buildOptional<W: Widget>(_ widget: W?) -> BundledWidgets { BundledWidgets() }
    /// One of two branches of widgets.
    public static func buildEither<W: Widget>(first widget: W) -> BundledWidgets { BundledWidgets() }
    /// One of two branches of widgets.
    public static func buildEither<W: Widget>(second widget: W) -> BundledWidgets { BundledWidgets() }
    /// A widget included by availability.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> BundledWidgets { BundledWidgets() }
}

/// The widgets of an extension (WidgetKit's `WidgetBundle`).
public protocol WidgetBundle {
    /// The widgets.
    associatedtype Body: Widget
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
    /// A bundle.
    init()
}

extension WidgetBundle {
    /// The extension's entry point: nothing runs on Linux, the widgets are previewed.
    public static func main() {}
}

/// Builds a preview's timeline of entries.
@resultBuilder
public enum TimelineEntriesBuilder {
    /// The entries in order.
    public static func buildBlock<Entry: TimelineEntry>(_ entries: Entry...) -> [Entry] { entries }
    /// Entries made in a loop.
    public static func buildArray<Entry: TimelineEntry>(_ groups: [[Entry]]) -> [Entry] { groups.flatMap { $0 } }
    /// One entry.
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
    /// Entries in order.
    public static func buildBlock<Entry: TimelineEntry>(_ groups: [Entry]...) -> [Entry] { groups.flatMap { $0 } }
}

/// Previews a widget: its content for the first entry of `timeline`, at the family's size.
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                                       @TimelineEntriesBuilder timeline: () -> [Entry]) =
    #externalMacro(module: "SwiftUIMacros", type: "WidgetPreviewMacro")

/// What `#Preview(as:)` draws: a widget's content for the first entry of its timeline, on the
/// system's background, clipped to the family's rounded shape and size.
public enum WidgetPreviewView {
    /// The preview's view.
    @MainActor
    public static func view<W: Widget, Entry: TimelineEntry>(family: WidgetFamily, widget: () -> W,
                                                           @TimelineEntriesBuilder timeline: () -> [Entry]) -> AnyView {
        let entries = timeline()
        let content = entries.first.flatMap { widget().body._l10nContent(for: $0) }
            ?? AnyView(UnbuiltView(reason: "the widget's timeline has no entry of its provider's type"))
        let size = family.size
        return AnyView(content.environment(\.widgetFamily, family)
            .frame(width: size.width, height: size.height)
            .background(Color(.systemBackground))
            .clipShape(RoundedRectangle(cornerRadius: family.rawValue.hasPrefix("system") ? 22 : size.height / 2)))
    }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
    /// The family of the widget being drawn.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the widget is rendered: in full colour.
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }
    /// Whether the widget shows its container background.
    public var showsWidgetContainerBackground: Bool { true }
    /// The widget's content margins.
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

/// How a widget is rendered (WidgetKit's `WidgetRenderingMode`).
public struct WidgetRenderingMode: Sendable, Hashable {
    let name: String
    /// In full colour.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted with the accent.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// In one colour.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// A widget's setting in a `PreviewProvider` (WidgetKit's `WidgetPreviewContext`).
public struct WidgetPreviewContext {
    let family: WidgetFamily
    /// A context of `family`.
    public init(family: WidgetFamily) { self.family = family }
}

nonisolated extension View {
    /// Draws the view at the widget family's size, as Xcode's canvas shows a widget.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        frame(width: context.family.size.width, height: context.family.size.height).environment(\.widgetFamily, context.family)
    }
    /// A background for an accessory widget.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
}

/// The soft background of an accessory widget (WidgetKit's `AccessoryWidgetBackground`).
public struct AccessoryWidgetBackground: View {
    /// The background.
    public init() {}
    /// A translucent circle.
    public var body: some View { Circle().fill(Color.gray.opacity(0.3)) }
}

extension WidgetCenter {
    /// The widgets the user added: none in a preview.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) { completion(.success([])) }
    /// The widgets the user added.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget the user added (WidgetKit's `WidgetInfo`).
public struct WidgetInfo: Sendable {
    /// Its kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
}
#endif
