#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// Loads and caches images of assets ahead of time (Photos' `PHCachingImageManager`): there is
/// nothing to cache in a preview's empty library, so caching does nothing.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Whether high-quality images are cached.
    open var allowsCachingHighQualityImages = true
    /// Starts caching images of assets (nothing to cache).
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    /// Stops caching images of assets.
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    /// Stops caching every image.
    open func stopCachingImagesForAllAssets() {}
}

/// The key of whether an image is a low-quality stand-in for the final one, in an image
/// request's info (Photos' `PHImageResultIsDegradedKey`).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The key of whether the image is in iCloud only (Photos' `PHImageResultIsInCloudKey`).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
/// The key of the request's number (Photos' `PHImageResultRequestIDKey`).
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// The key of whether the request was cancelled (Photos' `PHImageCancelledKey`).
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The key of the request's error (Photos' `PHImageErrorKey`).
public let PHImageErrorKey = "PHImageErrorKey"
#endif
