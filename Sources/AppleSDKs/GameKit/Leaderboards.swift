#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// A leaderboard of App Store Connect (GameKit's `GKLeaderboard`): a preview is signed out of
/// Game Center, so loading finds none and submitting throws `GKError.notAuthenticated`.
open class GKLeaderboard: NSObject, @unchecked Sendable {
    /// Whose scores are loaded (GameKit's `GKLeaderboard.PlayerScope`).
    public enum PlayerScope: Int, Sendable { case global, friendsOnly }
    /// Which period's scores are loaded (GameKit's `GKLeaderboard.TimeScope`).
    public enum TimeScope: Int, Sendable { case today, week, allTime }
    /// Whether it is classic or recurring (GameKit's `GKLeaderboard.LeaderboardType`).
    public enum LeaderboardType: Int, Sendable { case classic, recurring }

    /// A player's score on a leaderboard (GameKit's `GKLeaderboard.Entry`).
    open class Entry: NSObject, @unchecked Sendable {
        /// The player.
        open var player: GKPlayer { GKPlayer() }
        /// The rank.
        open var rank: Int { 0 }
        /// The score.
        open var score: Int { 0 }
        /// The score as written.
        open var formattedScore: String { "" }
        /// The game's context.
        open var context: Int { 0 }
        /// When it was scored (a fixed date).
        open var date: Date { Date(timeIntervalSinceReferenceDate: 0) }
    }

    /// Its identifier.
    open var baseLeaderboardID: String { "" }
    /// Its title.
    open var title: String? { nil }
    /// Classic or recurring.
    open var type: LeaderboardType { .classic }
    /// Its group.
    open var groupIdentifier: String? { nil }

    /// Loads leaderboards (all when nil): none in a preview.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?) async throws -> [GKLeaderboard] { [] }
    /// Loads leaderboards: `completionHandler` is called at once with none.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?,
                                     completionHandler: @escaping @Sendable ([GKLeaderboard]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }
    /// Submits a score: throws `notAuthenticated`.
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String]) async throws {
        throw GKError(.notAuthenticated)
    }
    /// Submits a score: `completionHandler` is called at once with `notAuthenticated`.
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String],
                                completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(GKError(.notAuthenticated))
    }
    /// Submits a score to this leaderboard: throws `notAuthenticated`.
    open func submitScore(_ score: Int, context: Int, player: GKPlayer) async throws { throw GKError(.notAuthenticated) }
    /// Loads scores: throws `notAuthenticated`.
    open func loadEntries(for playerScope: PlayerScope, timeScope: TimeScope,
                          range: NSRange) async throws -> (GKLeaderboard.Entry?, [GKLeaderboard.Entry], Int) {
        throw GKError(.notAuthenticated)
    }
    /// Loads players' scores: throws `notAuthenticated`.
    open func loadEntries(for players: [GKPlayer], timeScope: TimeScope) async throws -> (GKLeaderboard.Entry?, [GKLeaderboard.Entry]) {
        throw GKError(.notAuthenticated)
    }
}

/// The player's progress on an achievement (GameKit's `GKAchievement`): kept as the app sets it;
/// reporting throws `GKError.notAuthenticated`, as a preview is signed out.
open class GKAchievement: NSObject, @unchecked Sendable {
    /// The achievement's identifier.
    open var identifier: String
    /// How far the player is, from 0 to 100.
    open var percentComplete: Double = 0
    /// Whether a banner shows when it completes.
    open var showsCompletionBanner = false
    /// Whether it is complete.
    open var isCompleted: Bool { percentComplete >= 100 }
    /// When it was last reported (a fixed date).
    open var lastReportedDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    /// The player.
    public let player: GKPlayer
    /// The local player's progress on an achievement.
    public init(identifier: String?) {
        self.identifier = identifier ?? ""
        player = GKLocalPlayer.local
    }
    /// A player's progress on an achievement.
    public init(identifier: String?, player: GKPlayer) {
        self.identifier = identifier ?? ""
        self.player = player
    }
    /// Reports progress: throws `notAuthenticated`.
    open class func report(_ achievements: [GKAchievement]) async throws { throw GKError(.notAuthenticated) }
    /// Reports progress: `completionHandler` is called at once with `notAuthenticated`.
    open class func report(_ achievements: [GKAchievement], withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(GKError(.notAuthenticated))
    }
    /// Loads the player's progress: none in a preview.
    open class func loadAchievements() async throws -> [GKAchievement] { [] }
    /// Loads the player's progress: `completionHandler` is called at once with none.
    open class func loadAchievements(completionHandler: (@Sendable ([GKAchievement]?, (any Error)?) -> Void)? = nil) {
        completionHandler?([], nil)
    }
    /// Resets the player's progress: throws `notAuthenticated`.
    open class func resetAchievements() async throws { throw GKError(.notAuthenticated) }
}

/// An achievement as App Store Connect describes it (GameKit's `GKAchievementDescription`).
open class GKAchievementDescription: NSObject, @unchecked Sendable {
    /// Its identifier.
    open var identifier: String { "" }
    /// Its title.
    open var title: String { "" }
    /// What it says once achieved.
    open var achievedDescription: String { "" }
    /// What it says before.
    open var unachievedDescription: String { "" }
    /// Its points.
    open var maximumPoints: Int { 0 }
    /// Whether it is hidden until achieved.
    open var isHidden: Bool { false }
    /// Whether the player can earn it again.
    open var isReplayable: Bool { false }
    /// The share of players who earned it: unknown.
    open var rarityPercent: Double? { nil }
    /// Loads the descriptions: none in a preview.
    open class func loadAchievementDescriptions() async throws -> [GKAchievementDescription] { [] }
    /// Loads the descriptions: `completionHandler` is called at once with none.
    open class func loadAchievementDescriptions(completionHandler: (@Sendable ([GKAchievementDescription]?, (any Error)?) -> Void)? = nil) {
        completionHandler?([], nil)
    }
    /// Loads its artwork: throws `notAuthenticated`, as a preview is signed out of Game Center.
    open func loadImage() async throws -> UIImage { throw GKError(.notAuthenticated) }
    /// Loads its artwork: `completionHandler` is called at once with `notAuthenticated`.
    open func loadImage(completionHandler: (@Sendable (UIImage?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GKError(.notAuthenticated))
    }
    /// The system's image of an achievement not yet earned (a symbol image).
    open class func incompleteAchievementImage() -> UIImage { UIImage(systemName: "lock.circle") ?? UIImage() }
    /// The system's image to show for an earned achievement until its artwork loads (a symbol image).
    open class func placeholderCompletedAchievementImage() -> UIImage { UIImage(systemName: "trophy.circle") ?? UIImage() }
}
#endif
