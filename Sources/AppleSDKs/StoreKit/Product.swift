#if os(Linux)
@_exported import Foundation
import SwiftUI

/// An in-app purchase (StoreKit's `Product`): a preview reaches no App Store, so `products(for:)`
/// finds none and purchases are cancelled; an app's own sample products can be made with
/// `init(id:displayName:description:displayPrice:price:type:)`.
public struct Product: Identifiable, Hashable, Sendable {
    /// A product's kind.
    public struct ProductType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable"), nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }
    /// What a purchase ended with.
    public enum PurchaseResult: Sendable {
        /// Bought.
        case success(VerificationResult<Transaction>)
        /// Cancelled by the reader.
        case userCancelled
        /// Waiting for approval.
        case pending
    }
    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// The app's account token.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: token.uuidString) }
        /// A quantity.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: String(quantity)) }
    }
    /// A subscription's details (StoreKit's `Product.SubscriptionInfo`).
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group's identifier.
        public let subscriptionGroupID: String
        /// The period.
        public let subscriptionPeriod: SubscriptionPeriod
    }
    /// A subscription's period.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// A unit of a period.
        public enum Unit: Hashable, Sendable {
            case day, week, month, year

            /// The unit's name in the render's language ("month", "Monat"): the full name ICU
            /// writes for one of it, without the number.
            public var localizedDescription: String {
                let name = switch self {
                case .day: "day"
                case .week: "week"
                case .month: "month"
                case .year: "year"
                }
                let skeleton = "measure-unit/duration-\(name) unit-width-full-name"
                let locale = EnvironmentValues.current.localeIdentifier
                guard let one = (try? NumberFormatting.cached(locale: locale, style: .skeleton(skeleton)))?.string(1) else { return name }
                let words = one.unicodeScalars.filter { !CharacterSet.decimalDigits.contains($0) }
                return String(String.UnicodeScalarView(words)).trimmingCharacters(in: .whitespaces)
            }
        }
        /// The number of units.
        public let value: Int
        /// The unit.
        public let unit: Unit
    }

    /// The identifier.
    public let id: String
    /// The name shown.
    public let displayName: String
    /// The description shown.
    public let description: String
    /// The price formatted.
    public let displayPrice: String
    /// The price.
    public let price: Decimal
    /// The kind.
    public let type: ProductType
    /// The subscription's details.
    public let subscription: SubscriptionInfo?
    /// Whether family sharing is on.
    public var isFamilyShareable: Bool { false }

    /// A product of the app's own making, for its previews.
    public init(id: String, displayName: String, description: String, displayPrice: String, price: Decimal, type: ProductType,
                subscription: SubscriptionInfo? = nil) {
        self.id = id
        self.displayName = displayName
        self.description = description
        self.displayPrice = displayPrice
        self.price = price
        self.type = type
        self.subscription = subscription
    }

    /// The products of some identifiers: none, as a preview reaches no App Store.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String { [] }
    /// Buys it: cancelled, as a preview buys nothing.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }
    /// The latest transaction: none.
    public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }
    /// The current entitlement: none.
    public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }
}

/// A value StoreKit checked (StoreKit's `VerificationResult`).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// Failed the check.
    case unverified(SignedType, VerificationError)
    /// Passed the check.
    case verified(SignedType)
    /// Why a check failed.
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
    /// The value if it passed the check; throws the check's error if it did not.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): value
            case .unverified(_, let error): throw error
            }
        }
    }
    /// The value, checked or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }
}

/// A purchase (StoreKit's `Transaction`): none exist in a preview, so every sequence of them is
/// empty and every lookup finds none. App code names it `StoreKit.Transaction` beside SwiftUI's.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The identifier.
    public let id: UInt64
    /// The product bought.
    public let productID: String
    /// When it was bought.
    public let purchaseDate: Date
    /// When it expires.
    public let expirationDate: Date?
    /// When it was refunded.
    public let revocationDate: Date?
    /// The product's kind.
    public let productType: Product.ProductType
    /// The first purchase's identifier (the same as `id` but for renewals and restores).
    public let originalID: UInt64
    /// When the product was first bought.
    public let originalPurchaseDate: Date
    /// When the App Store signed it.
    public let signedDate: Date
    /// How many were bought.
    public let purchasedQuantity: Int
    /// Whether the reader bought it or a family member shares it.
    public let ownershipType: OwnershipType
    /// The token the app gave the purchase, if any.
    public let appAccountToken: UUID?
    /// The server that signed it.
    public let environment: AppStore.Environment
    /// Whether a higher subscription of its group replaced it.
    public let isUpgraded: Bool
    /// The subscription group, for a subscription.
    public let subscriptionGroupID: String?
    /// Why it happened: a purchase or a renewal (iOS 17).
    public let reason: Reason
    /// The storefront it was bought in (iOS 17).
    public let storefront: Storefront
    /// The offer it was bought with, if any (iOS 17.2).
    public let offer: Offer?
    /// Why it was refunded, if it was.
    public let revocationReason: RevocationReason?
    /// A subscription purchase's identifier across devices, for a subscription.
    public let webOrderLineItemID: String?
    /// The app's bundle identifier.
    public let appBundleID: String
    /// The price paid, if known.
    public let price: Decimal?
    /// Marks it delivered.
    public func finish() async {}
    /// The transactions the reader is entitled to: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// New transactions as they come: none.
    public static var updates: Transactions { Transactions() }
    /// Transactions not yet finished: none.
    public static var unfinished: Transactions { Transactions() }
    /// The current entitlement of a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction of a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions (StoreKit's `Transaction.Transactions`): always empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        /// Its iterator, which ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// The App Store (StoreKit's `AppStore`).
public enum AppStore {
    /// Syncs purchases (nothing to sync in a preview).
    public static func sync() async throws {}
    /// Whether the reader can pay.
    public static var canMakePayments: Bool { false }
    /// Shows the manage-subscriptions sheet (not in a preview).
    public static func showManageSubscriptions(in scene: Any) async throws {}
}

/// Asks for a rating (StoreKit's `SKStoreReviewController`): nothing shows in a preview.
public enum SKStoreReviewController {
    /// Asks for a rating.
    public static func requestReview() {}
    /// Asks for a rating in a scene.
    public static func requestReview(in windowScene: Any) {}
}
#endif
