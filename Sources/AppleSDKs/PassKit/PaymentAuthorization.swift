#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// Apple Pay's payment sheet, presented without a view controller (PassKit's
/// `PKPaymentAuthorizationController`): a preview's device has no Apple Pay, so the sheet never
/// shows, `present` answers `false` and the delegate is never called.
open class PKPaymentAuthorizationController: NSObject, @unchecked Sendable {
    /// Whether the device can pay with Apple Pay: no, in a preview.
    open class func canMakePayments() -> Bool { false }
    /// Whether the buyer has a card of these networks: no, in a preview.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    /// Whether the buyer has a card of these networks and capabilities: no, in a preview.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
        false
    }
    /// Told of the buyer's choices.
    open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?
    /// The request shown.
    public let paymentRequest: PKPaymentRequest
    /// A sheet for a request.
    public init(paymentRequest request: PKPaymentRequest) { paymentRequest = request }
    /// Shows the sheet: `completion` is called at once with `false`, as nothing shows.
    open func present(completion: ((Bool) -> Void)? = nil) { completion?(false) }
    /// Shows the sheet: `false`, as nothing shows.
    open func present() async -> Bool { false }
    /// Hides the sheet: `completion` is called at once.
    open func dismiss(completion: (() -> Void)? = nil) { completion?() }
    /// Hides the sheet.
    open func dismiss() async {}
}

/// What the payment sheet tells the app (PassKit's `PKPaymentAuthorizationControllerDelegate`):
/// never called in a preview. Each method has a default that does nothing (or accepts).
public protocol PKPaymentAuthorizationControllerDelegate: AnyObject {
    /// The sheet closed.
    @MainActor func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
    /// The buyer authorized the payment; the app answers with a result.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                                   handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
    /// The buyer is authorizing.
    @MainActor func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController)
    /// The buyer picked a shipping contact.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
                                                   handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void)
    /// The buyer picked a way to ship.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController,
                                                   didSelectShippingMethod shippingMethod: PKShippingMethod,
                                                   handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void)
    /// The buyer picked a card.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController,
                                                   didSelectPaymentMethod paymentMethod: PKPaymentMethod,
                                                   handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void)
    /// The buyer entered a coupon code.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didChangeCouponCode couponCode: String,
                                                   handler completion: @escaping (PKPaymentRequestCouponCodeUpdate) -> Void)
}

extension PKPaymentAuthorizationControllerDelegate {
    /// Answers `.failure` by default.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                               handler completion: @escaping (PKPaymentAuthorizationResult) -> Void) {
        completion(PKPaymentAuthorizationResult(status: .failure, errors: nil))
    }
    /// Does nothing by default.
    public func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController) {}
    /// Keeps the request's summary by default.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
                                               handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void) {
        completion(PKPaymentRequestShippingContactUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Keeps the request's summary by default.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
                                               handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void) {
        completion(PKPaymentRequestShippingMethodUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Keeps the request's summary by default.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
                                               handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void) {
        completion(PKPaymentRequestPaymentMethodUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Keeps the request's summary by default.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didChangeCouponCode couponCode: String,
                                               handler completion: @escaping (PKPaymentRequestCouponCodeUpdate) -> Void) {
        completion(PKPaymentRequestCouponCodeUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
}

/// Apple Pay's payment sheet as a view controller (PassKit's `PKPaymentAuthorizationViewController`):
/// a preview's device has no Apple Pay, so it cannot be made (`init?(paymentRequest:)` is nil).
open class PKPaymentAuthorizationViewController: UIViewController, @unchecked Sendable {
    /// Whether the device can pay with Apple Pay: no, in a preview.
    open class func canMakePayments() -> Bool { false }
    /// Whether the buyer has a card of these networks: no, in a preview.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    /// Whether the buyer has a card of these networks and capabilities: no, in a preview.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
        false
    }
    /// Told of the buyer's choices.
    open weak var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?
    /// The sheet for a request: nil, as the device cannot pay with Apple Pay.
    public init?(paymentRequest request: PKPaymentRequest) { return nil }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What the payment view controller tells the app (PassKit's `PKPaymentAuthorizationViewControllerDelegate`):
/// never called in a preview.
public protocol PKPaymentAuthorizationViewControllerDelegate: AnyObject {
    /// The sheet closed.
    func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
    /// The buyer authorized the payment; the app answers with a result.
    func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                            handler completion: @escaping @Sendable (PKPaymentAuthorizationResult) -> Void)
    /// The buyer is authorizing.
    func paymentAuthorizationViewControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationViewController)
}

extension PKPaymentAuthorizationViewControllerDelegate {
    /// Answers `.failure` by default.
    public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                                   handler completion: @escaping @Sendable (PKPaymentAuthorizationResult) -> Void) {
        completion(PKPaymentAuthorizationResult(status: .failure, errors: nil))
    }
    /// Does nothing by default.
    public func paymentAuthorizationViewControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationViewController) {}
}
#endif
