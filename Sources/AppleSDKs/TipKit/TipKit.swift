#if os(Linux)
import Foundation
import SwiftUI

// TipKit on Linux: tips, their rules, parameters, events and actions, declared as apps declare
// them. A preview shows no tip (TipKit decides at run time whether one shows), so every tip view
// draws nothing and every rule is kept, never evaluated.

/// A tip the app shows (TipKit's `Tip`); tips are not shown in previews.
public protocol Tip: Identifiable, Sendable {
    /// A rule, as a tip's `rules` spell it.
    typealias Rule = Tips.Rule
    /// A button, as a tip's `actions` spell it.
    typealias Action = Tips.Action
    /// An option, as a tip's `options` spell it.
    typealias Option = TipOption
    /// An event, as a tip's rules spell it (`static let opened = Event(id: "opened")`).
    typealias Event = Tips.Event
    /// The most showings, as a tip's `options` spell it.
    typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// Showing regardless of the display frequency, as a tip's `options` spell it.
    typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// The title.
    var title: Text { get }
    /// The message.
    var message: Text? { get }
    /// The image.
    var image: Image? { get }
    /// The buttons the tip shows.
    @Tips.ActionsBuilder var actions: [Tips.Action] { get }
    /// When the tip may show.
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    /// How often the tip may show.
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// The tip's type name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No buttons.
    public var actions: [Tips.Action] { [] }
    /// No rules.
    public var rules: [Tips.Rule] { [] }
    /// No options.
    public var options: [any TipOption] { [] }
    /// Whether the tip would show: not in a preview.
    public var shouldDisplay: Bool { false }
    /// The tip's status: pending, as TipKit decides at run time.
    public var status: Tips.Status { .pending }
    /// The tip's updates of whether it should show.
    public var shouldDisplayUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
    /// The tip's status updates.
    public var statusUpdates: AsyncStream<Tips.Status> { AsyncStream { $0.finish() } }
    /// Marks the tip as no longer needed.
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// An option of a tip (TipKit's `TipOption`).
public protocol TipOption: Sendable {}

/// TipKit's namespace (`Tips`).
public enum Tips {
    /// Why a tip is no longer shown.
    public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }

    /// Whether a tip shows.
    public enum Status: Sendable, Hashable { case pending, available, invalidated(InvalidationReason) }

    /// An option of TipKit's set-up (`Tips.ConfigurationOption`).
    public struct ConfigurationOption: Sendable {
        let name: String
        /// How often tips may show.
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption(name: "displayFrequency") }
        /// Where TipKit keeps its state.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption(name: "datastoreLocation") }
        /// Whether tips sync with CloudKit.
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption { ConfigurationOption(name: "cloudKit") }

        /// How often tips may show.
        public struct DisplayFrequency: Sendable, Hashable {
            let seconds: TimeInterval
            /// At once.
            public static let immediate = DisplayFrequency(seconds: 0)
            /// Once an hour.
            public static let hourly = DisplayFrequency(seconds: 3_600)
            /// Once a day.
            public static let daily = DisplayFrequency(seconds: 86_400)
            /// Once a week.
            public static let weekly = DisplayFrequency(seconds: 604_800)
            /// Once a month.
            public static let monthly = DisplayFrequency(seconds: 2_592_000)
        }

