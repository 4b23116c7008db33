#if os(Linux)
import SwiftUI

/// Asks for a rating (StoreKit's `RequestReviewAction`): nothing shows in a preview.
public struct RequestReviewAction: Sendable {
    /// Asks for a rating.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Asks for a rating.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// A product's name, description and buy button (StoreKit's `ProductView`): a preview reaches no
/// App Store, so it draws the place of a loading product: an icon and a gray bar.
public struct ProductView<Icon: View>: View {
    let icon: Icon
    /// A product's view by identifier.
    public init(id productID: String, prefersPromotionalIcon: Bool = false) where Icon == EmptyView { icon = EmptyView() }
    /// A product's view with an icon.
    public init(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.icon = icon() }
    /// A view of a product.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) where Icon == EmptyView { icon = EmptyView() }
    public var body: some View {
        HStack(spacing: 12) {
            icon
            RoundedRectangle(cornerRadius: 4).fill(Color(.tertiarySystemFill)).frame(height: 44)
        }
    }
}

/// A store of products (StoreKit's `StoreView`): a gray placeholder of each product.
public struct StoreView: View {
    let count: Int
    /// A store of product identifiers.
    public init<C: Collection>(ids productIDs: C, prefersPromotionalIcon: Bool = false) where C.Element == String { count = productIDs.count }
    /// A store of products.
    public init(products: [Product], prefersPromotionalIcon: Bool = false) { count = products.count }
    /// A store of product identifiers with the app's icon of each product (iOS 17): no product
    /// loads in a preview, so no icon is made.
    public init<C: Collection, Icon: View>(ids productIDs: C, prefersPromotionalIcon: Bool = false,
                                           @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == String {
        count = productIDs.count
    }
    /// A store of products with the app's icon of each.
    public init<Icon: View>(products: [Product], prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) {
        count = products.count
    }
    public var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<count, id: \.self) { _ in RoundedRectangle(cornerRadius: 4).fill(Color(.tertiarySystemFill)).frame(height: 44) }
        }
    }
}

/// A subscription store (StoreKit's `SubscriptionStoreView`): the app's marketing content over a
/// gray placeholder of the plans.
public struct SubscriptionStoreView<Content: View>: View {
    let content: Content
    /// A store of a group.
    public init(groupID: String) where Content == EmptyView { content = EmptyView() }
    /// A store of a group with marketing content.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }
    /// A store of product identifiers.
    public init<C: Collection>(productIDs: C) where C.Element == String, Content == EmptyView { content = EmptyView() }
    /// A store of product identifiers with marketing content.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String { content = marketingContent() }
    public var body: some View {
        VStack(spacing: 16) {
            content
            RoundedRectangle(cornerRadius: 12).fill(Color(.tertiarySystemFill)).frame(height: 120)
        }
    }
}

extension View {
    /// Loads a product when the view appears (never, on a still screen).
    public func storeProductTask(for id: String, action: @escaping (Product.TaskState) async -> Void) -> some View { self }
    /// Watches a subscription group's status (never, on a still screen).
    public func subscriptionStatusTask(for groupID: String,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View { self }
    /// Calls `action` when a purchase finishes (never, on a still screen).
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void) -> some View { self }
    /// Sets a product view's style (accepted).
    public func productViewStyle<S>(_ style: S) -> some View { self }
    /// Sets a store's button style (accepted).
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View { self }
    /// Presents the offer-code sheet (not in a preview).
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }
    /// Presents the manage-subscriptions sheet (not in a preview).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
}

/// A store's extra button (StoreKit's `StoreButtonKind`).
public struct StoreButtonKind: Sendable {
    /// Cancel.
    public static let cancellation = StoreButtonKind()
    /// Restore purchases.
    public static let restorePurchases = StoreButtonKind()
    /// Redeem a code.
    public static let redeemCode = StoreButtonKind()
    /// Sign in.
    public static let signIn = StoreButtonKind()
    /// Policies.
    public static let policies = StoreButtonKind()
}
#endif
