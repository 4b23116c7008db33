// Stand-in for Mlem's Haptics package: the tiers of haptic feedback a user may choose.

/// How much haptic feedback the app plays.
public enum HapticTier: String, CaseIterable, Codable, Hashable, Sendable {
    case low, high
}
