#if os(Linux)
import Foundation
import SwiftUI

// `#Preview { LoginViewController() }` and `#Preview { ProfileHeaderView() }`: iOS 17's previews
// of a UIKit view controller or view. UIKit cannot be drawn here, so such a preview shows a
// placeholder of its frame, as a representable does; a hosting controller (alone or at the root
// of a navigation controller) shows its SwiftUI root view, which is checked.
/// Declares a preview of a UIKit view controller (iOS 17): `#Preview { LoginViewController() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @UIKitPreviewBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Declares a preview of a UIKit view (iOS 17): `#Preview { let header = HeaderView(); …; return header }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @UIKitPreviewBodyBuilder<UIView> body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Builds a UIKit preview's body (DeveloperToolsSupport's preview body builder): statements that
/// set the controller or view up, then the controller or view; a body that ends in `return` is
/// an ordinary closure. Only bodies that make `Content` are accepted, so a SwiftUI preview is
/// never taken for a UIKit one.
@resultBuilder
public enum UIKitPreviewBodyBuilder<Content> {
    /// The controller or view.
    public static func buildExpression(_ content: Content) -> Content { content }
    /// A statement that sets it up.
    public static func buildExpression(_ statement: Void) {}
    /// The first statement.
    public static func buildPartialBlock(first content: Content) -> Content { content }
    /// A first statement that sets something up.
    public static func buildPartialBlock(first statement: Void) {}
    /// The controller or view after statements that set it up.
    public static func buildPartialBlock(accumulated: Void, next content: Content) -> Content { content }
    /// More setting up.
    public static func buildPartialBlock(accumulated: Void, next statement: Void) {}
    /// Setting up after the controller or view is made.
    public static func buildPartialBlock(accumulated content: Content, next statement: Void) -> Content { content }
}

extension PreviewRecord {
    /// A preview body that makes a view controller, type-erased.
    @MainActor
    public static func erase(@UIKitPreviewBodyBuilder<UIViewController> _ body: () -> UIViewController) -> AnyView {
        let controller = body()
        if let hosting = controller as? any HostsSwiftUIView { return erase { hosting.hostedView } }
        // A navigation controller around a hosting one: the root view in a navigation stack.
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first as? any HostsSwiftUIView {
            return erase { NavigationStack { root.hostedView } }
        }
        return erase { UIKitPreviewPlaceholder() }
    }

    /// A preview body that makes a view, type-erased.
    @MainActor
    public static func erase(@UIKitPreviewBodyBuilder<UIView> _ body: () -> UIView) -> AnyView {
        _ = body()
        return erase { UIKitPreviewPlaceholder() }
    }
}

/// A controller whose content is a SwiftUI view.
@MainActor
protocol HostsSwiftUIView {
    /// The SwiftUI view it shows.
    var hostedView: AnyView { get }
}

extension UIHostingController: HostsSwiftUIView {
    var hostedView: AnyView { AnyView(rootView) }
}

/// What a UIKit preview draws: a placeholder of the frame it is given.
private struct UIKitPreviewPlaceholder: View {
    var body: some View { Color(.tertiarySystemFill) }
}
#endif
