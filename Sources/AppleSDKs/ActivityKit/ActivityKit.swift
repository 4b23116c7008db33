#if os(Linux)
@_exported import Foundation
import SwiftUI

/// What a Live Activity shows: its static attributes and, in `ContentState`, its dynamic content
/// (ActivityKit's `ActivityAttributes`).
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic content of the Live Activity.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's dynamic content with its staleness and relevance (ActivityKit's `ActivityContent`).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The dynamic content.
    public let state: State
    /// When the content becomes out of date.
    public let staleDate: Date?
    /// How the activity ranks among the app's activities.
    public let relevanceScore: Double
    /// Content of `state`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life (ActivityKit's `ActivityState`).
public enum ActivityState: Hashable, Sendable, Codable {
    /// It is shown and can be updated.
    case active
    /// It ended and is no longer shown.
    case dismissed
    /// It ended but may still be shown.
    case ended
    /// Its content is out of date.
    case stale
}

/// When an ended Live Activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let date: Date?
    let immediately: Bool
    /// After the system's default time.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
    /// At `date`, within four hours.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, immediately: false) }
}

/// How a Live Activity receives remote updates (ActivityKit's `PushType`).
public struct PushType: Hashable, Sendable {
    let channel: String?
    /// Through a push token of its own.
    public static let token = PushType(channel: nil)
    /// Through a broadcast channel.
    public static func channel(_ channelId: String) -> PushType { PushType(channel: channelId) }
}

/// How a Live Activity ends (ActivityKit's `ActivityStyle`).
public enum ActivityStyle: Hashable, Sendable {
    /// It stays until ended.
    case standard
    /// It leaves the Lock Screen when the device is unlocked.
    case transient
}

/// An alert shown with an update (ActivityKit's `AlertConfiguration`).
public struct AlertConfiguration: Hashable, Sendable {
    /// The alert's sound (ActivityKit's `AlertConfiguration.AlertSound`).
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        /// The system's sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file of the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
    /// The title.
    public let title: LocalizedStringResource
    /// The body.
    public let body: LocalizedStringResource
    /// The sound.
    public let sound: AlertSound
    /// An alert.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

/// Why a Live Activity could not start (ActivityKit's `ActivityAuthorizationError`); a preview's
/// requests fail with `.denied`.
public enum ActivityAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier
    case persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility

    /// The errors' domain.
    public static var errorDomain: String { "com.apple.ActivityKit.ActivityAuthorizationError" }

    /// What went wrong.
    public var failureReason: String? {
        switch self {
        case .denied: "Live Activities are turned off for the app."
        case .unsupported, .unsupportedTarget: "The device does not support Live Activities."
        case .globalMaximumExceeded, .targetMaximumExceeded: "Too many Live Activities are running."
        case .attributesTooLarge: "The Live Activity's attributes are too large."
        case .visibility: "A Live Activity can only start while the app is in front."
        default: "The Live Activity could not start."
        }
    }

    /// What the user can do.
    public var recoverySuggestion: String? { self == .denied ? "Turn on Live Activities in Settings." : nil }
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): not in a preview.
public final class ActivityAuthorizationInfo: Sendable {
    /// Whether the app may start Live Activities: no.
    public var areActivitiesEnabled: Bool { false }
    /// Whether frequent push updates are allowed: no.
    public var frequentPushesEnabled: Bool { false }
    /// Changes of `areActivitiesEnabled`: none, the sequence ends at once.
    public let activityEnablementUpdates = ActivityEnablementUpdates()
    /// Changes of `frequentPushesEnabled`: none, the sequence ends at once.
    public let frequentPushEnablementUpdates = ActivityEnablementUpdates()
    /// An object to ask.
    public init() {}

    /// Changes of whether Live Activities are allowed (ActivityKit's
    /// `ActivityAuthorizationInfo.ActivityEnablementUpdates`): none in a preview.
    public struct ActivityEnablementUpdates: AsyncSequence, Sendable {
        /// Whether they are allowed.
        public typealias Element = Bool
        /// Ends at once.
        public struct Iterator: AsyncIteratorProtocol {
            /// The end.
            public mutating func next() async -> Bool? { nil }
        }
        /// An iterator that ends at once.
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }
}
#endif
