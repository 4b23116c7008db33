#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation

/// Something with a trait collection (UIKit's `UITraitEnvironment`): views, view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// Its traits.
    var traitCollection: UITraitCollection { get }
}

/// The token of a trait-change registration (UIKit's `UITraitChangeRegistration`), to pass to
/// `unregisterForTraitChanges(_:)`.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// A registration: the traits watched. A preview's traits never change, so it never fires.
final class UITraitChangeToken: UITraitChangeRegistration {
    let traits: [UITrait]
    init(traits: [UITrait]) { self.traits = traits }
}

/// Something that can call code when its traits change (UIKit's `UITraitChangeObservable`): the
/// registrations are kept, and never fire, as a preview's traits do not change.
@MainActor
public protocol UITraitChangeObservable {
    /// What a handler is given: the changed object and its previous traits (UIKit's `TraitChangeHandler`).
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

/// The trait-change registrations of an object.
@MainActor
protocol UITraitChangeRegistry: UITraitChangeObservable, AnyObject {
    var traitChangeRegistrations: [UITraitChangeToken] { get set }
}

extension UITraitChangeObservable {
    private func registered(_ traits: [UITrait]) -> any UITraitChangeRegistration {
        let token = UITraitChangeToken(traits: traits)
        (self as? any UITraitChangeRegistry)?.traitChangeRegistrations.append(token)
        return token
    }

    /// Calls `handler` when one of `traits` changes: never in a preview.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        registered(traits)
    }

    /// Calls `action` on `target` when one of `traits` changes: never in a preview.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        registered(traits)
    }

    /// Calls `action` on the object itself when one of `traits` changes: never in a preview.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registered(traits)
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any UITraitChangeRegistry)?.traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UITraitCollection {
    /// The system traits that change how colors resolve: style, contrast, level.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }
    /// The system traits that change which image an asset catalog gives.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitDisplayScale.self,
         UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitLayoutDirection.self,
         UITraitLegibilityWeight.self]
    }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable, UITraitChangeRegistry {}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, UITraitChangeRegistry {}

extension UIView {
    /// The traits in effect: the superview's (the preview device's at the top), with
    /// `overrideUserInterfaceStyle` and `traitOverrides` laid over them.
    func inheritedTraits(from parent: UITraitCollection) -> UITraitCollection {
        var traits = parent.traits
        if overrideUserInterfaceStyle != .unspecified { traits.set(UITraitUserInterfaceStyle.self, overrideUserInterfaceStyle) }
        return UITraitCollection(traits: traits.merging(traitOverrides.storage))
    }
}

extension UIViewController {
    /// The traits in effect: the parent's (the preview device's at the top), with
    /// `overrideUserInterfaceStyle` and `traitOverrides` laid over them.
    func inheritedTraits(from parent: UITraitCollection) -> UITraitCollection {
        var traits = parent.traits
        if overrideUserInterfaceStyle != .unspecified { traits.set(UITraitUserInterfaceStyle.self, overrideUserInterfaceStyle) }
        return UITraitCollection(traits: traits.merging(traitOverrides.storage))
    }

    /// Asks for the traits to be updated now (UIKit's `updateTraitsIfNeeded()`): they are always current here.
    public func updateTraitsIfNeeded() {}
}
#endif