        /// Where TipKit keeps its state.
        public struct DatastoreLocation: Sendable {
            let name: String
            /// The app's own folder.
            public static let applicationDefault = DatastoreLocation(name: "applicationDefault")
            /// An app group's container.
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(name: identifier) }
            /// A folder.
            public static func url(_ url: URL, shouldReset: Bool = false) -> DatastoreLocation { DatastoreLocation(name: url.path) }
        }

        /// Which CloudKit container tips sync with.
        public struct CloudKitContainerOption: Sendable {
            let name: String
            /// The app's default container.
            public static let automatic = CloudKitContainerOption(name: "automatic")
            /// A named container.
            public static func named(_ name: String) -> CloudKitContainerOption { CloudKitContainerOption(name: name) }
        }
    }

    /// Sets TipKit up (nothing to set up here).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Forgets every tip's state.
    public static func resetDatastore() throws {}
    /// Shows every tip for testing.
    public static func showAllTipsForTesting() {}
    /// Shows the given tips for testing.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides every tip for testing.
    public static func hideAllTipsForTesting() {}
    /// Hides the given tips for testing.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// Something the user did, counted by rules (`Tips.Event`).
    public struct Event: Sendable {
        /// The event's identifier.
        public let id: String
        /// An event.
        public init(id: String) { self.id = id }
        /// Records that it happened; nothing is recorded in a preview.
        public func donate() async {}
        /// Records that it happened.
        public func sendDonation() {}
        /// The donations made: none in a preview.
        public var donations: [Donation] { [] }

        /// One time the event happened.
        public struct Donation: Sendable {
            /// When.
            public let date: Date
        }
    }

    /// A value rules read (`Tips.Parameter`): what `@Parameter static var isLoggedIn: Bool = false`
    /// keeps beside the property as `$isLoggedIn`. Its value is kept for the process, starting at
    /// the property's default; setting the property sets it.
    public struct Parameter<Value>: @unchecked Sendable {
        private let box: ParameterBox<Value>
        /// The parameter `id`, starting at `defaultValue` (what `@Parameter` writes).
        public init(_ id: String, _ defaultValue: Value, _ options: ParameterOption...) { box = ParameterBox(defaultValue) }
        /// The value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }

    /// When a tip may show (`Tips.Rule`), made by `#Rule`; kept, never evaluated in a preview.
    public struct Rule: Sendable {
        /// A rule.
        public init() {}
    }

    /// A button on a tip (`Tips.Action`).
    public struct Action: Identifiable, @unchecked Sendable {
        /// The action's identifier.
        public let id: String
        /// Its title.
        public let title: Text?
        /// An action with a title.
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            self.title = Text(title)
        }
        /// An action with a title view.
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
            self.id = id ?? ""
            self.title = label()
        }
    }

    /// At most so many showings (`Tips.MaxDisplayCount`).
    public struct MaxDisplayCount: TipOption {
        /// The count.
        public init(_ count: Int) {}
    }

    /// Whether the display frequency is ignored (`Tips.IgnoresDisplayFrequency`).
    public struct IgnoresDisplayFrequency: TipOption {
        /// The setting.
        public init(_ ignoresDisplayFrequency: Bool) {}
    }

    /// Builds a tip's actions.
    @resultBuilder
    public enum ActionsBuilder {
        /// An action included when a condition holds.
        public static func buildOptional(_ actions: [Action]?) -> [Action] { actions ?? [] }
        /// Actions of a branch.
        public static func buildEither(first actions: [Action]) -> [Action] { actions }
        /// Actions of the other branch.
        public static func buildEither(second actions: [Action]) -> [Action] { actions }
        /// Actions in groups.
        public static func buildBlock(_ groups: [Action]...) -> [Action] { groups.flatMap { $0 } }
        /// One action as a group.
        public static func buildExpression(_ action: Action) -> [Action] { [action] }
        /// Actions written as an array.
        public static func buildExpression(_ actions: [Action]) -> [Action] { actions }
    }

    /// Builds a tip's rules.
    @resultBuilder
    public enum RuleBuilder {
        /// One rule.
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        /// Rules written as an array.
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        /// The rules in order.
        public static func buildBlock(_ groups: [Rule]...) -> [Rule] { groups.flatMap { $0 } }
    }

    /// Builds a tip's options.
    @resultBuilder
    public enum OptionsBuilder {
        /// One option.
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        /// Options written as an array.
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        /// The options in order.
        public static func buildBlock(_ groups: [any TipOption]...) -> [any TipOption] { groups.flatMap { $0 } }
    }
}

/// A value that tips' rules read, kept for the process (TipKit's `@Parameter` macro):
/// `@Parameter static var isLoggedIn: Bool = false` becomes a computed property over a
/// `Tips.Parameter` named `$isLoggedIn`, so it is no shared mutable state in Swift 6.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "AppleSDKMacros", type: "TipParameterMacro")

extension Tips {
    /// An option of a parameter.
    public struct ParameterOption: Sendable {
        /// The value is kept only while the app runs.
        public static let transient = ParameterOption()
    }
}

private final class ParameterBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A rule reading a parameter: `#Rule(Self.$isLoggedIn) { $0 == true }`.
@freestanding(expression)
public macro Rule<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "AppleSDKMacros", type: "TipRuleMacro")

/// A rule reading an event's donations: `#Rule(Self.didOpen) { $0.donations.count >= 3 }`.
@freestanding(expression)
public macro Rule(_ event: Tips.Event, _ predicate: (Tips.Event) -> Bool) -> Tips.Rule =
    #externalMacro(module: "AppleSDKMacros", type: "TipRuleMacro")

/// Where a tip is shown inline (TipKit's `TipView`): nothing, as tips are not shown in previews.
public struct TipView<T: Tip>: View {
    /// A tip view.
    public init(_ tip: T, arrowEdge: Edge? = nil) {}
    /// A tip view running `action` for its buttons.
    public init(_ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void) {}
    /// Nothing: TipKit decides at run time whether the tip shows.
    public var body: some View { EmptyView() }
}

/// How a tip view is drawn (TipKit's `TipViewStyle`).
public protocol TipViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = TipViewStyleConfiguration
    /// The tip in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The compact tip look (TipKit's `MiniTipViewStyle`).
public struct MiniTipViewStyle: TipViewStyle {
    /// The style.
    public init() {}
    /// Nothing: tips are not shown in previews.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension TipViewStyle where Self == MiniTipViewStyle {
    /// The compact tip look.
    public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}

/// What a tip view style receives (TipKit's `TipViewStyleConfiguration`).
public struct TipViewStyleConfiguration {
    /// The tip.
    public let tip: any Tip
    /// The tip's title.
    public let title: Text?
    /// The tip's message.
    public let message: Text?
    /// The tip's image.
    public let image: Image?
    /// The tip's actions.
    public let actions: [Tips.Action]
}

extension View {
    /// Shows `tip` as a popover (not in previews).
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top) -> some View { self }
    /// Shows `tip` as a popover, running `action` for its buttons (not in previews).
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void) -> some View { self }
    /// The background of tips inside.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The size of tips' images inside.
    public func tipImageSize(_ size: CGSize) -> some View { self }
    /// The corner radius of tips inside.
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// The style of tips inside.
    public func tipViewStyle<S: TipViewStyle>(_ style: S) -> some View { self }
    /// The style of tips' images inside.
    public func tipImageStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}
#endif
