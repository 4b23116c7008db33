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

/// How far a product's promotional image has loaded (StoreKit's `ProductIconPhase`): a preview
/// reaches no App Store, so a product's image is `.unavailable`.
public enum ProductIconPhase {
    /// Still loading.
    case loading
    /// Loaded.
    case success(Image)
    /// The product has no promotional image.
    case unavailable
    /// Failed to load.
    case failure(any Error)

    /// The image, once loaded.
    public var promotionalIcon: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The icon a product view shows while its product loads (StoreKit's `AutomaticProductPlaceholderIcon`):
/// a gray rounded square.
public struct AutomaticProductPlaceholderIcon: View {
    /// The gray square.
    public var body: some View {
        RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)).frame(width: 44, height: 44)
    }
}

/// A product's name, description and buy button (StoreKit's `ProductView`): a preview reaches no
/// App Store, so a product of an identifier stays loading: its placeholder icon (or the app's icon
/// when no placeholder is given) beside a gray bar. A product the app made shows its icon.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let icon: Icon?
    let placeholderIcon: PlaceholderIcon?
    /// A product's view by identifier.
    public init(id productID: String, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        icon = nil
        placeholderIcon = nil
    }
    /// A product's view by identifier with the app's icon.
    public init(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        self.icon = icon()
        placeholderIcon = nil
    }
    /// A product's view by identifier with the app's icon and the app's icon while it loads (iOS 17).
    public init(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.icon = icon()
        self.placeholderIcon = placeholderIcon()
    }
    /// A product's view by identifier with an icon of each phase of its promotional image, and
    /// the app's icon while it loads.
    public init(id productID: String, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.icon = nil
        self.placeholderIcon = placeholderIcon()
    }
    /// A view of a product.
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        icon = nil
        placeholderIcon = nil
    }
    /// A view of a product with the app's icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == EmptyView {
        self.icon = icon()
        placeholderIcon = nil
    }
    /// A view of a product with an icon of each phase of its promotional image: `.unavailable`.
    public init(_ product: Product, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon) where PlaceholderIcon == EmptyView {
        self.icon = icon(.unavailable)
        placeholderIcon = nil
    }
    /// The icon (or placeholder icon) beside a gray bar.
    public var body: some View {
        HStack(spacing: 12) {
            if let placeholderIcon {
                placeholderIcon
            } else if let icon {
                icon
            }
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
    public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false) where C.Element == Product { count = products.count }
    /// A store of product identifiers with the app's icon of each product (iOS 17): no product
    /// loads in a preview, so no icon is made.
    public init<C: Collection, Icon: View>(ids productIDs: C, prefersPromotionalIcon: Bool = false,
                                           @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == String {
        count = productIDs.count
    }
    /// A store of product identifiers with the app's icon of each product and while each loads.
    public init<C: Collection, Icon: View, PlaceholderIcon: View>(ids productIDs: C, prefersPromotionalIcon: Bool = false,
                                                                 @ViewBuilder icon: @escaping (Product) -> Icon,
                                                                 @ViewBuilder placeholderIcon: () -> PlaceholderIcon) where C.Element == String {
        count = productIDs.count
    }
    /// A store of product identifiers with an icon of each phase of each product's promotional image.
    public init<C: Collection, Icon: View, PlaceholderIcon: View>(ids productIDs: C,
                                                                 @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon,
                                                                 @ViewBuilder placeholderIcon: () -> PlaceholderIcon) where C.Element == String {
        count = productIDs.count
    }
    /// A store of products with the app's icon of each.
    public init<C: Collection, Icon: View>(products: C, prefersPromotionalIcon: Bool = false,
                                           @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == Product {
        count = products.count
    }
    /// A store of products with an icon of each phase of each product's promotional image.
    public init<C: Collection, Icon: View>(products: C, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon)
    where C.Element == Product {
        count = products.count
    }
    /// A gray bar per product.
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
    /// Presents the manage-subscriptions sheet of a subscription group (StoreKit's
    /// `manageSubscriptionsSheet(isPresented:subscriptionGroupID:)`, iOS 17): not in a preview.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }
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
