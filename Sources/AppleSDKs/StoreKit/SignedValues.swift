#if os(Linux)
@_exported import Foundation
import SwiftUI

// The values the App Store signs: the app's own transaction, a subscription's renewal info, and
// what a verification result says of its signature. A preview's app transaction is verified,
// signed by StoreKit testing in Xcode (`.xcode`, as a run from Xcode with a StoreKit
// configuration is) at the render's reference date; its JWS is an unsigned placeholder.

/// Values of a preview's signed App Store data, fixed so renders are deterministic.
enum StorePreview {
    /// The instant a preview's store signs and dates things: the render's reference date.
    static let date = FixedClock.referenceDate
    /// The nonce of a preview's device verification.
    static let nonce = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    /// An unsigned compact JWS (`{"alg":"none"}` over `{}`).
    static let jws = "eyJhbGciOiJub25lIn0.e30."
}

/// The app's own purchase (StoreKit's `AppTransaction`): in a preview, version 1.0 bought at
/// the render's reference date in the Xcode environment.
public struct AppTransaction: Hashable, Sendable {
    /// The download's identifier.
    public let appTransactionID: String
    /// The app's bundle identifier.
    public let bundleID: String
    /// The app's App Store identifier; nil outside the App Store (as in Xcode).
    public let appID: UInt64?
    /// The app version the transaction is for.
    public let appVersion: String
    /// The App Store's identifier of that version; nil outside the App Store.
    public let appVersionID: UInt64?
    /// The version first bought.
    public let originalAppVersion: String
    /// When it was first bought.
    public let originalPurchaseDate: Date
    /// When it was preordered, if it was.
    public let preorderDate: Date?
    /// When the App Store signed it.
    public let signedDate: Date
    /// The server that signed it: `.xcode` in a preview.
    public let environment: AppStore.Environment
    /// The hash that ties it to this device.
    public let deviceVerification: Data
    /// The nonce of `deviceVerification`.
    public let deviceVerificationNonce: UUID

    static let preview = AppTransaction(
        appTransactionID: "0", bundleID: Bundle.main.bundleIdentifier ?? "", appID: nil, appVersion: "1.0", appVersionID: nil,
        originalAppVersion: "1.0", originalPurchaseDate: StorePreview.date, preorderDate: nil, signedDate: StorePreview.date,
        environment: .xcode, deviceVerification: Data(), deviceVerificationNonce: StorePreview.nonce)

    /// The app's transaction: a preview's, verified.
    public static var shared: VerificationResult<AppTransaction> { get async throws { .verified(preview) } }
    /// Asks the App Store for the app's transaction again: the same preview transaction.
    public static func refresh() async throws -> VerificationResult<AppTransaction> { .verified(preview) }
}

extension Product.SubscriptionInfo {
    /// What happens at a subscription's next renewal (StoreKit's `Product.SubscriptionInfo.RenewalInfo`);
    /// a preview has no subscriptions, so none exist.
    public struct RenewalInfo: Sendable, Hashable {
        /// Why a subscription expired (StoreKit's `Product.SubscriptionInfo.RenewalInfo.ExpirationReason`).
        public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
            /// The App Store's code of it.
            public let rawValue: Int
            /// A reason of a code.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// The subscriber turned renewal off.
            public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
            /// Billing failed.
            public static let billingError = ExpirationReason(rawValue: 2)
            /// The subscriber declined a price increase.
            public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
            /// The product was no longer for sale.
            public static let productUnavailable = ExpirationReason(rawValue: 4)
            /// Another reason.
            public static let unknown = ExpirationReason(rawValue: 5)
        }
        /// The first purchase's transaction identifier.
        public let originalTransactionID: UInt64
        /// The product subscribed to now.
        public let currentProductID: String
        /// Whether it renews on its own.
        public let willAutoRenew: Bool
        /// The product it renews to.
        public let autoRenewPreference: String?
        /// When it renews.
        public let renewalDate: Date?
        /// Why it expired, if it did.
        public let expirationReason: ExpirationReason?
        /// Whether the App Store is retrying a failed renewal.
        public let isInBillingRetry: Bool
        /// When the billing grace period ends, if in one.
        public let gracePeriodExpirationDate: Date?
        /// The offer of the next period, if any (iOS 18).
        public let offer: Transaction.Offer?
        /// The price of the next period, if known.
        public let renewalPrice: Decimal?
        /// The currency of `renewalPrice`.
        public let currency: Locale.Currency?
        /// When the App Store signed it.
        public let signedDate: Date
        /// The server that signed it.
        public let environment: AppStore.Environment
    }
}

extension Product.SubscriptionInfo.Status {
    /// Statuses as they change (StoreKit's `Product.SubscriptionInfo.Status.Statuses`): none in a preview.
    public struct Statuses: AsyncSequence, Sendable {
        /// A status.
        public typealias Element = Product.SubscriptionInfo.Status
        /// Its iterator, which ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// The next status: none.
            public mutating func next() async -> Product.SubscriptionInfo.Status? { nil }
        }
        /// An iterator of the statuses.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
    /// Subscription statuses as they change (StoreKit's `Product.SubscriptionInfo.Status.updates`): none.
    public static var updates: Statuses { Statuses() }
    /// Every subscription group's statuses (StoreKit's `Product.SubscriptionInfo.Status.all`, iOS 17):
    /// a stream that ends at once, as a preview has no subscriptions.
    public static var all: AsyncStream<(groupID: String, statuses: [Product.SubscriptionInfo.Status])> {
        AsyncStream { $0.finish() }
    }
}

extension VerificationResult where SignedType == Transaction {
    /// The transaction as the App Store signed it, in JWS compact form (StoreKit's `jwsRepresentation`).
    public var jwsRepresentation: String { StorePreview.jws }
    /// When the App Store signed it.
    public var signedDate: Date { unsafePayloadValue.signedDate }
    /// The hash that ties it to this device (empty in a preview).
    public var deviceVerification: Data { Data() }
    /// The nonce of `deviceVerification`.
    public var deviceVerificationNonce: UUID { StorePreview.nonce }
}

extension VerificationResult where SignedType == AppTransaction {
    /// The app transaction as the App Store signed it, in JWS compact form: an unsigned placeholder in a preview.
    public var jwsRepresentation: String { StorePreview.jws }
    /// When the App Store signed it.
    public var signedDate: Date { unsafePayloadValue.signedDate }
    /// The hash that ties it to this device (empty in a preview).
    public var deviceVerification: Data { unsafePayloadValue.deviceVerification }
    /// The nonce of `deviceVerification`.
    public var deviceVerificationNonce: UUID { unsafePayloadValue.deviceVerificationNonce }
}

extension VerificationResult where SignedType == Product.SubscriptionInfo.RenewalInfo {
    /// The renewal info as the App Store signed it, in JWS compact form.
    public var jwsRepresentation: String { StorePreview.jws }
    /// When the App Store signed it.
    public var signedDate: Date { unsafePayloadValue.signedDate }
    /// The hash that ties it to this device (empty in a preview).
    public var deviceVerification: Data { Data() }
    /// The nonce of `deviceVerification`.
    public var deviceVerificationNonce: UUID { StorePreview.nonce }
}
#endif
