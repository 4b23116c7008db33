#if os(Linux)
@_exported import Foundation

/// A card network Apple Pay accepts (PassKit's `PKPaymentNetwork`).
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
    /// The network's name.
    public let rawValue: String
    /// A network of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A network of a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// American Express.
    public static let amex = PKPaymentNetwork("AmEx")
    /// Bancomat.
    public static let bancomat = PKPaymentNetwork("Bancomat")
    /// Bancontact.
    public static let bancontact = PKPaymentNetwork("Bancontact")
    /// Cartes Bancaires.
    public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
    /// China UnionPay.
    public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
    /// Dankort.
    public static let dankort = PKPaymentNetwork("Dankort")
    /// Discover.
    public static let discover = PKPaymentNetwork("Discover")
    /// eftpos.
    public static let eftpos = PKPaymentNetwork("Eftpos")
    /// Visa Electron.
    public static let electron = PKPaymentNetwork("Electron")
    /// Elo.
    public static let elo = PKPaymentNetwork("Elo")
    /// girocard.
    public static let girocard = PKPaymentNetwork("Girocard")
    /// iD.
    public static let idCredit = PKPaymentNetwork("iD")
    /// Interac.
    public static let interac = PKPaymentNetwork("Interac")
    /// JCB.
    public static let JCB = PKPaymentNetwork("JCB")
    /// mada.
    public static let mada = PKPaymentNetwork("mada")
    /// Maestro.
    public static let maestro = PKPaymentNetwork("Maestro")
    /// Mastercard.
    public static let masterCard = PKPaymentNetwork("MasterCard")
    /// Mir.
    public static let mir = PKPaymentNetwork("Mir")
    /// A store's own card.
    public static let privateLabel = PKPaymentNetwork("PrivateLabel")
    /// QUICPay.
    public static let quicPay = PKPaymentNetwork("QUICPay")
    /// Suica.
    public static let suica = PKPaymentNetwork("Suica")
    /// Visa.
    public static let visa = PKPaymentNetwork("Visa")
    /// V Pay.
    public static let vPay = PKPaymentNetwork("VPay")
    /// A QR code.
    public static let barcode = PKPaymentNetwork("Barcode")
}

/// The payment protocols and card kinds a merchant takes (PassKit's `PKMerchantCapability`).
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
    /// The capabilities' bits.
    public let rawValue: UInt
    /// Capabilities of bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// 3-D Secure.
    public static let threeDSecure = PKMerchantCapability(rawValue: 1)
    /// EMV.
    public static let emv = PKMerchantCapability(rawValue: 2)
    /// Credit cards.
    public static let credit = PKMerchantCapability(rawValue: 4)
    /// Debit cards.
    public static let debit = PKMerchantCapability(rawValue: 8)
    /// Instant Funds Out (iOS 17).
    public static let instantFundsOut = PKMerchantCapability(rawValue: 128)
    /// 3-D Secure, by its name before iOS 17.
    public static var capability3DS: PKMerchantCapability { .threeDSecure }
    /// EMV, by its name before iOS 17.
    public static var capabilityEMV: PKMerchantCapability { .emv }
    /// Credit cards, by their name before iOS 17.
    public static var capabilityCredit: PKMerchantCapability { .credit }
    /// Debit cards, by their name before iOS 17.
    public static var capabilityDebit: PKMerchantCapability { .debit }
}

/// A contact field the payment sheet asks for (PassKit's `PKContactField`).
public struct PKContactField: RawRepresentable, Hashable, Sendable {
    /// The field's name.
    public let rawValue: String
    /// A field of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The postal address.
    public static let postalAddress = PKContactField(rawValue: "post")
    /// The email address.
    public static let emailAddress = PKContactField(rawValue: "email")
    /// The phone number.
    public static let phoneNumber = PKContactField(rawValue: "phone")
    /// The name.
    public static let name = PKContactField(rawValue: "name")
    /// The phonetic name.
    public static let phoneticName = PKContactField(rawValue: "phoneticName")
}

/// How the goods reach the buyer (PassKit's `PKShippingType`).
public enum PKShippingType: UInt, Sendable { case shipping, delivery, storePickup, servicePickup }

/// Whether the buyer may edit the shipping contact (PassKit's `PKShippingContactEditingMode`).
public enum PKShippingContactEditingMode: UInt, Sendable { case available = 1, storePickup = 2 }

/// Whether an amount is known yet (PassKit's `PKPaymentSummaryItemType`).
public enum PKPaymentSummaryItemType: UInt, Sendable { case final, pending }

/// A line of the payment sheet's summary, the last one being the total (PassKit's `PKPaymentSummaryItem`).
open class PKPaymentSummaryItem: NSObject, @unchecked Sendable {
    /// What the line says.
    open var label = ""
    /// Its amount.
    open var amount = NSDecimalNumber.zero
    /// Whether the amount is final.
    open var type = PKPaymentSummaryItemType.final
    /// An empty line.
    public override init() {}
    /// A line of a label and an amount.
    public convenience init(label: String, amount: NSDecimalNumber) { self.init(label: label, amount: amount, type: .final) }
    /// A line of a label, an amount and its type.
    public convenience init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType) {
        self.init()
        self.label = label
        self.amount = amount
        self.type = type
    }
}

