#if os(Linux)
import Foundation
import SwiftUI

/// What a view representable's methods are given (SwiftUI's `UIViewRepresentableContext`).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator the representable made.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues { EnvironmentValues.current }
    /// The update's transaction: no animation in a render.
    public var transaction: Transaction { Transaction() }
}

/// What a controller representable's methods are given (SwiftUI's `UIViewControllerRepresentableContext`).
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator the representable made.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues { EnvironmentValues.current }
    /// The update's transaction: no animation in a render.
    public var transaction: Transaction { Transaction() }
}

/// A UIKit view shown in SwiftUI (SwiftUI's `UIViewRepresentable`): its UIKit view cannot be
/// drawn here, so it shows as a gray placeholder filling the frame SwiftUI gives it, and the
/// harness checks the views around it.
@MainActor @preconcurrency
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
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype UIViewControllerType
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = UIViewControllerRepresentableContext<Self>
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
