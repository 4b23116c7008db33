#if os(Linux)
@_exported import Foundation
import SwiftUI

extension View {
    /// Calls `action` when a store view inside starts a purchase (StoreKit's
    /// `onInAppPurchaseStart(perform:)`): never, on a still screen.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
    /// The options of purchases started by store views inside (StoreKit's
    /// `inAppPurchaseOptions(_:)`): kept, no purchase starts in a preview.
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
}
#endif
