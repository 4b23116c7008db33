#if os(Linux)
@_exported import Foundation
import SwiftUI

/// What the SwiftUI Apple Pay button says (PassKit's `PayWithApplePayButtonLabel`).
public struct PayWithApplePayButtonLabel: Hashable, Sendable {
    let name: String
    /// The Apple Pay mark alone.
    public static let plain = PayWithApplePayButtonLabel(name: "plain")
    /// "Buy with Apple Pay".
    public static let buy = PayWithApplePayButtonLabel(name: "buy")
    /// "Set up Apple Pay".
    public static let setUp = PayWithApplePayButtonLabel(name: "setUp")
    /// "Pay with Apple Pay" in a store.
    public static let inStore = PayWithApplePayButtonLabel(name: "inStore")
    /// "Donate with Apple Pay".
    public static let donate = PayWithApplePayButtonLabel(name: "donate")
    /// "Check out with Apple Pay".
    public static let checkout = PayWithApplePayButtonLabel(name: "checkout")
    /// "Book with Apple Pay".
    public static let book = PayWithApplePayButtonLabel(name: "book")
    /// "Subscribe with Apple Pay".
    public static let subscribe = PayWithApplePayButtonLabel(name: "subscribe")
    /// "Reload with Apple Pay".
    public static let reload = PayWithApplePayButtonLabel(name: "reload")
    /// "Add Money with Apple Pay".
    public static let addMoney = PayWithApplePayButtonLabel(name: "addMoney")
    /// "Top Up with Apple Pay".
    public static let topUp = PayWithApplePayButtonLabel(name: "topUp")
    /// "Order with Apple Pay".
    public static let order = PayWithApplePayButtonLabel(name: "order")
    /// "Rent with Apple Pay".
    public static let rent = PayWithApplePayButtonLabel(name: "rent")
    /// "Support with Apple Pay".
    public static let support = PayWithApplePayButtonLabel(name: "support")
    /// "Contribute with Apple Pay".
    public static let contribute = PayWithApplePayButtonLabel(name: "contribute")
    /// "Tip with Apple Pay".
    public static let tip = PayWithApplePayButtonLabel(name: "tip")
    /// "Continue with Apple Pay".
    public static let `continue` = PayWithApplePayButtonLabel(name: "continue")
}

/// The colours of the SwiftUI Apple Pay button (PassKit's `PayWithApplePayButtonStyle`).
public struct PayWithApplePayButtonStyle: Equatable, Sendable {
    let name: String
    /// Black in light mode, white in dark mode.
    public static let automatic = PayWithApplePayButtonStyle(name: "automatic")
    /// Black with white lettering.
    public static let black = PayWithApplePayButtonStyle(name: "black")
    /// White with black lettering.
    public static let white = PayWithApplePayButtonStyle(name: "white")
    /// White with black lettering and a black outline.
    public static let whiteOutline = PayWithApplePayButtonStyle(name: "whiteOutline")
}

/// Where the SwiftUI Apple Pay button's payment is (PassKit's
/// `PayWithApplePayButtonPaymentAuthorizationPhase`): no phase comes in a preview.
public enum PayWithApplePayButtonPaymentAuthorizationPhase {
    /// The buyer is about to authorize.
    case willAuthorize
    /// The buyer authorized; the app answers through `resultHandler`.
    case didAuthorize(payment: PKPayment, resultHandler: (PKPaymentAuthorizationResult) -> Void)
    /// The sheet closed.
    case didFinish
}

/// The colours of the SwiftUI Add to Apple Wallet button (PassKit's `AddPassToWalletButtonStyle`).
public struct AddPassToWalletButtonStyle: Equatable, Sendable {
    let outlined: Bool
    /// Black with white lettering.
    public static let black = AddPassToWalletButtonStyle(outlined: false)
    /// Black with a light outline.
    public static let blackOutline = AddPassToWalletButtonStyle(outlined: true)
}

private struct PayWithApplePayButtonStyleKey: EnvironmentKey {
    static let defaultValue = PayWithApplePayButtonStyle.automatic
}

private struct AddPassToWalletButtonStyleKey: EnvironmentKey {
    static let defaultValue = AddPassToWalletButtonStyle.black
}

extension EnvironmentValues {
    var payWithApplePayButtonStyle: PayWithApplePayButtonStyle {
        get { self[PayWithApplePayButtonStyleKey.self] }
        set { self[PayWithApplePayButtonStyleKey.self] = newValue }
    }
    var addPassToWalletButtonStyle: AddPassToWalletButtonStyle {
        get { self[AddPassToWalletButtonStyleKey.self] }
        set { self[AddPassToWalletButtonStyleKey.self] = newValue }
    }
}

/// A system wallet button drawn as a placeholder: a rounded rectangle of the button's colours
/// with its symbol, filling the width it is offered, between Apple's smallest height (30 points)
/// and 50 points tall (44 where nothing proposes a height). VoiceOver reads it by its brand name
/// ("Apple Pay", "Apple Wallet"), which no language translates.
struct WalletButtonPlaceholder: View {
    let fill: Color
    let ink: Color
    let outline: Color?
    let symbol: String
    let brand: String

    var body: some View {
        shape
            .overlay(Image(systemName: symbol).foregroundStyle(ink))
            .frame(minWidth: 100, maxWidth: .infinity, minHeight: 30, idealHeight: 44, maxHeight: 50)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: brand))
    }

    @ViewBuilder private var shape: some View {
        if let outline {
            RoundedRectangle(cornerRadius: 8).fill(fill).stroke(outline, lineWidth: 1)
        } else {
            RoundedRectangle(cornerRadius: 8).fill(fill)
        }
    }
}

