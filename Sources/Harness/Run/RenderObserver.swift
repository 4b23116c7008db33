import Diagnostics
import ScreenKit

/// Something that looks at every render of a run as it is made — snapshots compare it, the HTML
/// report draws it. Called from several threads at once, one call per render.
public protocol RenderObserver: Sendable {
    /// `screen`, laid out for `cell`, and what the checks found on it (each finding's matrix
    /// context is this one render).
    func observe(_ screen: LaidOutScreen, cell: MatrixCell, findings: [Diagnostic])
}
