#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A text view (UIKit's `UITextView`).
open class UITextView: UIScrollView, @unchecked Sendable {
    /// How text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether text is autocorrected.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Its text.
    open var text: String! = ""
    /// Its attributed text.
    open var attributedText: NSAttributedString! = NSAttributedString(string: "")
    /// Its font.
    open var font: UIFont?
    /// Its text color.
    open var textColor: UIColor?
    /// Whether it can be edited.
    open var isEditable = true
    /// Whether its text can be selected.
    open var isSelectable = true
    /// Its delegate.
    open weak var delegate: (any UITextViewDelegate)? {
        didSet { scrollViewDelegate = delegate }
    }
    /// The inset of the text in the view.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether the user may change the text's styles.
    open var allowsEditingTextAttributes = false
    /// What in the text becomes a link (phone numbers, addresses…).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes of links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The attributes of typed text.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// How the text is aligned.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the text is cleared when editing begins.
    open var clearsOnInsertion = false
    /// Whether Find and Replace is on (iOS 16).
    open var isFindInteractionEnabled = false
    /// Whether text scales as on a Mac.
    open var usesStandardTextScaling = false
    /// A text view on TextKit 2 or 1 (iOS 16).
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero) }
    /// Scrolls so `range` of the text is visible (nothing scrolls in a preview).
    open func scrollRangeToVisible(_ range: NSRange) {}
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Its return key.
    open var returnKeyType = UIReturnKeyType.default
    /// What it holds.
    open var textContentType: UITextContentType?
    /// The selected range.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The start of the document.
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    /// The end of the document.
    open var endOfDocument: UITextPosition { UITextPosition() }
    /// The view above the keyboard.
    open var inputAccessoryView: UIView?
    /// Whether it follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
}

/// A position in a text (UIKit's `UITextPosition`).
open class UITextPosition: NSObject, @unchecked Sendable {}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`): every method is optional;
/// nothing is typed or tapped in a preview.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether `text` may replace the text in `range`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tapped link opens (before iOS 17).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
    /// The action a tap on a link, attachment or tag runs (iOS 17): the default one unless the delegate says.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The menu a long press on a link, attachment or tag shows (iOS 17): the default one unless the delegate says.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration?
    /// The edit menu for a selection (iOS 16): the suggested actions unless the delegate says.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextViewDelegate {
    /// Editing may begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Editing may end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing to do.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing to do.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Any change may be made.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing to do.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing to do.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Links open.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool { true }
    /// The default action.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? { defaultAction }
    /// The default menu.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    /// The suggested actions.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
}
#endif
