#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// The error domain of GameKit's errors (GameKit's `GKErrorDomain`).
public let GKErrorDomain = "GKErrorDomain"

/// An error of Game Center (GameKit's `GKError`).
public struct GKError: Error, CustomNSError, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknown = 1, cancelled = 2, communicationsFailure = 3, userDenied = 4, invalidCredentials = 5, notAuthenticated = 6,
             authenticationInProgress = 7, invalidPlayer = 8, scoreNotSet = 9, parentalControlsBlocked = 10, underage = 14,
             gameUnrecognized = 15, notSupported = 16, invalidParameter = 17, apiNotAvailable = 31, notAuthorized = 32,
             connectionTimeout = 33, friendListDenied = 102
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { GKErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// The player is not signed in.
    public static var notAuthenticated: Code { .notAuthenticated }
    /// The reader cancelled.
    public static var cancelled: Code { .cancelled }
}

extension GKError.Code {
    /// Matches `catch GKError.notAuthenticated`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? GKError)?.code == code }
}

/// A Game Center player (GameKit's `GKPlayer`).
open class GKPlayer: NSObject, @unchecked Sendable {
    /// The size of a player's photo (GameKit's `GKPlayer.PhotoSize`).
    public enum PhotoSize: Int, Sendable { case small, normal }
    /// The player's nickname.
    open var alias: String { "" }
    /// The player's name as shown.
    open var displayName: String { "" }
    /// The player's identifier in this game.
    open var gamePlayerID: String { "UnknownID" }
    /// The player's identifier in the team's games.
    open var teamPlayerID: String { "UnknownID" }
    /// Whether the player can be invited.
    open var isInvitable: Bool { false }
    /// A player.
    public override init() {}
    /// Whether the identifiers stay the same between launches.
    open func scopedIDsArePersistent() -> Bool { true }
    /// Loads the player's photo: throws `notAuthenticated`, as a preview is signed out.
    open func loadPhoto(for size: PhotoSize) async throws -> UIImage { throw GKError(.notAuthenticated) }
    /// Loads the player's photo: `completionHandler` is called at once with `notAuthenticated`.
    open func loadPhoto(for size: PhotoSize, withCompletionHandler completionHandler: (@Sendable (UIImage?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GKError(.notAuthenticated))
    }
}

/// Listens to Game Center's events for the local player (GameKit's `GKLocalPlayerListener`): none
/// come in a preview.
public protocol GKLocalPlayerListener: AnyObject {}

/// The player of the device (GameKit's `GKLocalPlayer`): a preview's device is signed out of Game
/// Center. Setting `authenticateHandler` calls it once, at once (synchronously), with no view
/// controller and `GKError.notAuthenticated`; it is never called again.
open class GKLocalPlayer: GKPlayer, @unchecked Sendable {
    private static let shared = GKLocalPlayer()
    /// The device's player.
    open class var local: GKLocalPlayer { shared }
    /// Whether the player is signed in: no.
    open var isAuthenticated: Bool { false }
    /// Whether the player is underage: no.
    open var isUnderage: Bool { false }
    /// Whether multiplayer games are restricted: no.
    open var isMultiplayerGamingRestricted: Bool { false }
    /// Whether messaging is restricted: no.
    open var isPersonalizedCommunicationRestricted: Bool { false }
    /// "Me", as the device names a player it has not signed in.
    open override var displayName: String { "Me" }
    /// "Me".
    open override var alias: String { "Me" }
    /// Called as the player signs in: once, synchronously, as it is set, with `notAuthenticated`.
    open var authenticateHandler: ((UIViewController?, (any Error)?) -> Void)? {
        didSet { authenticateHandler?(nil, GKError(.notAuthenticated)) }
    }
    /// Listens to Game Center's events.
    open func register(_ listener: any GKLocalPlayerListener) {}
    /// Stops listening.
    open func unregisterListener(_ listener: any GKLocalPlayerListener) {}
    /// Stops every listener.
    open func unregisterAllListeners() {}
    /// Loads the player's friends: throws `notAuthenticated`.
    open func loadFriends() async throws -> [GKPlayer] { throw GKError(.notAuthenticated) }
}

extension Notification.Name {
    /// Posted when the local player signs in or out (GameKit's `GKPlayerAuthenticationDidChangeNotificationName`): never in a preview.
    public static let GKPlayerAuthenticationDidChangeNotificationName = Notification.Name("GKPlayerAuthenticationDidChangeNotificationName")
}

/// The part of Game Center a view controller opens at (GameKit's `GKGameCenterViewControllerState`).
public enum GKGameCenterViewControllerState: Int, Sendable {
    case `default` = -1, leaderboards = 0, achievements = 1, challenges = 2, localPlayerProfile = 3, dashboard = 4, localPlayerFriendsList = 5
}

/// Game Center's button in a corner of the screen (GameKit's `GKAccessPoint`): it never shows in a
/// preview, as the player is signed out.
open class GKAccessPoint: NSObject, @unchecked Sendable {
    /// Where the access point sits (GameKit's `GKAccessPoint.Location`).
    public enum Location: Int, Sendable { case topLeading, topTrailing, bottomLeading, bottomTrailing }
    /// The app's access point.
    public static let shared = GKAccessPoint()
    /// Whether the app wants it shown.
    open var isActive = false
    /// Where it sits.
    open var location = Location.topLeading
    /// Whether it shows the player's highlights.
    open var showHighlights = false
    /// Whether it is on screen: no.
    open var isVisible: Bool { false }
    /// Whether Game Center is open: no.
    open var isPresentingGameCenter: Bool { false }
    /// Its frame: none.
    open var frameInScreenCoordinates: CGRect { .zero }
    /// Opens Game Center: nothing opens, so `handler` is never called.
    open func trigger(handler: @escaping () -> Void) {}
    /// Opens Game Center at a part: nothing opens, so `handler` is never called.
    open func trigger(state: GKGameCenterViewControllerState, handler: @escaping () -> Void) {}
}

/// Game Center's screens (GameKit's `GKGameCenterViewController`): a placeholder in a preview.
open class GKGameCenterViewController: UINavigationController, @unchecked Sendable {
    /// Its delegate.
    open weak var gameCenterDelegate: (any GKGameCenterControllerDelegate)?
    /// The part it opens at.
    public let state: GKGameCenterViewControllerState
    /// Game Center at a part.
    public init(state: GKGameCenterViewControllerState) {
        self.state = state
        super.init(nibName: nil, bundle: nil)
    }
    /// A leaderboard's scores.
    public convenience init(leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope) {
        self.init(state: .leaderboards)
    }
    /// A leaderboard's scores.
    public convenience init(leaderboard: GKLeaderboard, playerScope: GKLeaderboard.PlayerScope) { self.init(state: .leaderboards) }
    /// An achievement.
    public convenience init(achievementID: String) { self.init(state: .achievements) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What Game Center's screens tell their delegate (GameKit's `GKGameCenterControllerDelegate`).
@MainActor
public protocol GKGameCenterControllerDelegate: AnyObject {
    /// The reader closed Game Center.
    func gameCenterViewControllerDidFinish(_ gameCenterViewController: GKGameCenterViewController)
}

extension GKGameCenterControllerDelegate {
    /// Does nothing by default.
    public func gameCenterViewControllerDidFinish(_ gameCenterViewController: GKGameCenterViewController) {}
}
#endif
