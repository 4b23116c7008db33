#if os(Linux)
import Foundation

/// An SF Symbol's animation (SwiftUI's `SymbolEffect` family): accepted, a still screen shows the
/// symbol at rest. Every effect and variant SwiftUI names (`.bounce.up.byLayer`,
/// `.variableColor.iterative.reversing`, `.replace.downUp`) is spelled, so an app's effects compile.
public protocol SymbolEffect: Sendable {}

/// One symbol effect with its variants (the effect types SwiftUI declares are its aliases).
public struct SymbolEffectVariant: SymbolEffect, Hashable {
    let name: String
    /// Upward.
    public var up: Self { self }
    /// Downward.
    public var down: Self { self }
    /// Layer by layer.
    public var byLayer: Self { self }
    /// The whole symbol at once.
    public var wholeSymbol: Self { self }
    /// One layer after another.
    public var iterative: Self { self }
    /// Layers adding up.
    public var cumulative: Self { self }
    /// Back and forth.
    public var reversing: Self { self }
    /// One way.
    public var nonReversing: Self { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: Self { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: Self { self }
    /// Down, then up.
    public var downUp: Self { self }
    /// Up, then up.
    public var upUp: Self { self }
    /// Off, then up.
    public var offUp: Self { self }
    /// Clockwise.
    public var clockwise: Self { self }
    /// Counter-clockwise.
    public var counterClockwise: Self { self }
    /// Leftward.
    public var left: Self { self }
    /// Rightward.
    public var right: Self { self }
    /// Forward.
    public var forward: Self { self }
    /// Backward.
    public var backward: Self { self }
    /// A magic replacement, with a fallback.
    public func magic(fallback: SymbolEffectVariant) -> Self { self }
}

/// The bounce effect.
public typealias BounceSymbolEffect = SymbolEffectVariant
/// The pulse effect.
public typealias PulseSymbolEffect = SymbolEffectVariant
/// The variable colour effect.
public typealias VariableColorSymbolEffect = SymbolEffectVariant
/// The scale effect.
public typealias ScaleSymbolEffect = SymbolEffectVariant
/// The appear effect.
public typealias AppearSymbolEffect = SymbolEffectVariant
/// The disappear effect.
public typealias DisappearSymbolEffect = SymbolEffectVariant
/// The replace effect.
public typealias ReplaceSymbolEffect = SymbolEffectVariant
/// The wiggle effect.
public typealias WiggleSymbolEffect = SymbolEffectVariant
/// The breathe effect.
public typealias BreatheSymbolEffect = SymbolEffectVariant
/// The rotate effect.
public typealias RotateSymbolEffect = SymbolEffectVariant

extension SymbolEffect where Self == SymbolEffectVariant {
    /// Bounces.
    public static var bounce: SymbolEffectVariant { SymbolEffectVariant(name: "bounce") }
    /// Pulses.
    public static var pulse: SymbolEffectVariant { SymbolEffectVariant(name: "pulse") }
    /// Fills layers in turn.
    public static var variableColor: SymbolEffectVariant { SymbolEffectVariant(name: "variableColor") }
    /// Scales.
    public static var scale: SymbolEffectVariant { SymbolEffectVariant(name: "scale") }
    /// Appears.
    public static var appear: SymbolEffectVariant { SymbolEffectVariant(name: "appear") }
    /// Disappears.
    public static var disappear: SymbolEffectVariant { SymbolEffectVariant(name: "disappear") }
    /// Replaces one symbol with another.
    public static var replace: SymbolEffectVariant { SymbolEffectVariant(name: "replace") }
    /// Wiggles.
    public static var wiggle: SymbolEffectVariant { SymbolEffectVariant(name: "wiggle") }
    /// Breathes.
    public static var breathe: SymbolEffectVariant { SymbolEffectVariant(name: "breathe") }
    /// Rotates.
    public static var rotate: SymbolEffectVariant { SymbolEffectVariant(name: "rotate") }
}
#endif
