#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A text field (UIKit's `UITextField`).
open class UITextField: UIControl, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITextField { appearance() }

    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// What the field tells as it is edited.
    open weak var delegate: UITextFieldDelegate?
    /// How the border is drawn.
    open var borderStyle = BorderStyle.none
    /// Whether the text is hidden as a password.
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType?
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?
    /// A view in place of the keyboard.
    open var inputView: UIView?
    /// When the clear button shows.
    open var clearButtonMode = ViewMode.never
    /// The view at the leading end.
    open var leftView: UIView?
    /// When the leading view shows.
    open var leftViewMode = ViewMode.never
    /// The view at the trailing end.
    open var rightView: UIView?
    /// When the trailing view shows.
    open var rightViewMode = ViewMode.never
    /// How the text is aligned.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the text shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString?
    /// The text with attributes.
    open var attributedText: NSAttributedString?
    /// Whether the field is being edited: never in a preview.
    open var isEditing: Bool { false }

    /// The proxy of every text field.
    open override class func appearance() -> UITextField { UITextField() }

    /// How text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether text is autocorrected.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Its text.
    open var text: String?
    /// Its placeholder.
    open var placeholder: String?
    /// Its font.
    open var font: UIFont?
    /// Its text color.
    open var textColor: UIColor?
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Its return key.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key is off while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
    /// The smallest font size when shrinking to fit.
    open var minimumFontSize: CGFloat = 0
    /// Whether the text is cleared when editing begins.
    open var clearsOnBeginEditing = false
}

/// How text is capitalized (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Whether text is autocorrected (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }

/// What a text field holds (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username"), password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress"), URL = UITextContentType(rawValue: "URL")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode"), name = UITextContentType(rawValue: "name")
    public static let newPassword = UITextContentType(rawValue: "newPassword"), nickname = UITextContentType(rawValue: "nickname")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix"), nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let givenName = UITextContentType(rawValue: "givenName"), middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName"), jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location"), fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity"), addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality"), countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode"), telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let birthdate = UITextContentType(rawValue: "birthdate"), flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let dateTime = UITextContentType(rawValue: "dateTime"), cellularEID = UITextContentType(rawValue: "cellularEID")
}

/// What a text field tells as it is edited (UIKit's `UITextFieldDelegate`); every method is optional.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether `string` may replace the text in `range`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the return key ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing to do.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Nothing to do.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Any change may be made.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// The return key ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Nothing to do.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
#endif
