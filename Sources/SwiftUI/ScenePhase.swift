#if os(Linux)
/// Whether the app's scene is in front (SwiftUI's `ScenePhase`). A rendered screen is always on
/// screen and in use, so `@Environment(\.scenePhase)` reads `.active` unless a preview sets it.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not on screen.
    case background
    /// On screen but not taking events (the app switcher, a call coming in).
    case inactive
    /// On screen and in use.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IsSceneCaptured: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The scene's phase: `.active` in a render, or what `.environment(\.scenePhase, …)` sets.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the app can open several windows: false, as on iPhone.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }

    /// Whether the screen is being recorded or mirrored: never in a render.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCaptured.self] }
        set { self[IsSceneCaptured.self] = newValue }
    }
}
#endif
