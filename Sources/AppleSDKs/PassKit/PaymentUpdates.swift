#if os(Linux)
@_exported import Foundation
import StandInContacts

/// A contact of the payment sheet (PassKit's `PKContact`).
open class PKContact: NSObject, @unchecked Sendable {
    /// The name.
    open var name: PersonNameComponents?
    /// The postal address.
    open var postalAddress: CNPostalAddress?
    /// The email address.
    open var emailAddress: String?
    /// The phone number.
    open var phoneNumber: CNPhoneNumber?
    /// An empty contact.
    public override init() {}
}

/// The error domain of payment errors (PassKit's `PKPaymentErrorDomain`).
public let PKPaymentErrorDomain = "PKPaymentErrorDomain"

/// An error the app reports to the payment sheet (PassKit's `PKPaymentError`).
public struct PKPaymentError: Error, CustomNSError, Sendable {
    /// What is wrong.
    public enum Code: Int, Sendable {
        case unknownError = -1, shippingContactInvalidError = 1, billingContactInvalidError = 2,
             shippingAddressUnserviceableError = 3, couponCodeInvalidError = 4, couponCodeExpiredError = 5
    }
    /// The code.
    public let code: Code
    /// The message shown on the sheet.
    public let localizedDescription: String
    /// An error of a code.
    public init(_ code: Code, localizedDescription: String = "") {
        self.code = code
        self.localizedDescription = localizedDescription
    }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { PKPaymentErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// Its message, as `NSError` reports it.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }
}

/// How a payment authorization ended (PassKit's `PKPaymentAuthorizationStatus`).
public enum PKPaymentAuthorizationStatus: Int, Sendable {
    case success, failure, invalidBillingPostalAddress, invalidShippingPostalAddress, invalidShippingContact,
         pinRequired, pinIncorrect, pinLockout
}

/// The app's answer to an authorized payment (PassKit's `PKPaymentAuthorizationResult`).
open class PKPaymentAuthorizationResult: NSObject, @unchecked Sendable {
    /// Whether the payment went through.
    open var status: PKPaymentAuthorizationStatus
    /// What to show the buyer.
    open var errors: [any Error]!
    /// An answer.
    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
        self.status = status
        self.errors = errors ?? []
    }
}

/// The app's update of the sheet after a change (PassKit's `PKPaymentRequestUpdate`).
open class PKPaymentRequestUpdate: NSObject, @unchecked Sendable {
    /// Whether the change is accepted.
    open var status = PKPaymentAuthorizationStatus.success
    /// The new summary lines.
    open var paymentSummaryItems: [PKPaymentSummaryItem]
    /// The new ways to ship.
    open var shippingMethods: [PKShippingMethod] = []
    /// An update of the summary lines.
    public init(paymentSummaryItems: [PKPaymentSummaryItem]) { self.paymentSummaryItems = paymentSummaryItems }
}

/// The app's update after the buyer picked a shipping contact (PassKit's `PKPaymentRequestShippingContactUpdate`).
open class PKPaymentRequestShippingContactUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    /// What is wrong with the contact.
    open var errors: [any Error] = []
    /// An update with errors, lines and ways to ship.
    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
        self.errors = errors ?? []
        self.shippingMethods = shippingMethods
    }
    /// An update of the summary lines.
    public override init(paymentSummaryItems: [PKPaymentSummaryItem]) { super.init(paymentSummaryItems: paymentSummaryItems) }
}

/// The app's update after the buyer picked a way to ship (PassKit's `PKPaymentRequestShippingMethodUpdate`).
open class PKPaymentRequestShippingMethodUpdate: PKPaymentRequestUpdate, @unchecked Sendable {}

/// The app's update after the buyer picked a card (PassKit's `PKPaymentRequestPaymentMethodUpdate`).
open class PKPaymentRequestPaymentMethodUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    /// What is wrong with the card.
    open var errors: [any Error] = []
    /// An update with errors and lines.
    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
        self.errors = errors ?? []
    }
    /// An update of the summary lines.
    public override init(paymentSummaryItems: [PKPaymentSummaryItem]) { super.init(paymentSummaryItems: paymentSummaryItems) }
}

/// The app's update after the buyer entered a coupon code (PassKit's `PKPaymentRequestCouponCodeUpdate`).
open class PKPaymentRequestCouponCodeUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    /// What is wrong with the code.
    open var errors: [any Error] = []
    /// An update with errors, lines and ways to ship.
    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod]) {
        super.init(paymentSummaryItems: paymentSummaryItems)
        self.errors = errors ?? []
        self.shippingMethods = shippingMethods
    }
    /// An update of the summary lines.
    public override init(paymentSummaryItems: [PKPaymentSummaryItem]) { super.init(paymentSummaryItems: paymentSummaryItems) }
}

/// A merchant session of the app's server (PassKit's `PKPaymentMerchantSession`).
open class PKPaymentMerchantSession: NSObject, @unchecked Sendable {
    /// A session of the server's answer.
    public init(dictionary: [AnyHashable: Any]) {}
}

/// The app's answer when the sheet asks for a merchant session (PassKit's `PKPaymentRequestMerchantSessionUpdate`).
open class PKPaymentRequestMerchantSessionUpdate: NSObject, @unchecked Sendable {
    /// Whether a session was made.
    open var status: PKPaymentAuthorizationStatus
    /// The session.
    open var session: PKPaymentMerchantSession?
    /// An answer.
    public init(status: PKPaymentAuthorizationStatus, merchantSession session: PKPaymentMerchantSession?) {
        self.status = status
        self.session = session
    }
}

/// The kind of card a payment method is (PassKit's `PKPaymentMethodType`).
public enum PKPaymentMethodType: UInt, Sendable { case unknown, debit, credit, prepaid, store, eMoney }

/// The card the buyer paid with (PassKit's `PKPaymentMethod`).
open class PKPaymentMethod: NSObject, @unchecked Sendable {
    /// The card's name, e.g. "Visa 1234".
    open var displayName: String?
    /// Its network.
    open var network: PKPaymentNetwork?
    /// Its kind.
    open var type = PKPaymentMethodType.unknown
    /// Its billing address.
    open var billingAddress: CNContact?
    /// A method.
    public override init() {}
}

/// The encrypted payment the app sends its processor (PassKit's `PKPaymentToken`).
open class PKPaymentToken: NSObject, @unchecked Sendable {
    /// The card used.
    open var paymentMethod = PKPaymentMethod()
    /// The transaction's identifier.
    open var transactionIdentifier = ""
    /// The encrypted payment.
    open var paymentData = Data()
    /// A token.
    public override init() {}
}

/// An authorized payment (PassKit's `PKPayment`): a preview authorizes none.
open class PKPayment: NSObject, @unchecked Sendable {
    /// The payment token.
    open var token = PKPaymentToken()
    /// The billing contact.
    open var billingContact: PKContact?
    /// The shipping contact.
    open var shippingContact: PKContact?
    /// The way to ship chosen.
    open var shippingMethod: PKShippingMethod?
    /// A payment.
    public override init() {}
}
#endif
