#if os(Linux)
import SwiftUI

/// A tip the app shows (TipKit's `Tip`); tips are not shown in previews.
public protocol Tip: Identifiable, Sendable {
    /// The title.
    var title: Text { get }
    /// The message.
    var message: Text? { get }
    /// The image.
    var image: Image? { get }
}

extension Tip {
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    /// Marks the tip as no longer needed.
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// TipKit's configuration (`Tips`).
public enum Tips {
    /// Why a tip is no longer shown.
    public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }
    /// Sets TipKit up (nothing to set up here).
    public static func configure(_ options: [Any] = []) throws {}
    /// Forgets every tip's state.
    public static func resetDatastore() throws {}
    /// Shows every tip for testing.
    public static func showAllTipsForTesting() {}
    /// Hides every tip for testing.
    public static func hideAllTipsForTesting() {}
}

/// Where a tip is shown inline (TipKit's `TipView`): nothing, as tips are not shown in previews.
public struct TipView<T: Tip>: View {
    /// A tip view.
    public init(_ tip: T, arrowEdge: Edge? = nil) {}
    public var body: some View { EmptyView() }
}

extension View {
    /// Shows `tip` as a popover (not in previews).
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top) -> some View { self }
}
#endif
