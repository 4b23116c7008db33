#if os(Linux)
@_exported import Foundation
import StandInCoreLocation
import StandInUIKit

/// Whether the app may read the photo library (Photos' `PHAuthorizationStatus`).
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// The access level asked for (Photos' `PHAccessLevel`).
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite }

/// The photo library (Photos' `PHPhotoLibrary`): empty in a preview, and access is not determined.
public final class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    /// The shared library.
    public static func shared() -> PHPhotoLibrary { library }
    /// Whether the app may use the library.
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    /// Whether the app may use the library.
    public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    /// Asks for access: refused.
    public static func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { handler(.denied) }
    /// Asks for access: refused.
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }
    /// Asks for access: refused.
    public static func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { handler(.denied) }
    /// Makes changes: none happen in a preview.
    public func performChanges(_ changeBlock: @escaping @Sendable () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, CocoaError(.featureUnsupported))
    }
    /// Makes changes: none happen in a preview.
    public func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws { throw CocoaError(.featureUnsupported) }
}

/// A change request of the library (Photos' `PHAssetChangeRequest`): it keeps what is set, but
/// `performChanges` fails in a preview, so nothing changes in the (empty) library.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    /// Whether the asset is to be a favorite.
    open var isFavorite = false
    /// Whether the asset is to be hidden.
    open var isHidden = false
    /// The asset's new creation date.
    open var creationDate: Date?
    /// The asset's new location.
    open var location: CLLocation?
    /// A request changing an existing asset.
    public convenience init(for asset: PHAsset) {
        self.init()
        isFavorite = asset.isFavorite
        isHidden = asset.isHidden
        creationDate = asset.creationDate
        location = asset.location
    }
    /// A request adding an image file.
    public class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { nil }
    /// A request adding a video file.
    public class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { nil }
    /// A request adding an image; it adds nothing here.
    public class func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest { PHAssetChangeRequest() }
}

/// A request creating an asset from resources (Photos' `PHAssetCreationRequest`).
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
    /// A request.
    public class func forAsset() -> PHAssetCreationRequest { PHAssetCreationRequest() }
    /// Adds a resource.
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}
    /// Adds a resource file.
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}
}

/// A kind of asset resource (Photos' `PHAssetResourceType`).
public enum PHAssetResourceType: Int, Sendable { case photo = 1, video, audio, alternatePhoto, fullSizePhoto, fullSizeVideo }

/// Options of a resource (Photos' `PHAssetResourceCreationOptions`).
open class PHAssetResourceCreationOptions: NSObject, @unchecked Sendable {
    /// The file's name.
    open var originalFilename: String?
    /// Whether the file is moved.
    open var shouldMoveFile = false
    /// Options.
    public override init() {}
}

/// A kind of asset (Photos' `PHAssetMediaType`).
public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }

/// A photo or video of the library (Photos' `PHAsset`).
open class PHAsset: PHObject, @unchecked Sendable {
    /// Its kind.
    open var mediaType: PHAssetMediaType { .image }
    /// Its width in pixels.
    open var pixelWidth: Int { 0 }
    /// Its height in pixels.
    open var pixelHeight: Int { 0 }
    /// When it was taken.
    open var creationDate: Date? { nil }
    /// Where it was taken.
    open var location: CLLocation? { nil }
    /// Its duration.
    open var duration: TimeInterval { 0 }
    /// Assets by identifier: none in a preview.
    public class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Assets of a kind: none in a preview.
    public class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Every asset the options match: none in a preview.
    public class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Whether it is a favorite.
    open var isFavorite: Bool { false }
    /// Whether it is hidden.
    open var isHidden: Bool { false }
    /// When it last changed.
    open var modificationDate: Date? { nil }
}

/// Options of a fetch (Photos' `PHFetchOptions`).
open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// The filter.
    open var predicate: NSPredicate?
    /// The order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most to fetch.
    open var fetchLimit = 0
    /// Options.
    public override init() {}
}

/// What a fetch found (Photos' `PHFetchResult`): empty here.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    /// The number found.
    open var count: Int { 0 }
    /// The first.
    open var firstObject: ObjectType? { nil }
    /// The last.
    open var lastObject: ObjectType? { nil }
    /// Calls `block` on each.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    /// The objects at indexes: none.
    open func objects(at indexes: IndexSet) -> [ObjectType] { [] }
    /// Whether it holds an object: no.
    open func contains(_ anObject: ObjectType) -> Bool { false }
    /// The index of an object: `NSNotFound`.
    open func index(of anObject: ObjectType) -> Int { NSNotFound }
    /// The number of assets of a kind: 0.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int { 0 }
    /// A result.
    public override init() {}
}

/// Loads images of assets (Photos' `PHImageManager`): nothing to load here.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    /// The default manager.
    open class func `default`() -> PHImageManager { shared }
    /// The largest size.
    public static let maximumSize = CGSize(width: -1, height: -1)

    /// Asks for an asset's image: none comes, as the library is empty in a preview. Returns the
    /// request's number.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                           options: PHImageRequestOptions?, resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> Int32 {
        resultHandler(nil, nil)
        return 0
    }

    /// Cancels a request.
    open func cancelImageRequest(_ requestID: Int32) {}
}

/// Options of an image request (Photos' `PHImageRequestOptions`).
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// Whether the request waits for the image.
    open var isSynchronous = false
    /// Whether the image may come from the network.
    open var isNetworkAccessAllowed = false
    /// The quality wanted.
    open var deliveryMode = DeliveryMode.opportunistic
    /// How the image is resized.
    open var resizeMode = ResizeMode.fast
    /// Options.
    public override init() {}
    /// The quality of an image request.
    public enum DeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
    /// How an image request resizes.
    public enum ResizeMode: Int, Sendable { case none, fast, exact }
}

/// How an image is fitted (Photos' `PHImageContentMode`).
public enum PHImageContentMode: Int, Sendable { case aspectFit, aspectFill
    /// The default (`aspectFit`).
    public static var `default`: PHImageContentMode { .aspectFit }
}
#endif
