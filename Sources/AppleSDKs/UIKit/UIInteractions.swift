#if os(Linux)
import Foundation

/// Something a view does when touched (UIKit's `UIInteraction`): kept, as nothing touches a
/// preview.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view it belongs to.
    var view: UIView? { get }
}

/// A context menu on a UIKit view (UIKit's `UIContextMenuInteraction`): never shown in a render.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The view it belongs to.
    public private(set) weak var view: UIView?
    /// Its delegate.
    public weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// An interaction asking `delegate` for its menu.
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }
}

/// What a context menu interaction asks its delegate (UIKit's `UIContextMenuInteractionDelegate`).
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {}

extension UIView {
    /// Adds an interaction (kept: a render touches nothing).
    public func addInteraction(_ interaction: any UIInteraction) {}
    /// Removes an interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {}
}
#endif
