#if os(Linux)
import Foundation

/// Reloads an app's widgets and controls (WidgetKit's `WidgetCenter`); nothing to reload here.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared center.
    public static let shared = WidgetCenter()
    /// Reloads every widget's timeline.
    public func reloadAllTimelines() {}
    /// Reloads the timelines of `kind`.
    public func reloadTimelines(ofKind kind: String) {}
}

/// Reloads controls of a widget extension (WidgetKit's `ControlCenter`).
public final class ControlCenter: @unchecked Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()
    /// Asks the system to reload the controls of `kind` (nothing to reload here).
    public func reloadControls(ofKind kind: String) {}
    /// Reloads every control.
    public func reloadAllControls() {}
}
#endif
