#if os(Linux)
@_exported import StandInPhotos
import StandInUniformTypeIdentifiers
import StandInUIKit
import SwiftUI

/// Which items a photos picker offers (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    /// Images.
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Any of several filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    /// All of several filters.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    /// Not a filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// A photo picked (PhotosUI's `PhotosPickerItem`): a preview never picks one, so loading finds nothing.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The asset's identifier.
    public let itemIdentifier: String?
    /// An item of an identifier.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// The types it can be loaded as, most faithful first (PhotosUI's `supportedContentTypes`):
    /// none, as a preview never picks an item from a library.
    public var supportedContentTypes: [UTType] { [] }
    /// Loads it as a type: nothing here.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
    /// Loads it as a type, with a completion: nothing here.
    @discardableResult
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }
    /// How a picker's items are encoded.
    public enum EncodingDisambiguationPolicy: Sendable { case automatic, current, compatible }
}

/// How a photos picker chooses (PhotosUI's `PhotosPickerSelectionBehavior`).
public enum PhotosPickerSelectionBehavior: Sendable { case `default`, ordered, continuous, continuousAndOrdered }

/// A button that opens the photo library (PhotosUI's `PhotosPicker`): drawn as its label, as a
/// button is; the library never opens in a preview.
public struct PhotosPicker<Label: View>: View {
    let label: Label
    /// A picker of one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker of several items.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker of one item from a photo library.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker of several items from a photo library.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    /// A picker of several items titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
}

extension View {
    /// Presents the photo library for one item (not in a preview).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    /// Presents the photo library for several items (not in a preview).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
}

/// A photos picker's settings (PhotosUI's `PHPickerConfiguration`).
public struct PHPickerConfiguration: Sendable {
    /// The filter.
    public var filter: PHPickerFilter?
    /// The most items picked (0: no limit).
    public var selectionLimit = 1
    /// How items are chosen.
    public var selection = Selection.default
    /// How a picker chooses.
    public enum Selection: Sendable { case `default`, ordered, continuous, continuousAndOrdered }
    /// A configuration.
    public init() {}
    /// A configuration of a library.
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// A photo picked in a `PHPickerViewController` (PhotosUI's `PHPickerResult`).
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// Loads the item.
    public let itemProvider: NSItemProvider
    /// The asset's identifier.
    public let assetIdentifier: String?
}

/// The photos picker as a controller (PhotosUI's `PHPickerViewController`).
open class PHPickerViewController: UIViewController, @unchecked Sendable {
    /// The configuration.
    public let configuration: PHPickerConfiguration
    /// Its delegate.
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    /// A picker.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What a photos picker tells its delegate (PhotosUI's `PHPickerViewControllerDelegate`).
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// Photos were picked (or none, when cancelled).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
#endif
