// Stand-in for WidgetKit: the control center calls the compiled screens make.

/// Reloads controls of a widget extension.
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()
    /// Asks the system to reload the controls of `kind` (nothing to reload here).
    public func reloadControls(ofKind kind: String) {}
}
