#if os(Linux)
import Foundation

// The rest of the animation vocabulary: accepted, as no time passes in a render. A view that
// animates is drawn as it stands when its body is read.

extension Animation {
    /// The animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// A cubic Bézier timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    /// A spring by stiffness and damping.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    /// A spring by mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        .spring
    }
    /// A spring by duration and bounce.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { .spring }
    /// The default interactive spring (`.animation(.interactiveSpring, value: x)`).
    public static var interactiveSpring: Animation { .spring }
    /// An interactive spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring
    }
    /// A bouncy spring of `duration`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// A smooth spring of `duration`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A snappy spring of `duration`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
}

extension AnyTransition {
    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// Moves by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
}

/// A value that can be added and scaled, which animations interpolate (SwiftUI's `VectorArithmetic`).
public protocol VectorArithmetic {}
extension Binding {
    /// The same binding, its changes animated (`$alignment.animation()`): a still render animates
    /// nothing, so the value is read and written as it is.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding, its changes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Double: VectorArithmetic {}
extension Float: VectorArithmetic {}
extension CGFloat: VectorArithmetic {}

/// A type whose values animate (SwiftUI's `Animatable`): its `animatableData` is the app's; a
/// render reads the view as it stands.
public protocol Animatable {}

extension Angle: Animatable {
    /// The radians an animation interpolates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

/// A view modifier whose values animate (SwiftUI's `AnimatableModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Two animatable values as one (SwiftUI's `AnimatablePair`).
public struct AnimatablePair<First, Second>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// No animatable values (SwiftUI's `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Nothing.
    public init() {}
}
#endif
