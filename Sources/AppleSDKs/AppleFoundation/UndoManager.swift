#if os(Linux)
import Foundation
import SwiftUI

/// Records undoable changes (Foundation's `UndoManager`, which swift-corelibs-foundation lacks):
/// the registered actions are kept in named groups, so `undo()` runs the last group's and what it
/// registers becomes the group to redo, as on Apple platforms. Each registration outside an
/// explicit group is a group of its own (a preview has no event loop to group by). Menu titles are
/// formed in English, as Apple forms them: "Undo Typing", or "Undo" when the action has no name.
open class UndoManager: @unchecked Sendable {
    private struct Action {
        weak var target: AnyObject?
        let run: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var openLevel = 0
    private var replayGroup: Group?
    private var registrationDisabled = 0
    private var undoing = false
    private var redoing = false

    /// An undo manager.
    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroup?.actions.isEmpty == false }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether `undo()` is running the actions of a group (Foundation's `isUndoing`).
    open var isUndoing: Bool { undoing }
    /// Whether `redo()` is running the actions of a group (Foundation's `isRedoing`).
    open var isRedoing: Bool { redoing }
    /// The most groups kept; 0 keeps all.
    open var levelsOfUndo = 0
    /// Whether each event is a group of its own.
    open var groupsByEvent = true
    /// How deep the open groups are nested: 0 when none is open (Foundation's `groupingLevel`).
    open var groupingLevel: Int { openLevel }
    /// Whether registrations are recorded (Foundation's `isUndoRegistrationEnabled`).
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }

    /// The name of the action `undo()` would undo: "" when there is none or it has no name.
    open var undoActionName: String { openGroup?.name ?? undoStack.last?.name ?? "" }
    /// The name of the action `redo()` would redo: "" when there is none or it has no name.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// The title of the Undo menu item, such as "Undo Typing" (Foundation's `undoMenuItemTitle`).
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The title of the Redo menu item, such as "Redo Typing" (Foundation's `redoMenuItemTitle`).
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// The Undo menu item's title for an action's name: "Undo Typing", or "Undo" for "".
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// The Redo menu item's title for an action's name: "Redo Typing", or "Redo" for "".
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Records `handler` to undo a change of `target`.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        record(Action(target: target) { [weak target] in if let target { handler(target) } })
    }

    /// Records that sending `selector` to `target` undoes a change (Foundation's
    /// `registerUndo(withTarget:selector:object:)`): the group counts for `canUndo` and the menu
    /// titles, but undoing it does nothing, as there is no Objective-C runtime to send a selector.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        record(Action(target: target as AnyObject) {})
    }

    private func record(_ action: Action) {
        guard registrationDisabled == 0 else { return }
        if undoing || redoing {
            replayGroup?.actions.append(action)
        } else if openGroup != nil {
            openGroup?.actions.append(action)
        } else {
            push(Group(actions: [action]))
        }
    }

    private func push(_ group: Group) {
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        redoStack.removeAll()
    }

    /// Names the action being recorded (the open group, the group being recorded by an undo or a
    /// redo, or else the last group recorded).
    open func setActionName(_ actionName: String) {
        if undoing || redoing {
            replayGroup?.name = actionName
        } else if openGroup != nil {
            openGroup?.name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Starts a group of changes undone together; a group begun inside another is part of it.
    open func beginUndoGrouping() {
        if openLevel == 0 { openGroup = Group() }
        openLevel += 1
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Ends the group begun last; the outermost one, if it recorded anything, becomes the group to undo.
    open func endUndoGrouping() {
        guard openLevel > 0 else { return }
        openLevel -= 1
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
        guard openLevel == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.actions.isEmpty { push(group) }
    }

    /// Stops recording registrations until `enableUndoRegistration()` is called as often.
    open func disableUndoRegistration() { registrationDisabled += 1 }
    /// Records registrations again.
    open func enableUndoRegistration() { registrationDisabled = max(0, registrationDisabled - 1) }

    /// Undoes the last group of changes; what its actions register becomes the group to redo,
    /// under the same name unless they name it.
    open func undo() {
        while openLevel > 0 { endUndoGrouping() }
        guard !undoing, !redoing, let last = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        undoing = true
        replayGroup = Group(name: last.name)
        last.actions.reversed().forEach { $0.run() }
        undoing = false
        if let group = replayGroup, !group.actions.isEmpty { redoStack.append(group) }
        replayGroup = nil
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone group; what its actions register becomes the group to undo again.
    open func redo() {
        guard !undoing, !redoing, let last = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        redoing = true
        replayGroup = Group(name: last.name)
        last.actions.reversed().forEach { $0.run() }
        redoing = false
        if let group = replayGroup, !group.actions.isEmpty { undoStack.append(group) }
        replayGroup = nil
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Forgets every recorded change.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        openLevel = 0
    }

    /// Forgets the changes recorded for `target`; groups left without actions go too.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func without(_ groups: [Group]) -> [Group] {
            groups.compactMap { group in
                var group = group
                group.actions.removeAll { $0.target === object }
                return group.actions.isEmpty ? nil : group
            }
        }
        undoStack = without(undoStack)
        redoStack = without(redoStack)
        openGroup?.actions.removeAll { $0.target === object }
    }
}

extension NSNotification.Name {
    /// Posted before an undo manager undoes a group (Foundation's `NSUndoManagerWillUndoChange`).
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after an undo manager undid a group (Foundation's `NSUndoManagerDidUndoChange`).
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before an undo manager redoes a group (Foundation's `NSUndoManagerWillRedoChange`).
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after an undo manager redid a group (Foundation's `NSUndoManagerDidRedoChange`).
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when an undo group opens (Foundation's `NSUndoManagerDidOpenUndoGroup`).
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted when an undo group closes (Foundation's `NSUndoManagerDidCloseUndoGroup`).
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

extension EnvironmentValues {
    /// The undo manager of the window: none in a render.
    public var undoManager: UndoManager? { nil }
}
#endif
