#if os(Linux)
import Foundation
import SwiftUI
import StandInUIKit

/// What an AppKit view representable's methods are given (SwiftUI's `NSViewRepresentableContext`).
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// The coordinator the representable made.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues { EnvironmentValues.current }
}

/// What an AppKit controller representable's methods are given.
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
    /// The coordinator the representable made.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues { EnvironmentValues.current }
}

/// An AppKit view shown in SwiftUI (SwiftUI's `NSViewRepresentable`): drawn, as UIKit views are,
/// as a gray placeholder filling the frame SwiftUI gives it.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View {
    /// The AppKit view's type.
    associatedtype NSViewType
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = NSViewRepresentableContext<Self>
    /// Makes the AppKit view.
    func makeNSView(context: Context) -> NSViewType
    /// Updates it.
    func updateNSView(_ nsView: NSViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

extension NSViewRepresentable {
    /// A placeholder of the frame the view is given.
    public var body: some View { Color(.tertiarySystemFill) }
}

/// An AppKit view controller shown in SwiftUI (SwiftUI's `NSViewControllerRepresentable`): a
/// gray placeholder of its frame.
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype NSViewControllerType
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = NSViewControllerRepresentableContext<Self>
    /// Makes the controller.
    func makeNSViewController(context: Context) -> NSViewControllerType
    /// Updates it.
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension NSViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

extension NSViewControllerRepresentable {
    /// A placeholder of the frame the controller is given.
    public var body: some View { Color(.tertiarySystemFill) }
}
#endif
