#if os(Linux)
import Foundation

/// A view redrawn on a schedule (SwiftUI's `TimelineView`), drawn once at the render's reference
/// date: `context.date` is `EnvironmentValues.referenceDate`, so a clock face reads the same
/// instant in every run.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is drawn with: the moment of the update. Not nested in the generic view,
    /// as in SwiftUI, so a content closure that reads it still lets `Content` be inferred.
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content

    /// A timeline updating on `schedule`, drawn at the reference date.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: EnvironmentValues.current.referenceDate, cadence: .live))
    }
}

/// What a timeline's content is drawn with (SwiftUI's `TimelineViewDefaultContext`): the moment
/// of the update.
public struct TimelineViewDefaultContext {
    /// The moment the content shows.
    public let date: Date
    /// How often updates come: `.live` in a render.
    public let cadence: Cadence

    /// How often a timeline updates (SwiftUI's `TimelineView.Context.Cadence`).
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// When a timeline updates (SwiftUI's `TimelineSchedule`); a render draws one update.
public protocol TimelineSchedule {}

/// Updates every `interval` from a date (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule from `startDate` every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// Updates every minute (`.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}
}

/// Updates as often as the screen draws (`.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Updates at the given dates (`.explicit(dates)`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// The schedule.
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// Scrolls a scroll view to a view by its id (SwiftUI's `ScrollViewProxy`): a render shows the
/// scroll view at its start, so scrolling is accepted and does nothing.
public struct ScrollViewProxy {
    /// Scrolls to the view with `id`; accepted.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with (SwiftUI's `ScrollViewReader`): the content is drawn.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: Content

    /// The content, given a proxy.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

nonisolated extension View {
    /// Animates through `phases`; drawn in the first phase, as on the first frame.
    public func phaseAnimator<Phase: Equatable, V: View>(_ phases: some Sequence<Phase>,
                                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let first = Array(phases).first
        return Group {
            if let first { content(PlaceholderContentView(self), first) } else { self }
        }
    }

    /// Animates through `phases` when `trigger` changes; drawn in the first phase.
    public func phaseAnimator<Phase: Equatable, V: View>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }
}

/// The view a `phaseAnimator` animates or a `Transition` moves (SwiftUI's `PlaceholderContentView`).
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init(_ value: Value) where Value: View { content = AnyView(value) }
    public var body: some View { content }
}
#endif
