// Stand-in for Mlem's Icons package: an icon is an SF Symbol name, grouped by where it is used.
import SwiftUI

/// An SF Symbol the app uses.
public struct Icon: Hashable, Sendable {
    /// The symbol's name.
    public var systemName: String

    /// An icon showing `systemName`.
    public init(_ systemName: String) { self.systemName = systemName }

    /// Icons of the settings screens.
    public static let settings = SettingsIcons()
    /// Icons used everywhere.
    public static let general = GeneralIcons()
}

/// Icons of the settings screens.
public struct SettingsIcons: Sendable {
    /// The maximum comment depth setting.
    public let commentDepth = Icon("text.append")
}

/// Icons used everywhere.
public struct GeneralIcons: Sendable {
    /// Haptic feedback.
    public let haptics = Icon("circle.dotted.and.circle")
}

extension Image {
    /// The image of `icon`.
    public init(icon: Icon) { self.init(systemName: icon.systemName) }
}
