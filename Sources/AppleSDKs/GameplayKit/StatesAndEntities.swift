#if os(Linux)
@_exported import Foundation

/// A state of a state machine, subclassed by the app (GameplayKit's `GKState`). States move as
/// on a device, when the app calls `enter(_:)`; a preview runs no frame, so `update(deltaTime:)`
/// is called only by the app.
open class GKState: NSObject, @unchecked Sendable {
    /// The machine it belongs to.
    open internal(set) weak var stateMachine: GKStateMachine?
    /// A state.
    public override init() {}
    /// Whether the machine may move from this state to one of `stateClass`: yes, by default.
    open func isValidNextState(_ stateClass: AnyClass) -> Bool { true }
    /// The machine entered this state.
    open func didEnter(from previousState: GKState?) {}
    /// A frame passed while in this state.
    open func update(deltaTime seconds: TimeInterval) {}
    /// The machine is leaving this state.
    open func willExit(to nextState: GKState) {}
}

/// A finite state machine of one state of each class (GameplayKit's `GKStateMachine`).
open class GKStateMachine: NSObject, @unchecked Sendable {
    private let states: [GKState]
    /// The state it is in: none until the app enters one.
    open private(set) var currentState: GKState?

    /// A machine of states, in none of them yet.
    public init(states: [GKState]) {
        self.states = states
        super.init()
        for state in states { state.stateMachine = self }
    }

    /// The machine's state of a class.
    open func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
        states.first { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(stateClass) } as? StateType
    }

    /// Whether the machine has a state of `stateClass` and the current state allows moving to it.
    open func canEnterState(_ stateClass: AnyClass) -> Bool {
        guard states.contains(where: { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(stateClass) }) else { return false }
        return currentState?.isValidNextState(stateClass) ?? true
    }

    /// Moves to the state of `stateClass` if it may, telling the old state and the new one.
    @discardableResult
    open func enter(_ stateClass: AnyClass) -> Bool {
        guard canEnterState(stateClass),
              let next = states.first(where: { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(stateClass) }) else { return false }
        let previous = currentState
        previous?.willExit(to: next)
        currentState = next
        next.didEnter(from: previous)
        return true
    }

    /// Updates the current state.
    open func update(deltaTime sec: TimeInterval) { currentState?.update(deltaTime: sec) }
}

/// A part of a game object's behaviour (GameplayKit's `GKComponent`), subclassed by the app.
open class GKComponent: NSObject, @unchecked Sendable {
    /// The entity it belongs to.
    open internal(set) weak var entity: GKEntity?
    /// A component.
    public override init() {}
    /// A frame passed (called by the app, as a preview runs no frame).
    open func update(deltaTime seconds: TimeInterval) {}
    /// It was added to an entity.
    open func didAddToEntity() {}
    /// It is being removed from its entity.
    open func willRemoveFromEntity() {}
}

/// A game object made of components (GameplayKit's `GKEntity`): one component of each class.
open class GKEntity: NSObject, @unchecked Sendable {
    /// Its components, in the order added.
    open private(set) var components: [GKComponent] = []
    /// An entity.
    public override init() {}

    /// Adds a component, replacing one of the same class.
    open func addComponent(_ component: GKComponent) {
        removeComponent(ofType: type(of: component))
        components.append(component)
        component.entity = self
        component.didAddToEntity()
    }
    /// Removes the component of a class.
    open func removeComponent<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) {
        guard let index = components.firstIndex(where: { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(componentClass) }) else { return }
        let component = components[index]
        component.willRemoveFromEntity()
        component.entity = nil
        components.remove(at: index)
    }
    /// The component of a class.
    open func component<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) -> ComponentType? {
        components.first { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(componentClass) } as? ComponentType
    }
    /// Updates every component.
    open func update(deltaTime seconds: TimeInterval) { for component in components { component.update(deltaTime: seconds) } }
}

/// The components of one class across entities, updated together (GameplayKit's `GKComponentSystem`).
open class GKComponentSystem<ComponentType: GKComponent>: NSObject, @unchecked Sendable {
    /// The class of its components.
    public let componentClass: AnyClass
    /// Its components.
    open private(set) var components: [ComponentType] = []
    /// A system of components of a class.
    public init(componentClass: AnyClass) { self.componentClass = componentClass }
    /// The component at an index.
    open subscript(index: Int) -> ComponentType { components[index] }
    /// Adds a component.
    open func addComponent(_ component: ComponentType) {
        if !components.contains(where: { $0 === component }) { components.append(component) }
    }
    /// Adds an entity's component of the system's class.
    open func addComponent(foundIn entity: GKEntity) {
        for case let component as ComponentType in entity.components
        where ObjectIdentifier(type(of: component)) == ObjectIdentifier(componentClass) {
            addComponent(component)
        }
    }
    /// Removes a component.
    open func removeComponent(_ component: ComponentType) { components.removeAll { $0 === component } }
    /// Removes an entity's component.
    open func removeComponent(foundIn entity: GKEntity) { components.removeAll { $0.entity === entity } }
    /// Updates every component.
    open func update(deltaTime seconds: TimeInterval) { for component in components { component.update(deltaTime: seconds) } }
}
#endif
