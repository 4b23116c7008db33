#if os(Linux)
import Foundation
import SwiftUI

/// Records undoable changes (Foundation's `UndoManager`, which swift-corelibs-foundation lacks):
/// the registered actions are kept in order, so `undo()` runs the last group's, as on Apple platforms.
open class UndoManager: @unchecked Sendable {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var group: [() -> Void]?
    private var undoing = false

    /// The name of the action `undo()` would undo.
    open private(set) var undoActionName = ""

    /// An undo manager.
    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The most groups kept; 0 keeps all.
    open var levelsOfUndo = 0
    /// Whether each event is a group of its own.
    open var groupsByEvent = true

    /// Records `handler` to undo a change of `target`.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action = { [weak target] in if let target { handler(target) } }
        if group != nil {
            group?.append(action)
        } else if undoing {
            redoStack.append([action])
        } else {
            undoStack.append([action])
            redoStack.removeAll()
        }
    }

    /// Names the action being recorded.
    open func setActionName(_ actionName: String) { undoActionName = actionName }

    /// Starts a group of changes undone together.
    open func beginUndoGrouping() { group = [] }

    /// Ends the group started last.
    open func endUndoGrouping() {
        if let group, !group.isEmpty { undoStack.append(group) }
        group = nil
    }

    /// Undoes the last group of changes.
    open func undo() {
        guard let last = undoStack.popLast() else { return }
        undoing = true
        last.reversed().forEach { $0() }
        undoing = false
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let last = redoStack.popLast() else { return }
        last.reversed().forEach { $0() }
    }

    /// Forgets every recorded change.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Forgets the changes recorded for `target` (all of them here).
    open func removeAllActions(withTarget target: Any) { removeAllActions() }
}

extension EnvironmentValues {
    /// The undo manager of the window: none in a render.
    public var undoManager: UndoManager? { nil }
}
#endif
