#if os(Linux)
@_exported import Foundation

// What apps read off a `StoreKit.Transaction` besides its product and dates: who owns it, why it
// happened, the offer it used, the server that signed it. A preview has no transactions, so
// these types are what app code switches over; the lookups below find nothing.

extension Transaction {
    /// Whether the reader bought a product or a family member shares it (StoreKit's `Transaction.OwnershipType`).
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The App Store's name of it.
        public let rawValue: String
        /// An ownership type of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The reader bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// A family member shares it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why a transaction happened (StoreKit's `Transaction.Reason`, iOS 17).
    public struct Reason: RawRepresentable, Hashable, Sendable {
        /// The App Store's name of it.
        public let rawValue: String
        /// A reason of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The reader bought it.
        public static let purchase = Reason(rawValue: "PURCHASE")
        /// A subscription renewed.
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// Why a purchase was refunded (StoreKit's `Transaction.RevocationReason`).
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// The App Store's code of it.
        public let rawValue: Int
        /// A reason of a code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A problem in the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Another reason.
        public static let other = RevocationReason(rawValue: 0)
    }

    /// The kind of offer a purchase used (StoreKit's `Transaction.OfferType`).
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        /// The App Store's code of it.
        public let rawValue: Int
        /// An offer type of a code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// An introductory offer.
        public static let introductory = OfferType(rawValue: 1)
        /// A promotional offer.
        public static let promotional = OfferType(rawValue: 2)
        /// An offer code.
        public static let code = OfferType(rawValue: 3)
        /// A win-back offer.
        public static let winBack = OfferType(rawValue: 4)
    }

    /// The offer a purchase used (StoreKit's `Transaction.Offer`, iOS 17.2).
    public struct Offer: Hashable, Sendable {
        /// How an offer is paid (StoreKit's `Transaction.Offer.PaymentMode`).
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// The App Store's name of it.
            public let rawValue: String
            /// A payment mode of a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A free trial.
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            /// A reduced price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            /// A reduced price paid at once.
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
            /// A one-time purchase's offer.
            public static let oneTime = PaymentMode(rawValue: "ONE_TIME")
        }
        /// The offer's identifier (a promotional offer's, or an offer code's name); nil for an introductory offer.
        public let id: String?
        /// The kind.
        public let type: Transaction.OfferType
        /// How it is paid, if known.
        public let paymentMode: PaymentMode?
        /// How long it lasts, if known (iOS 18.4).
        public let period: Product.SubscriptionPeriod?
    }

    /// The transactions that entitle the reader to a product (StoreKit's
    /// `Transaction.currentEntitlements(for:)`, iOS 18.4): none in a preview.
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }

    /// The status of the transaction's subscription group (StoreKit's `Transaction.subscriptionStatus`):
    /// none in a preview, which has no App Store account.
    public var subscriptionStatus: Product.SubscriptionInfo.Status? { get async { nil } }
}

extension AppStore {
    /// The App Store server that signed a transaction (StoreKit's `AppStore.Environment`).
    public struct Environment: RawRepresentable, Hashable, Sendable {
        /// The App Store's name of it.
        public let rawValue: String
        /// An environment of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The App Store.
        public static let production = Environment(rawValue: "Production")
        /// The sandbox of TestFlight and development builds.
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// StoreKit testing in Xcode.
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// Shows the manage-subscriptions sheet of a subscription group (StoreKit's
    /// `AppStore.showManageSubscriptions(in:subscriptionGroupID:)`, iOS 17): not in a preview.
    public static func showManageSubscriptions(in scene: Any, subscriptionGroupID: String) async throws {}
}
#endif
