/// The user's preferred text size (Dynamic Type), with SwiftUI's names. The first seven are the
/// standard sizes; the last five are the larger accessibility sizes.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The short name used in tables and on the command line (`xSmall`, `L`, `xxxL`, `AX1` … `AX5`).
    public var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "xL"
        case .extraExtraLarge: "xxL"
        case .extraExtraExtraLarge: "xxxL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// Whether this is one of the five accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Position from smallest (0) to largest (11), the column order of the Dynamic Type table.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    /// SwiftUI's name, as `String(describing:)` prints it in previews.
    public var description: String { rawValue }

    /// A category from its SwiftUI name or short name, ignoring case (`AX5`, `xxxL`,
    /// `accessibilityExtraExtraExtraLarge`, also `xxxLarge` and `xLarge`); nil when unknown.
    public init?(name: String) {
        let folded = name.lowercased()
        let aliases = ["xlarge": ContentSizeCategory.extraLarge, "xxlarge": .extraExtraLarge,
                       "xxxlarge": .extraExtraExtraLarge, "small": .small, "medium": .medium, "large": .large]
        if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded || $0.shortName.lowercased() == folded }) {
            self = match
        } else if let alias = aliases[folded] {
            self = alias
        } else {
            return nil
        }
    }
}

/// ScreenKit's name for the same thing (`SizeCategory.accessibilityExtraLarge`).
public typealias SizeCategory = ContentSizeCategory
