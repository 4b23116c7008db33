#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// Where an animation stands (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// The kind of a timing curve (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// The timing of an animation (UIKit's `UITimingCurveProvider`).
public protocol UITimingCurveProvider: AnyObject {
    /// Its kind.
    var timingCurveType: UITimingCurveType { get }
    /// Its cubic timing, if it has one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// Its spring timing, if it has one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The built-in curve (ease in and out unless given).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// Ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    /// A built-in curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        (animationCurve, controlPoint1, controlPoint2) = (curve, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    }
    /// A curve of two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, point1, point2)
    }
    /// A cubic curve, or built in.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring's timing (UIKit's `UISpringTimingParameters`).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The spring's initial velocity.
    public let initialVelocity: CGVector
    /// The system's critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }
    /// A spring of a damping ratio.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }
    /// A spring of a damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { initialVelocity = velocity }
    /// A spring of a mass, stiffness and damping.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { initialVelocity = velocity }
    /// A spring of a duration and bounce (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        self.initialVelocity = initialVelocity
    }
    /// A spring.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// Animates view changes that can be paused, scrubbed and reversed (UIKit's
/// `UIViewPropertyAnimator`). A preview shows the end state: starting the animator makes its
/// changes at once and calls its completions with `.end`; animations and completions added after
/// that run at once too.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, @unchecked Sendable {
    /// Its timing.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Its duration, in seconds.
    public let duration: TimeInterval
    /// Its delay, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Where it stands.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running: never, as it finishes at once.
    open private(set) var isRunning = false
    /// Whether it runs backwards.
    open var isReversed = false
    /// How far it has run, 0…1.
    open var fractionComplete: CGFloat = 0
    /// Whether its views take touches while it runs.
    open var isUserInteractionEnabled = true
    /// Whether it can be paused and reversed.
    open var isInterruptible = true
    /// Whether scrubbing moves linearly.
    open var scrubsLinearly = true
    /// Whether it stays active, paused, at its end.
    open var pausesOnCompletion = false
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var hasFinished = false

    /// An animator of a duration and timing.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
    }
    /// An animator of a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }
    /// An animator of a cubic curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }
    /// An animator of a spring.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }
    /// An animator already started: its changes are made and `completion` called with `.end` at once.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters())
        animator.delay = delay
        animator.animations.append(animations)
        if let completion { animator.completions.append(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds changes: made at once if the animator has already run.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if hasFinished || state == .active { animation() } else { animations.append(animation) }
    }
    /// Adds changes starting part way through.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    /// Adds a completion: called at once with `.end` if the animator has already finished.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        if hasFinished { completion(isReversed ? .start : .end) } else { completions.append(completion) }
    }
    /// Runs the animation: its changes are made and its completions called at once.
    open func startAnimation() {
        guard state != .stopped, !hasFinished else { return }
        applyAnimations()
        fractionComplete = 1
        if pausesOnCompletion {
            state = .active
        } else {
            finish(at: isReversed ? .start : .end)
        }
    }
    /// Runs the animation after a delay: at once here.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }
    /// Pauses it: its changes are made, and it stays active for scrubbing.
    open func pauseAnimation() {
        guard state != .stopped, !hasFinished else { return }
        applyAnimations()
        state = .active
    }
    /// Stops it: without finishing it becomes inactive with no completion; otherwise it waits for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active || !hasFinished else { return }
        if withoutFinishing {
            state = .inactive
            hasFinished = true
            completions.removeAll()
        } else {
            state = .stopped
        }
    }
    /// Finishes a stopped animation at a position, calling the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }
    /// Carries on from a pause to the end: at once.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard !hasFinished else { return }
        applyAnimations()
        fractionComplete = 1
        finish(at: isReversed ? .start : .end)
    }

    private func applyAnimations() {
        let pending = animations
        animations.removeAll()
        pending.forEach { $0() }
    }
    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        hasFinished = true
        let pending = completions
        completions.removeAll()
        pending.forEach { $0(position) }
    }
}
#endif
