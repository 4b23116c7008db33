#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import SwiftUI

// UIKit's view animations. A preview is a still picture of the end state: every animation's
// changes are made at once, and its completion is called at once, as finished.

extension UIView {
    /// Options of an animation (UIKit's `UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as it animates.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Takes touches while it animates.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores the enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content as it animates.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views rather than removing and adding them in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Eases in and out.
        public static let curveEaseInOut = AnimationOptions([])
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs evenly.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions([])
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as it animates.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Takes touches while it animates.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Straight between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Jumps from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// At an even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Along a curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Along a curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

    /// Animates changes: made at once, then `completion` is told they finished.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAtOnce(animations, completion)
    }
    /// Animates changes after a delay: made at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAtOnce(animations, completion)
    }
    /// Animates changes with a spring: made at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        performAtOnce(animations, completion)
    }
    /// Animates changes with a spring of a duration and bounce (iOS 17): made at once.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        performAtOnce(animations, completion)
    }
    /// Animates changes with a SwiftUI animation (iOS 18): made at once, then `completion` is called.
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
    /// Animates changes to `view` with a transition: made at once.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
                                  completion: ((Bool) -> Void)? = nil) {
        performAtOnce(animations ?? {}, completion)
    }
    /// Replaces `fromView` with `toView` in its superview with a transition: at once.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: ((Bool) -> Void)? = nil) {
        if !options.contains(.showHideTransitionViews), let superview = fromView.superview {
            superview.addSubview(toView)
            fromView.removeFromSuperview()
        } else {
            fromView.isHidden = true
            toView.isHidden = false
        }
        completion?(true)
    }
    /// Makes changes without animation.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    /// Animates keyframes: each keyframe's changes made at once, in order.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAtOnce(animations, completion)
    }
    /// Adds a keyframe: its changes are made at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void) {
        animations()
    }
    /// Whether animations run (they finish at once here).
    public static var areAnimationsEnabled: Bool { true }
    /// Turns animations on or off.
    public static func setAnimationsEnabled(_ enabled: Bool) {}
    /// The duration of the enclosing animation: none.
    public static var inheritedAnimationDuration: TimeInterval { 0 }

    private static func performAtOnce(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
#endif
