#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// What an Apple Pay button says (PassKit's `PKPaymentButtonType`).
public enum PKPaymentButtonType: Int, Sendable {
    case plain, buy, setUp, inStore, donate, checkout, book, subscribe, reload, addMoney, topUp, order, rent, support, contribute, tip
    case `continue`
}

/// The colours of an Apple Pay button (PassKit's `PKPaymentButtonStyle`).
public enum PKPaymentButtonStyle: Int, Sendable { case white, whiteOutline, black, automatic }

/// The Apple Pay button of UIKit (PassKit's `PKPaymentButton`): kept as the app sets it; a UIKit
/// view shown in SwiftUI draws as a placeholder of its frame.
open class PKPaymentButton: UIButton, @unchecked Sendable {
    /// What it says.
    public let paymentButtonType: PKPaymentButtonType
    /// Its colours.
    public let paymentButtonStyle: PKPaymentButtonStyle
    /// Its corners' radius.
    open var cornerRadius: CGFloat = 4
    /// A button of a type and style, at Apple's smallest size (140 × 30 points).
    public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
        paymentButtonType = type
        paymentButtonStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 140, height: 30))
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// The colours of an Add to Apple Wallet button (PassKit's `PKAddPassButtonStyle`).
public enum PKAddPassButtonStyle: Int, Sendable { case black, blackOutline }

/// The Add to Apple Wallet button of UIKit (PassKit's `PKAddPassButton`).
open class PKAddPassButton: UIButton, @unchecked Sendable {
    /// Its colours.
    open var addPassButtonStyle: PKAddPassButtonStyle
    /// A button of a style, at Apple's size (264 × 48 points).
    public init(addPassButtonStyle style: PKAddPassButtonStyle) {
        addPassButtonStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 264, height: 48))
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}
#endif
