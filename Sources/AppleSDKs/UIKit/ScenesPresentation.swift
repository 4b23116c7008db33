#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

// How view controllers are presented and resized: a preview presents no sheet and never
// changes size, so these are kept for the app's code and never act.

/// What a size change is animated with (UIKit's `UIViewControllerTransitionCoordinator`); a
/// preview never changes size, so `viewWillTransition(to:with:)` is never called.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; whether it will.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The state of a transition (UIKit's `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether it animates.
    var isAnimated: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Whether the user drives it.
    var isInteractive: Bool { get }
    /// How long it lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The rotation it applies.
    var targetTransform: CGAffineTransform { get }
    /// A controller taking part.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

extension UIViewControllerTransitionCoordinatorContext {
    /// Not animated.
    public var isAnimated: Bool { false }
    /// Not cancelled.
    public var isCancelled: Bool { false }
    /// Not interactive.
    public var isInteractive: Bool { false }
    /// No time.
    public var transitionDuration: TimeInterval { 0 }
    /// No rotation.
    public var targetTransform: CGAffineTransform { .identity }
    /// No controller.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
}

/// Which controller of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown after.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// A sheet's presentation (UIKit's `UISheetPresentationController`): kept, as a preview presents no sheet.
open class UISheetPresentationController: NSObject, @unchecked Sendable {
    /// The heights the sheet rests at.
    open var detents: [Detent] = [.large()]
    /// Whether the grabber shows.
    open var prefersGrabberVisible = false
    /// The radius of the sheet's top corners (nil: the system's).
    open var preferredCornerRadius: CGFloat?
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which what is behind is not dimmed (nil: every detent dims).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether scrolling at the top edge grows the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet hangs from the bottom edge in compact height.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether its width follows the preferred content size when edge-attached.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Animates changes made in `changes` (made at once here).
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Recomputes the detents' heights.
    open func invalidateDetents() {}
    /// A height a sheet rests at.
    public final class Detent: NSObject, @unchecked Sendable {
        /// Its identifier.
        public let identifier: Identifier
        init(identifier: Identifier) { self.identifier = identifier }
        /// Half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The whole screen.
        public static func large() -> Detent { Detent(identifier: .large) }
        /// A height `resolver` computes (iOS 16); not computed in a preview.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom"))
        }
        /// The identifier of a detent (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's name.
            public let rawValue: String
            /// An identifier of a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}

/// What a custom detent's resolver is given (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}
#endif