/// A range of days for a delivery (PassKit's `PKDateComponentsRange`).
open class PKDateComponentsRange: NSObject, @unchecked Sendable {
    /// The first day.
    public let startDateComponents: DateComponents
    /// The last day.
    public let endDateComponents: DateComponents
    /// A range between two days.
    public init?(start startDateComponents: DateComponents, end endDateComponents: DateComponents) {
        self.startDateComponents = startDateComponents
        self.endDateComponents = endDateComponents
    }
}

/// A way to ship the order, with its cost (PassKit's `PKShippingMethod`).
open class PKShippingMethod: PKPaymentSummaryItem, @unchecked Sendable {
    /// The app's identifier of the method.
    open var identifier: String?
    /// A line about it (e.g. its delivery time).
    open var detail: String?
    /// When it arrives.
    open var dateComponentsRange: PKDateComponentsRange?
}

/// A line of a repeating payment, e.g. a subscription (PassKit's `PKRecurringPaymentSummaryItem`).
open class PKRecurringPaymentSummaryItem: PKPaymentSummaryItem, @unchecked Sendable {
    /// When the payments start.
    open var startDate: Date?
    /// When they end.
    open var endDate: Date?
    /// The unit of the interval between payments.
    open var intervalUnit = NSCalendar.Unit.month
    /// How many units between payments.
    open var intervalCount = 1
}

/// What the app asks Apple Pay to charge (PassKit's `PKPaymentRequest`): kept as the app sets it.
open class PKPaymentRequest: NSObject, @unchecked Sendable {
    /// The merchant identifier of the app's entitlement.
    open var merchantIdentifier = ""
    /// The merchant's two-letter country code.
    open var countryCode = ""
    /// The three-letter currency code.
    open var currencyCode = ""
    /// The card networks taken.
    open var supportedNetworks: [PKPaymentNetwork] = []
    /// The payment protocols and card kinds taken.
    open var merchantCapabilities: PKMerchantCapability = []
    /// The summary lines; the last is the total.
    open var paymentSummaryItems: [PKPaymentSummaryItem] = []
    /// The ways to ship.
    open var shippingMethods: [PKShippingMethod]?
    /// How the goods reach the buyer.
    open var shippingType = PKShippingType.shipping
    /// Whether the buyer may edit the shipping contact.
    open var shippingContactEditingMode = PKShippingContactEditingMode.available
    /// The shipping contact fields the sheet asks for.
    open var requiredShippingContactFields: Set<PKContactField> = []
    /// The billing contact fields the sheet asks for.
    open var requiredBillingContactFields: Set<PKContactField> = []
    /// A shipping contact filled in ahead.
    open var shippingContact: PKContact?
    /// A billing contact filled in ahead.
    open var billingContact: PKContact?
    /// The app's data, hashed into the payment token.
    open var applicationData: Data?
    /// The countries whose cards are taken (all when nil).
    open var supportedCountries: Set<String>?
    /// Whether the sheet takes a coupon code.
    open var supportsCouponCode = false
    /// A coupon code filled in ahead.
    open var couponCode: String?
    /// A request.
    public override init() {}

    /// The networks the device supports: none in a preview, whose device has no Apple Pay.
    open class func availableNetworks() -> [PKPaymentNetwork] { [] }
    /// An error saying a contact field is invalid.
    open class func paymentContactInvalidError(withContactField field: PKContactField, localizedDescription: String?) -> any Error {
        PKPaymentError(.shippingContactInvalidError, localizedDescription: localizedDescription ?? "")
    }
    /// An error saying a shipping address field is invalid.
    open class func paymentShippingAddressInvalidError(withKey postalAddressKey: String, localizedDescription: String?) -> any Error {
        PKPaymentError(.shippingContactInvalidError, localizedDescription: localizedDescription ?? "")
    }
    /// An error saying a billing address field is invalid.
    open class func paymentBillingAddressInvalidError(withKey postalAddressKey: String, localizedDescription: String?) -> any Error {
        PKPaymentError(.billingContactInvalidError, localizedDescription: localizedDescription ?? "")
    }
    /// An error saying the merchant does not ship to the address.
    open class func paymentShippingAddressUnserviceableError(withLocalizedDescription localizedDescription: String?) -> any Error {
        PKPaymentError(.shippingAddressUnserviceableError, localizedDescription: localizedDescription ?? "")
    }
    /// An error saying the coupon code is not valid.
    open class func paymentCouponCodeInvalidError(localizedDescription: String?) -> any Error {
        PKPaymentError(.couponCodeInvalidError, localizedDescription: localizedDescription ?? "")
    }
    /// An error saying the coupon code has expired.
    open class func paymentCouponCodeExpiredError(localizedDescription: String?) -> any Error {
        PKPaymentError(.couponCodeExpiredError, localizedDescription: localizedDescription ?? "")
    }
}
#endif