/// The SwiftUI Apple Pay button (PassKit's `PayWithApplePayButton`). A preview's device has no
/// Apple Pay (`PKPaymentAuthorizationController.canMakePayments()` is false), so a button given a
/// `fallback` shows the fallback, as such a device does; one without a fallback draws the button
/// as a placeholder of its size (a rounded rectangle in the style's colours with the Apple
/// logo, read by VoiceOver as "Apple Pay"), so the screen keeps the space the app laid out for
/// it. No payment phase ever comes.
public struct PayWithApplePayButton<Fallback: View>: View {
    let label: PayWithApplePayButtonLabel
    let fallback: Fallback?
    @Environment(\.payWithApplePayButtonStyle) private var style
    @Environment(\.colorScheme) private var colorScheme

    /// A button running the app's own action.
    public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) where Fallback == EmptyView {
        self.label = label
        fallback = nil
    }
    /// A button running the app's own action, with a view for devices without Apple Pay.
    public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void, @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.fallback = fallback()
    }
    /// A button showing the payment sheet for a request.
    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void) where Fallback == EmptyView {
        self.label = label
        fallback = nil
    }
    /// A button showing the payment sheet for a request, with a view for devices without Apple Pay.
    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.fallback = fallback()
    }
    /// A button showing the payment sheet, asking the app for a merchant session (web merchants).
    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                onMerchantSessionRequested: @escaping () async -> PKPaymentRequestMerchantSessionUpdate) where Fallback == EmptyView {
        self.label = label
        fallback = nil
    }
    /// A button showing the payment sheet, asking for a merchant session, with a view for devices without Apple Pay.
    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                onMerchantSessionRequested: @escaping () async -> PKPaymentRequestMerchantSessionUpdate,
                @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.fallback = fallback()
    }

    /// The fallback, or the button's placeholder.
    public var body: some View {
        if let fallback {
            fallback
        } else {
            let dark = style == .white || style == .whiteOutline || (style == .automatic && colorScheme == .dark)
            WalletButtonPlaceholder(fill: dark ? .white : .black, ink: dark ? .black : .white,
                                    outline: style == .whiteOutline ? .black : nil, symbol: "apple.logo", brand: "Apple Pay")
        }
    }
}

/// The SwiftUI Add to Apple Wallet button (PassKit's `AddPassToWalletButton`). A preview's device
/// cannot add passes (`PKAddPassesViewController.canAddPasses()` is false), so a button given a
/// `fallback` shows the fallback; one without draws the button as a placeholder of its size (a
/// black rounded rectangle with the Wallet symbol, read as "Apple Wallet"). Completion is never called.
public struct AddPassToWalletButton<Fallback: View>: View {
    let fallback: Fallback?
    @Environment(\.addPassToWalletButtonStyle) private var style

    /// A button adding passes; `onCompletion` says whether they were added.
    public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void) where Fallback == EmptyView { fallback = nil }
    /// A button adding passes, with a view for devices that cannot add them.
    public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {
        self.fallback = fallback()
    }
    /// A button running the app's own action (to make the pass first).
    public init(action: @escaping () -> Void) where Fallback == EmptyView { fallback = nil }
    /// A button running the app's own action, with a view for devices that cannot add passes.
    public init(action: @escaping () -> Void, @ViewBuilder fallback: () -> Fallback) { self.fallback = fallback() }

    /// The fallback, or the button's placeholder.
    public var body: some View {
        if let fallback {
            fallback
        } else {
            WalletButtonPlaceholder(fill: .black, ink: .white, outline: style.outlined ? .gray : nil, symbol: "wallet.pass",
                                    brand: "Apple Wallet")
        }
    }
}

extension View {
    /// The colours of the Apple Pay buttons inside (SwiftUI's `payWithApplePayButtonStyle(_:)`).
    public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View {
        environment(\.payWithApplePayButtonStyle, style)
    }
    /// The colours of the Add to Apple Wallet buttons inside (SwiftUI's `addPassToWalletButtonStyle(_:)`).
    public func addPassToWalletButtonStyle(_ style: AddPassToWalletButtonStyle) -> some View {
        environment(\.addPassToWalletButtonStyle, style)
    }
    /// Updates the payment sheet when the buyer picks a shipping contact: never called in a preview.
    public func onApplePayShippingContactChange(perform action: @escaping (PKContact) async -> PKPaymentRequestShippingContactUpdate)
        -> some View { self }
    /// Updates the payment sheet when the buyer picks a way to ship: never called in a preview.
    public func onApplePayShippingMethodChange(perform action: @escaping (PKShippingMethod) async -> PKPaymentRequestShippingMethodUpdate)
        -> some View { self }
    /// Updates the payment sheet when the buyer picks a card: never called in a preview.
    public func onApplePayPaymentMethodChange(perform action: @escaping (PKPaymentMethod) async -> PKPaymentRequestPaymentMethodUpdate)
        -> some View { self }
    /// Updates the payment sheet when the buyer enters a coupon code: never called in a preview.
    public func onApplePayCouponCodeChange(perform action: @escaping (String) async -> PKPaymentRequestCouponCodeUpdate)
        -> some View { self }
}
#endif
