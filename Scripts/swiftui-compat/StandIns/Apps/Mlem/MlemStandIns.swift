// Stand-ins for Mlem's own declarations that the compiled screens reference: the settings store
// and its values (the real ones persist to disk).
import Haptics
import Icons
import SwiftUI

/// The user's settings, in memory.
final class SettingsValues {
    var behavior_hapticLevel: HapticTier? = .high
    var comment_maxDepth: Int = 8
    var a11y_showSettingsIcons: Bool = true
}

enum Settings {
    nonisolated(unsafe) static let values = SettingsValues()
    static func get<T>(_ keyPath: ReferenceWritableKeyPath<SettingsValues, T>) -> T { values[keyPath: keyPath] }
    static func set<T>(_ keyPath: ReferenceWritableKeyPath<SettingsValues, T>, to value: T) {
        values[keyPath: keyPath] = value
    }
}

/// Mlem's label with an icon of its Icons package.
extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an icon, placed where the app writes it.
    init(_ title: LocalizedStringKey, icon: Icons.Icon, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, systemImage: icon.systemName, file: file, line: line)
    }
}

/// Mlem's Theming package's gradient tint (a plain tint here).
extension View {
    func gradientTint(_ color: Color) -> some View { tint(color) }
}
