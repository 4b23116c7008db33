#if os(Linux)
import Foundation
import SwiftUI
import StandInAppleFoundation

/// What an item provider of a preview's drop holds: nothing (nothing is dropped in a render).
public struct ItemProviderEmpty: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String { "the item provider holds no item: nothing is dropped in a preview" }
}

extension NSItemProvider {
    /// Loads the item as `type` (CoreTransferable's `loadTransferable(type:completionHandler:)`):
    /// fails, as a preview's providers hold nothing.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        completionHandler(.failure(ItemProviderEmpty()))
        return Progress(totalUnitCount: 0)
    }
}

#endif
