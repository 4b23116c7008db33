// Stand-ins for the CSE app's own declarations that the compiled screens reference (written for
// this check; the real ones live in the app's other files and targets).
import SwiftUI

nonisolated(unsafe) let userDefaults = UserDefaults.standard
let currentVersion: String? = "4.0"
let currentBuild: String? = "100"
let currentRegion: String? = "US"

enum CSEDataManager {
    struct CSEData: Equatable {
        var name: String = ""
        var keyword: String = ""
        var url: String = ""
    }
}

enum AppInitializer {
    enum resetCSETarget {
        case all, defaultCSE, privateCSE, quickCSE
    }

    static func resetCSE(target: resetCSETarget) {}
}

/// The app's Liquid Glass button style, a no-op here.
extension View {
    func glassEffectTutorialButton() -> some View { self }
}

/// Xcode's generated symbol for the asset catalog's accent color.
extension ShapeStyle where Self == Color {
    static var accent: Color { Color.blue }
}

/// UIKit, which SwiftUI re-exports on iOS.
final class UIApplication: @unchecked Sendable {
    static let shared = UIApplication()
    func open(_ url: URL) {}
    func setAlternateIconName(_ name: String?) {}
}
