#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A menu item filled in when the menu opens (UIKit's `UIDeferredMenuElement`): a preview never
/// opens a menu, so the provider is kept and never called.
public final class UIDeferredMenuElement: UIMenuElement, @unchecked Sendable {
    /// Gives the items to a completion.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void
    /// The provider of the items.
    let elementProvider: ElementProvider
    /// Whether the items are asked for each time the menu opens.
    let isUncached: Bool
    init(provider: @escaping ElementProvider, uncached: Bool) {
        elementProvider = provider
        isUncached = uncached
        super.init(title: "", image: nil)
    }
    /// An element whose items `elementProvider` gives once, the first time the menu opens.
    public convenience init(_ elementProvider: @escaping ElementProvider) { self.init(provider: elementProvider, uncached: false) }
    /// An element whose items `elementProvider` gives each time the menu opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        Self(provider: elementProvider, uncached: true)
    }
}

/// How a context menu's preview looks (UIKit's `UIPreviewParameters`).
open class UIPreviewParameters: NSObject, @unchecked Sendable {
    /// The color behind the preview.
    open var backgroundColor: UIColor! = .clear
    /// The part of the view shown.
    open var visiblePath: UIBezierPath?
    /// The path of the preview's shadow.
    open var shadowPath: UIBezierPath?
    /// Default parameters.
    public override init() {}
    /// Parameters framing lines of text.
    public init(textLineRects: [NSValue]) {}
}

/// Where a preview appears (UIKit's `UIPreviewTarget`).
open class UIPreviewTarget: NSObject, @unchecked Sendable {
    /// The view it appears in.
    public let container: UIView
    /// Its center in the container.
    public let center: CGPoint
    /// Its transform.
    public let transform: CGAffineTransform
    /// A target at a center with a transform.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        (self.container, self.center, self.transform) = (container, center, transform)
    }
    /// A target at a center.
    public convenience init(container: UIView, center: CGPoint) { self.init(container: container, center: center, transform: .identity) }
}

/// A view lifted for a context menu or drag (UIKit's `UITargetedPreview`): never shown in a preview.
@MainActor
open class UITargetedPreview: NSObject, @unchecked Sendable {
    /// The view shown.
    public let view: UIView
    /// How it looks.
    public let parameters: UIPreviewParameters
    /// Where it appears.
    public let target: UIPreviewTarget
    /// Its size: the view's.
    open var size: CGSize { view.bounds.size }
    /// A preview of a view, where it is, with parameters.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        (self.view, self.parameters, self.target) = (view, parameters, target)
    }
    /// A preview of a view in its superview, with parameters.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }
    /// A preview of a view in its superview.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
}

/// How a committed context menu preview goes (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// Animations run with a context menu's appearing or going (UIKit's `UIContextMenuInteractionAnimating`).
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller.
    var previewViewController: UIViewController? { get }
    /// Adds animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Animations run when a context menu's preview is committed (UIKit's `UIContextMenuInteractionCommitAnimating`).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

extension UIContextMenuInteraction {
    /// Where the menu was opened in `view`: the origin, as no menu opens in a preview.
    public func location(in view: UIView?) -> CGPoint { .zero }
    /// Closes the menu (none is open).
    public func dismissMenu() {}
    /// Changes the open menu (none is open).
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}
#endif
