#if os(Linux)
@_exported import Foundation

/// Updates of a Live Activity that a preview never sends: the sequence ends at once (the
/// sequences of ActivityKit's `Activity`, such as `contentUpdates` and `activityStateUpdates`).
public struct ActivityUpdates<Element>: AsyncSequence {
    /// Ends at once.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// The end.
        public mutating func next() async -> Element? { nil }
    }
    /// An iterator that ends at once.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

extension ActivityUpdates: Sendable {}

/// Starts, updates and ends a Live Activity (ActivityKit's `Activity`): Live Activities are not
/// available in a preview. `request` fails with `ActivityAuthorizationError.denied`, there are no
/// running activities, and every update sequence ends at once.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The dynamic content's type.
    public typealias ContentState = Attributes.ContentState
    /// Changes of an activity's content (ActivityKit's `Activity.ContentUpdates`).
    public typealias ContentUpdates = ActivityUpdates<ActivityContent<ContentState>>
    /// Changes of an activity's state (ActivityKit's `Activity.ActivityStateUpdates`).
    public typealias ActivityStateUpdates = ActivityUpdates<ActivityState>
    /// Changes of an activity's push token (ActivityKit's `Activity.PushTokenUpdates`).
    public typealias PushTokenUpdates = ActivityUpdates<Data>

    /// The activity's identifier.
    public let id: String
    /// The static attributes.
    public let attributes: Attributes
    /// The dynamic content.
    public let content: ActivityContent<ContentState>
    /// Where the activity is in its life.
    public let activityState: ActivityState

    init(id: String, attributes: Attributes, content: ActivityContent<ContentState>) {
        self.id = id
        self.attributes = attributes
        self.content = content
        activityState = .ended
    }

    /// The dynamic content (before iOS 16.2).
    public var contentState: ContentState { content.state }
    /// The push token: none.
    public var pushToken: Data? { nil }
    /// Changes of the content: none.
    public var contentUpdates: ContentUpdates { ContentUpdates() }
    /// Changes of the state: none.
    public var activityStateUpdates: ActivityStateUpdates { ActivityStateUpdates() }
    /// Changes of the push token: none.
    public var pushTokenUpdates: PushTokenUpdates { PushTokenUpdates() }

    /// The app's running activities of these attributes: none.
    public static var activities: [Activity<Attributes>] { [] }
    /// Activities as they start: none.
    public static var activityUpdates: ActivityUpdates<Activity<Attributes>> { ActivityUpdates() }
    /// The token to start activities by push: none.
    public static var pushToStartToken: Data? { nil }
    /// Changes of the push-to-start token: none.
    public static var pushToStartTokenUpdates: PushTokenUpdates { PushTokenUpdates() }

    /// Starts a Live Activity: fails with `ActivityAuthorizationError.denied` in a preview.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }
    /// Starts a Live Activity of a style: fails with `ActivityAuthorizationError.denied` in a preview.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil,
                               style: ActivityStyle) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }
    /// Starts a Live Activity (before iOS 16.2): fails with `ActivityAuthorizationError.denied` in a preview.
    public static func request(attributes: Attributes, contentState: ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }

    /// Updates the content.
    public func update(_ content: ActivityContent<ContentState>) async {}
    /// Updates the content and alerts the user.
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {}
    /// Updates the content (before iOS 16.2).
    public func update(using contentState: ContentState) async {}
    /// Updates the content and alerts the user (before iOS 16.2).
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration?) async {}
    /// Ends the activity with its final content.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
    /// Ends the activity (before iOS 16.2).
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
}
#endif
