#if os(Linux)
import Foundation

// Keyframe animation as SwiftUI spells it: accepted, a render draws the initial value.

/// Keyframes of one animated value (SwiftUI's `Keyframes`), kept only for their type.
public protocol Keyframes {
    /// The value the keyframes animate (the animator's whole value, not a track's property).
    associatedtype Animated
}

/// A track of keyframes for one property of the animated value (SwiftUI's `KeyframeTrack`).
public struct KeyframeTrack<Root, Value>: Keyframes {
    public typealias Animated = Root
    /// A track animating the property at `keyPath` through `content`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> _ content: () -> [KeyframeStep<Value>]) {}
    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> _ content: () -> [KeyframeStep<Root>]) where Root == Value {}
}

/// One keyframe of a track: its value and duration (SwiftUI's linear, spring, cubic and move keyframes).
public struct KeyframeStep<Value> {
    /// The value reached.
    public let to: Value
    /// Seconds to reach it.
    public let duration: Double
}

/// A keyframe reached in a straight line (SwiftUI's `LinearKeyframe`).
public func LinearKeyframe<Value>(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) -> KeyframeStep<Value> {
    KeyframeStep(to: to, duration: duration)
}

/// A keyframe reached on a spring (SwiftUI's `SpringKeyframe`).
public func SpringKeyframe<Value>(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)
    -> KeyframeStep<Value> {
    KeyframeStep(to: to, duration: duration ?? 0.5)
}

/// A keyframe reached on a cubic curve (SwiftUI's `CubicKeyframe`).
public func CubicKeyframe<Value>(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) -> KeyframeStep<Value> {
    KeyframeStep(to: to, duration: duration)
}

/// A keyframe jumped to at once (SwiftUI's `MoveKeyframe`).
public func MoveKeyframe<Value>(_ to: Value) -> KeyframeStep<Value> { KeyframeStep(to: to, duration: 0) }

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// The keyframes in order.
    public static func buildBlock(_ steps: KeyframeStep<Value>...) -> [KeyframeStep<Value>] { steps }
    /// Keyframes built in a loop.
    public static func buildArray(_ steps: [[KeyframeStep<Value>]]) -> [KeyframeStep<Value>] { steps.flatMap { $0 } }
    /// Keyframes built under an `if`.
    public static func buildOptional(_ steps: [KeyframeStep<Value>]?) -> [KeyframeStep<Value>] { steps ?? [] }
    /// A single keyframe.
    public static func buildExpression(_ step: KeyframeStep<Value>) -> KeyframeStep<Value> { step }
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track, of the animator's value.
    public static func buildExpression<K: Keyframes>(_ track: K) -> [Any] where K.Animated == Value { [track] }
    /// A keyframe of the whole value, without a track (`keyframes: { _ in LinearKeyframe(2, duration: 1) }`).
    public static func buildExpression(_ step: KeyframeStep<Value>) -> [Any] { [step] }
    /// The tracks.
    public static func buildBlock(_ tracks: [Any]...) -> [Any] { tracks.flatMap { $0 } }
}

/// A timing curve (SwiftUI's `UnitCurve`).
public struct UnitCurve: Sendable, Hashable {
    let name: String
    /// Linear.
    public static let linear = UnitCurve(name: "linear")
    /// Ease in and out.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// Ease in.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Ease out.
    public static let easeOut = UnitCurve(name: "easeOut")
}

/// A spring's parameters (SwiftUI's `Spring`).
public struct Spring: Sendable, Hashable {
    /// A spring of `duration` and `bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) {}
    /// A bouncy spring.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// A smooth spring.
    public static let smooth = Spring()
    /// A snappy spring.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
}

nonisolated extension View {
    /// Animates by keyframes; a render draws `content` with the initial value.
    public func keyframeAnimator<Value, V: View>(initialValue: Value, repeating: Bool = true,
                                                 @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                 @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]) -> some View {
        content(PlaceholderContentView(self), initialValue)
    }

    /// Animates by keyframes when `trigger` changes; a render draws `content` with the initial value.
    public func keyframeAnimator<Value, V: View>(initialValue: Value, trigger: some Equatable,
                                                 @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                 @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]) -> some View {
        content(PlaceholderContentView(self), initialValue)
    }
}
#endif
