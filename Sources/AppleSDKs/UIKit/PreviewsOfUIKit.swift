#if os(Linux)
import Foundation
import SwiftUI

// `#Preview { LoginViewController() }` and `#Preview { ProfileHeaderView() }`: iOS 17's previews
// of a UIKit view controller or view. UIKit cannot be drawn here, so such a preview shows a
// placeholder of its frame, as a representable does; a hosting controller (alone or at the root
// of a navigation controller) shows its SwiftUI root view, which is checked.
extension PreviewRecord {
    /// A preview body that makes a view controller, type-erased.
    @MainActor
    public static func erase(_ body: () -> UIViewController) -> AnyView {
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
    public static func erase(_ body: () -> UIView) -> AnyView {
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
