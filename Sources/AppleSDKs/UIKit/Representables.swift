#if os(Linux)
import Foundation
import SwiftUI

/// A UIKit view (a stand-in): the frame and colors views set on it; never drawn itself.
open class UIView: NSObject, @unchecked Sendable {
    /// The frame.
    open var frame: CGRect
    /// The background color.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The opacity.
    open var alpha: CGFloat = 1
    /// The tint color.
    open var tintColor: UIColor?
    /// The subviews.
    public private(set) var subviews: [UIView] = []

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }

    /// A view with no frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Adds `view` on top.
    open func addSubview(_ view: UIView) { subviews.append(view) }
}

/// A label (UIKit's).
open class UILabel: UIView, @unchecked Sendable {
    /// Its text.
    open var text: String?
    /// Its font.
    open var font: UIFont?
    /// Its text color.
    open var textColor: UIColor?
    /// Its line limit.
    open var numberOfLines = 1
}

/// A text view (UIKit's).
open class UITextView: UIView, @unchecked Sendable {
    /// Its text.
    open var text: String?
    /// Its font.
    open var font: UIFont?
    /// Whether it can be edited.
    open var isEditable = true
}

/// A view controller (UIKit's): a view.
open class UIViewController: NSObject, @unchecked Sendable {
    /// Its view.
    open var view: UIView = UIView()
    /// Its title.
    open var title: String?
    /// A controller.
    public override init() {}
    /// Presents `controller` (nothing happens in a preview).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses it (nothing happens in a preview).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// The share sheet (UIKit's).
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
}

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`).
public struct UIViewRepresentableContext<Representable> {
    /// The coordinator the representable made.
    public let coordinator: Any
}

/// A UIKit view shown in SwiftUI (SwiftUI's `UIViewRepresentable`): its UIKit view cannot be
/// drawn here, so it shows as a gray placeholder filling the frame SwiftUI gives it, and the
/// harness checks the views around it.
@MainActor
public protocol UIViewRepresentable: View {
    /// The UIKit view's type.
    associatedtype UIViewType
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates it.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

extension UIViewRepresentable {
    /// A placeholder of the frame the view is given.
    public var body: some View { Color(.tertiarySystemFill) }
}

/// A UIKit view controller shown in SwiftUI (SwiftUI's `UIViewControllerRepresentable`): shown
/// as a gray placeholder of its frame.
@MainActor
public protocol UIViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype UIViewControllerType
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates it.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

extension UIViewControllerRepresentable {
    /// A placeholder of the frame the controller is given.
    public var body: some View { Color(.tertiarySystemFill) }
}
#endif
