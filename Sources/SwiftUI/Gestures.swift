#if os(Linux)
import Foundation

// Gestures as SwiftUI spells them: accepted, as nothing touches a still render. Their callbacks
// never run, and `@GestureState` keeps its initial value, so a view is drawn at rest.

/// A gesture (SwiftUI's `Gesture`): what it recognizes, and the value it reports.
public protocol Gesture {
    /// The value the gesture reports while it changes and when it ends.
    associatedtype Value
}


/// One or more taps (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, Sendable {
    public typealias Value = Void
    /// Taps of `count`.
    public init(count: Int = 1) {}
}

/// Taps that report where they landed (SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture, Sendable {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location.
        public var location: CGPoint = .zero
    }
    /// Taps of `count` in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

/// A long press (SwiftUI's `LongPressGesture`).
public struct LongPressGesture: Gesture, Sendable {
    public typealias Value = Bool
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture, Sendable {
    /// Where a drag is and how it moves.
    public struct Value: Equatable, Sendable {
        /// When the event happened.
        public var time = Date(timeIntervalSince1970: 0)
        /// The current location.
        public var location: CGPoint = .zero
        /// Where the drag started.
        public var startLocation: CGPoint = .zero
        /// The distance moved.
        public var translation: CGSize = .zero
        /// How fast it moves, in points per second.
        public var velocity: CGSize = .zero
        /// Where it would end if it stopped now.
        public var predictedEndLocation: CGPoint = .zero
        /// How far it would move if it stopped now.
        public var predictedEndTranslation: CGSize = .zero
    }
    /// A drag of at least `minimumDistance` in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture, Sendable {
    /// How far the pinch has magnified.
    public struct Value: Equatable, Sendable {
        /// The magnification, 1 at the start.
        public var magnification: CGFloat = 1
        /// How fast it changes.
        public var velocity: CGFloat = 0
        /// Where the pinch started.
        public var startLocation: CGPoint = .zero
        /// The anchor of the pinch.
        public var startAnchor: UnitPoint = .center
    }
    /// A pinch of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch reporting its scale (SwiftUI's `MagnificationGesture`).
public struct MagnificationGesture: Gesture, Sendable {
    public typealias Value = CGFloat
    /// A pinch of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation with two fingers (SwiftUI's `RotateGesture`).
public struct RotateGesture: Gesture, Sendable {
    /// How far the fingers have turned.
    public struct Value: Equatable, Sendable {
        /// The rotation.
        public var rotation: Angle = .zero
        /// How fast it turns.
        public var velocity: Angle = .zero
    }
    /// A rotation of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A rotation reporting its angle (SwiftUI's `RotationGesture`).
public struct RotationGesture: Gesture, Sendable {
    public typealias Value = Angle
    /// A rotation of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A gesture whose value is changed, or that is combined with another: recognized by nothing in a
/// render, it keeps only its value's type.
public struct ComposedGesture<Value>: Gesture {
    init() {}
}

/// Two gestures recognized at once (SwiftUI's `SimultaneousGesture`).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What each gesture reports.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
}

/// One gesture, then another (SwiftUI's `SequenceGesture`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended; the second may be under way.
        case second(First.Value, Second.Value?)
    }
}

/// One gesture or, failing it, the other (SwiftUI's `ExclusiveGesture`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture reported.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
}

/// Any gesture, its type erased (SwiftUI's `AnyGesture`).
public struct AnyGesture<Value>: Gesture {
    /// An erased `gesture`.
    public init<G: Gesture>(_ gesture: G) where G.Value == Value {}
}

extension Gesture {
    /// Runs `action` when the gesture ends; never in a render.
    public func onEnded(_ action: @escaping (Value) -> Void) -> ComposedGesture<Value> { ComposedGesture() }
    /// Runs `action` as the gesture's value changes; never in a render.
    public func onChanged(_ action: @escaping (Value) -> Void) -> ComposedGesture<Value> { ComposedGesture() }
    /// Updates `state` as the gesture changes; never in a render, so the state keeps its initial value.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> ComposedGesture<Value> { ComposedGesture() }
    /// The gesture's value changed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> ComposedGesture<T> { ComposedGesture() }
    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
    /// This gesture or, failing it, `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
    /// The gesture recognized only with `modifiers` held: there is no keyboard in a render.
    public func modifiers(_ modifiers: EventModifiers) -> Self { self }
}

/// Which gestures a view recognizes, its own or its subviews' (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// A mask of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// None.
    public static let none = GestureMask([])
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// Its subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// State a gesture updates while it is under way (SwiftUI's `GestureState`): in a render no
/// gesture is, so it holds its initial value.
@propertyWrapper
public struct GestureState<Value> {
    /// The initial value.
    public let wrappedValue: Value
    /// The state, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
    /// State that starts, and stays, at `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// State reset with `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.wrappedValue = wrappedValue }
    /// State reset by `reset` when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.wrappedValue = wrappedValue }
    /// State that starts at `initialValue`.
    public init(initialValue: Value) { self.wrappedValue = initialValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state, nil.
    public init(resetTransaction: Transaction = Transaction()) { self.wrappedValue = nil }
}

nonisolated extension View {
    /// A gesture; a render makes none.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// A gesture while `isEnabled`; a render makes none.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
    /// A gesture recognized at the same time as the view's own; a render makes none.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// A gesture recognized before the view's own; a render makes none.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// A gesture recognized before the view's own while `isEnabled`; a render makes none.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }
    /// Runs `action` on a tap with its location; a render taps nothing.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
}
#endif
