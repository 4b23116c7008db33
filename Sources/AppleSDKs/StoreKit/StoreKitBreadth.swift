#if os(Linux)
import Foundation
import SwiftUI

// StoreKit around paywalls: a subscription's status and offers, the storefront, the app's own
// transaction, and the subscription store's styles. A preview's store has no account: nothing is
// subscribed, no offer is eligible, purchases are cancelled.

extension Product {
    /// How the product's price is written.
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: "USD") }

    /// Buys the product, confirming in `scene` (the user cancels in a preview).
    public func purchase(confirmIn scene: Any, options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// Where a product load stands (StoreKit's `Product.TaskState`).
    public enum TaskState: Sendable {
        case loading
        case unavailable
        case failure(any Error)
        case success(Product)

        /// The product, once loaded.
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }

    /// An offer on a subscription (StoreKit's `Product.SubscriptionOffer`).
    public struct SubscriptionOffer: Hashable, Sendable {
        /// How the offer is paid.
        public enum PaymentMode: Hashable, Sendable { case freeTrial, payAsYouGo, payUpFront }
        /// The kind of offer.
        public enum OfferType: Hashable, Sendable { case introductory, promotional, winBack }
        /// The offer's identifier.
        public let id: String?
        /// The kind.
        public let type: OfferType
        /// The price.
        public let price: Decimal
        /// The price as the store writes it.
        public let displayPrice: String
        /// The period.
        public let period: SubscriptionPeriod
        /// How many periods.
        public let periodCount: Int
        /// How it is paid.
        public let paymentMode: PaymentMode
    }
}

extension Product.SubscriptionInfo {
    /// The introductory offer: none in a preview's store.
    public var introductoryOffer: Product.SubscriptionOffer? { nil }
    /// The promotional offers.
    public var promotionalOffers: [Product.SubscriptionOffer] { [] }
    /// Whether the user may take the introductory offer: no account, no.
    public var isEligibleForIntroOffer: Bool { get async { false } }
    /// The group's statuses: none subscribed.
    public var status: [Status] { get async throws { [] } }
    /// The statuses of a group.
    public static func status(for groupID: String) async throws -> [Status] { [] }

    /// Whether a subscription renews (StoreKit's `Product.SubscriptionInfo.RenewalState`).
    public struct RenewalState: Hashable, Sendable {
        let name: String
        /// Subscribed.
        public static let subscribed = RenewalState(name: "subscribed")
        /// Expired.
        public static let expired = RenewalState(name: "expired")
        /// In the billing grace period.
        public static let inGracePeriod = RenewalState(name: "inGracePeriod")
        /// In billing retry.
        public static let inBillingRetryPeriod = RenewalState(name: "inBillingRetryPeriod")
        /// Revoked.
        public static let revoked = RenewalState(name: "revoked")
    }

    /// A subscription's status (StoreKit's `Product.SubscriptionInfo.Status`).
    public struct Status: Sendable {
        /// Whether it renews.
        public let state: RenewalState
        /// The latest transaction.
        public let transaction: VerificationResult<Transaction>
        /// What happens at the next renewal.
        public let renewalInfo: VerificationResult<RenewalInfo>
    }
}

/// Where a task watching entitlements stands (StoreKit's `EntitlementTaskState`).
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(any Error)
    case success(Value)

    /// The value, once known.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }
}

extension AppStore {
    /// Asks for a review (never shown in a preview).
    public static func requestReview(in scene: Any) {}
}

/// The store's country (StoreKit's `Storefront`).
public struct Storefront: Identifiable, Hashable, Sendable {
    /// The country's code.
    public let countryCode: String
    /// The storefront's identifier.
    public let id: String
    /// The current storefront: the United States'.
    public static var current: Storefront? { get async { Storefront(countryCode: "USA", id: "143441") } }
}

/// What a subscription store's button says (StoreKit's `SubscriptionStoreButtonLabel`).
public struct SubscriptionStoreButtonLabel: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    /// The action.
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    /// The plan's name.
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    /// The price.
    public static let price = SubscriptionStoreButtonLabel(name: "price")
    /// On several lines.
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    /// On one line.
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
}

/// A product view's look (StoreKit's `ProductViewStyle`).
public struct ProductViewStyleKind: Sendable, Hashable {
    let name: String
}

extension ProductViewStyleKind {
    /// The platform's choice.
    public static let automatic = ProductViewStyleKind(name: "automatic")
    /// Compact.
    public static let compact = ProductViewStyleKind(name: "compact")
    /// Regular.
    public static let regular = ProductViewStyleKind(name: "regular")
    /// Large.
    public static let large = ProductViewStyleKind(name: "large")
}

extension ContainerBackgroundPlacement {
    /// Behind a subscription store's header.
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement.widget
    /// Behind the whole subscription store.
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement.widget
}

extension View {
    /// What subscription stores' buttons say.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    /// The icon beside each plan.
    public func subscriptionStoreControlIcon<Icon: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View { self }
    /// Where the terms of service and privacy policy are.
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    /// What signing in does.
    public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View { self }
    /// A product view's look (`.productViewStyle(.compact)`).
    public func productViewStyle(_ style: ProductViewStyleKind) -> some View { self }
    /// Presents the refund sheet for a transaction (not in a preview).
    public func refundRequestSheet(for transactionID: UInt64, isPresented: Binding<Bool>,
                                   onDismiss: ((Result<Transaction.RefundRequestStatus, any Error>) -> Void)? = nil) -> some View { self }
}

/// A policy a subscription store links to (StoreKit's `SubscriptionStorePolicyKind`).
public enum SubscriptionStorePolicyKind: Sendable, Hashable { case termsOfService, privacyPolicy }

extension Transaction {
    /// How a refund request ended.
    public enum RefundRequestStatus: Sendable { case success, userCancelled }
}
/// Buys a product from a view (StoreKit's `PurchaseAction`, iOS 17): the purchase is cancelled
/// in a preview, which reaches no App Store.
public struct PurchaseAction: Sendable {
    /// Buys `product`: cancelled.
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }
}

extension EnvironmentValues {
    /// The action that buys a product.
    public var purchase: PurchaseAction { PurchaseAction() }
}

extension View {
    /// Watches a product's entitlement (never settles in a preview: no App Store).
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }
    /// The background of a subscription store's picker items (accepted).
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S) -> some View { self }
    /// The background of a subscription store's picker items in a shape (accepted).
    public func subscriptionStorePickerItemBackground<S: ShapeStyle, B: Shape>(_ background: S, in shape: B) -> some View { self }
}
#endif
