#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A search field (UIKit's `UISearchBar`): its text, scope buttons and settings are kept; a
/// preview never types in it, so its delegate is not told.
open class UISearchBar: UIView, @unchecked Sendable {
    /// A search bar's style.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
    /// An icon of a search bar.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
    private var icons: [String: UIImage] = [:]
    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// How text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether text is autocorrected.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Its return key.
    open var returnKeyType = UIReturnKeyType.search
    /// Whether the return key is off while the text is empty.
    open var enablesReturnKeyAutomatically = true
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType?
    /// Its text.
    open var text: String?
    /// Its placeholder.
    open var placeholder: String?
    /// A line of text above the field.
    open var prompt: String?
    /// Its delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// Whether the bookmark button shows.
    open var showsBookmarkButton = false
    /// Whether the results list button shows.
    open var showsSearchResultsButton = false
    /// The titles of the scope buttons under the field.
    open var scopeButtonTitles: [String]?
    /// Whether the scope buttons show.
    open var showsScopeBar = false
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    /// The text field inside.
    open var searchTextField = UITextField()
    /// Its style.
    open var searchBarStyle = Style.default
    /// The bar's colour.
    open var barTintColor: UIColor?
    /// Whether it is translucent.
    open var isTranslucent = true
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?
    /// Shows or hides the scope buttons.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
    /// Sets an icon's image for a state.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) { icons["\(icon.rawValue)/\(state.rawValue)"] = iconImage }
    /// An icon's image for a state.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { icons["\(icon.rawValue)/\(state.rawValue)"] }
}

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`): every method is optional.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether `text` may replace the text in `range`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Search was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Cancel was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Another scope button was selected.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Editing may begin.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing to do.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Any change may be made.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing to do.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
#endif
