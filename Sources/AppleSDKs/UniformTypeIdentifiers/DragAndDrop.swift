#if os(Linux)
import Foundation
import SwiftUI
import StandInAppleFoundation

// SwiftUI's drag and drop by content type (`onDrag`, `onDrop`, `DropDelegate`), declared beside
// `UTType`, which they take: nothing is dragged during a render, so each is accepted and the
// view drawn as it is.

/// What a drop brings (SwiftUI's `DropInfo`).
public struct DropInfo: Sendable {
    /// Where the drop is, in the view.
    public let location: CGPoint
    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// The items conforming to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a drop would do (SwiftUI's `DropOperation`).
public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

/// The answer to a drop moving over a view (SwiftUI's `DropProposal`).
public struct DropProposal: Sendable {
    /// What the drop would do.
    public let operation: DropOperation
    /// A proposal.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop target's handler (SwiftUI's `DropDelegate`): only `performDrop` is required.
@MainActor
public protocol DropDelegate {
    /// Whether the drop is wanted.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop.
    func performDrop(info: DropInfo) -> Bool
    /// A drop entered the view.
    func dropEntered(info: DropInfo)
    /// A drop moved over the view.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drop left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Every drop is wanted by default.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing to do by default.
    public func dropEntered(info: DropInfo) {}
    /// The default proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing to do by default.
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// A drop target for `supportedContentTypes`; accepted.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// A drop target for `supportedContentTypes`, told where; accepted.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
    /// A drop target with a delegate; accepted.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// A drop target by type identifiers (deprecated spelling); accepted.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// A drop target by type identifiers with a delegate (deprecated spelling); accepted.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
    /// A drag source; accepted.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// A drag source with a preview; accepted.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
}
#endif
