import Diagnostics
import ScreenKit

/// Several observers of the same run, each told about every render in turn.
public struct ObserverGroup: RenderObserver {
    /// The observers.
    public let observers: [any RenderObserver]

    /// A group of `observers`.
    public init(_ observers: [any RenderObserver]) {
        self.observers = observers
    }

    public func observe(_ screen: LaidOutScreen, cell: MatrixCell, findings: [Diagnostic]) {
        for observer in observers { observer.observe(screen, cell: cell, findings: findings) }
    }
}
