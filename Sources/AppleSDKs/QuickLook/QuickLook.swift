#if os(Linux)
@_exported import Foundation
import StandInUIKit
import SwiftUI

/// An item Quick Look can show (QuickLook's `QLPreviewItem`). `URL` and `NSURL` conform, as a file
/// URL does on iOS, so a data source returns `url as QLPreviewItem` or `url as NSURL`.
public protocol QLPreviewItem {
    /// The item's file.
    var previewItemURL: URL? { get }
    /// The item's title.
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    /// No title: Quick Look shows the file's name.
    public var previewItemTitle: String? { nil }
}

extension URL: QLPreviewItem {
    /// The URL itself.
    public var previewItemURL: URL? { self }
}

extension NSURL: QLPreviewItem {
    /// The URL itself.
    public var previewItemURL: URL? { self as URL }
}

/// How the reader may edit a previewed file (QuickLook's `QLPreviewItemEditingMode`).
public enum QLPreviewItemEditingMode: Int, Sendable { case disabled, updateContents, createCopy }

/// The system's file previewer (QuickLook's `QLPreviewController`): a placeholder in a preview,
/// which asks its data source for nothing and shows no file.
open class QLPreviewController: UIViewController, @unchecked Sendable {
    /// Where the items come from.
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    /// Its delegate.
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// The index of the item shown.
    open var currentPreviewItemIndex = 0
    /// The item shown: none, as a preview shows no file.
    open var currentPreviewItem: (any QLPreviewItem)? { nil }
    /// Whether Quick Look can show an item: no, in a preview.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { false }
    /// Reloads the items (nothing is shown).
    open func reloadData() {}
    /// Reloads the item shown (nothing is shown).
    open func refreshCurrentPreviewItem() {}
}

/// Where the previewer's items come from (QuickLook's `QLPreviewControllerDataSource`).
@MainActor
public protocol QLPreviewControllerDataSource: AnyObject {
    /// The number of items.
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// The item at an index.
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// What the previewer tells its delegate (QuickLook's `QLPreviewControllerDelegate`).
@MainActor
public protocol QLPreviewControllerDelegate: AnyObject {
    /// The previewer will close.
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    /// The previewer closed.
    func previewControllerDidDismiss(_ controller: QLPreviewController)
    /// Whether a link in an item opens.
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
    /// How the reader may edit an item.
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
    /// The reader edited an item in place.
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
    /// The reader saved an edited copy.
    func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}

extension QLPreviewControllerDelegate {
    /// Does nothing by default.
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    /// Does nothing by default.
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
    /// Yes, by default.
    public func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
    /// Editing is disabled by default.
    public func previewController(_ controller: QLPreviewController,
                                  editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode { .disabled }
    /// Does nothing by default.
    public func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
    /// Does nothing by default.
    public func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem,
                                  at modifiedContentsURL: URL) {}
}

extension View {
    /// Shows a file in Quick Look while `item` is set (SwiftUI's `quickLookPreview(_:)`): nothing is
    /// presented in a preview, and the view draws as it is.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }
    /// Shows files in Quick Look while `selection` is set (SwiftUI's `quickLookPreview(_:in:)`):
    /// nothing is presented in a preview, and the view draws as it is.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
    where Items.Element == URL { self }
}
#endif
