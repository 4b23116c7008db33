#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore

/// A gesture recognizer (UIKit's `UIGestureRecognizer`): gestures never happen in a preview.
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
    /// A recognizer's state.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        /// Recognized (`ended`).
        public static var recognized: State { .ended }
    }
    /// Its state.
    open var state = State.possible
    /// Whether it is enabled.
    open var isEnabled = true
    /// Its delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it is attached to.
    open weak var view: UIView?
    /// Whether touches are cancelled in the view when it recognizes.
    open var cancelsTouchesInView = true
    /// A recognizer calling `action` on `target`.
    public init(target: Any?, action: Selector?) {}
    /// A recognizer.
    public override convenience init() { self.init(target: nil, action: nil) }
    /// Where the gesture is in `view`.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Adds a target-action pair.
    open func addTarget(_ target: Any, action: Selector) {}
    /// Requires another recognizer to fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// What a gesture recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether two recognizers may recognize at once.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer should begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A tap (UIKit's `UITapGestureRecognizer`).
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Taps needed.
    open var numberOfTapsRequired = 1
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
}

/// A long press (UIKit's `UILongPressGestureRecognizer`).
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How long to press.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pan (UIKit's `UIPanGestureRecognizer`).
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How far the pan went.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Sets the translation.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast it moves.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    /// Fingers needed at least.
    open var minimumNumberOfTouches = 1
    /// Fingers allowed at most.
    open var maximumNumberOfTouches = Int.max
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`).
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2), up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    /// The direction.
    open var direction = Direction.right
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`).
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The scale.
    open var scale: CGFloat = 1
    /// How fast it scales.
    open var velocity: CGFloat { 0 }
}
#endif
