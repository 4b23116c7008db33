#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation
import StandInCoreGraphics

/// Which of a view's own guides a guide is.
enum SystemLayoutGuideKind { case safeArea, margins, readableContent, keyboard }

/// A guide a view makes itself, whose frame follows from the view's bounds, safe area and margins.
final class SystemLayoutGuide: UILayoutGuide, @unchecked Sendable {
    let kind: SystemLayoutGuideKind
    init(owner: UIView, kind: SystemLayoutGuideKind) {
        self.kind = kind
        super.init(owner: owner)
    }
}

/// The guides of a view, made once so each keeps its identity.
@MainActor
final class SystemLayoutGuides {
    let safeArea: UILayoutGuide, margins: UILayoutGuide, readableContent: UILayoutGuide
    let keyboard: UIKeyboardLayoutGuide
    init(owner: UIView) {
        safeArea = SystemLayoutGuide(owner: owner, kind: .safeArea)
        margins = SystemLayoutGuide(owner: owner, kind: .margins)
        readableContent = SystemLayoutGuide(owner: owner, kind: .readableContent)
        keyboard = UIKeyboardLayoutGuide(owner: owner)
    }
}

extension UILayoutGuide {
    /// Its rectangle in its view's coordinates. A view's own guides follow from its bounds, safe
    /// area and margins; the keyboard's is a strip of the bottom safe area (the keyboard is hidden
    /// in a preview); a guide the app adds is zero, as constraints are not solved here.
    @MainActor public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        if let keyboard = self as? UIKeyboardLayoutGuide {
            let height = keyboard.usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
            return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        }
        guard let guide = self as? SystemLayoutGuide else { return .zero }
        let margins = (view.insetsLayoutMarginsFromSafeArea ? safe : view.bounds).inset(by: view.layoutMargins)
        switch guide.kind {
        case .safeArea: return safe
        case .margins: return margins
        case .readableContent:
            let width = min(margins.width, 672)
            return CGRect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
        case .keyboard: return .zero
        }
    }
    /// Its left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

/// A guide that follows something on screen and switches constraints by the edges it is near
/// (UIKit's `UITrackingLayoutGuide`).
open class UITrackingLayoutGuide: UILayoutGuide, @unchecked Sendable {
    /// Sets constraints active while the guide is near `edge`: a preview's keyboard is docked,
    /// so near the bottom edge only.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        let active = edge.contains(.bottom)
        constraints.forEach { $0.isActive = active }
    }
    /// Sets constraints active while the guide is away from `edge`: every edge but the bottom.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        let active = !edge.contains(.bottom)
        constraints.forEach { $0.isActive = active }
    }
}

/// The keyboard's place in a view (UIKit's `UIKeyboardLayoutGuide`, `view.keyboardLayoutGuide`):
/// the keyboard is hidden in a preview, so the guide is the bottom safe area's strip and views
/// pinned above it sit where they sit before the keyboard shows.
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide, @unchecked Sendable {
    /// Whether it follows an undocked or floating keyboard (iPad).
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard hidden, it spans the bottom safe area (iOS 17); else it has no height.
    open var usesBottomSafeArea = true
    /// How far above the keyboard a drag dismisses it (iOS 17).
    open var keyboardDismissPadding: CGFloat = 0
}
#endif
