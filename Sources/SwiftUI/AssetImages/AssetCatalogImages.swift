#if os(Linux)
import Foundation
import ScreenKit

/// The image sets of the app's asset catalogs (`Assets.xcassets`), named by
/// `L10N_ASSET_CATALOGS` as for `AssetCatalogColors`, so that `Image("logo")`, `Image(.logo)` and
/// `Image(uiImage: UIImage(named: "logo")!)` are laid out at the image's size in points, as on an
/// iPhone. Only headers are read (`AssetFileReader`); a set whose size cannot be read is kept,
/// with no size, and its image is drawn at the placeholder size and named unknown.
enum AssetCatalogImages {
    /// The catalogs' image sets by name, read once; nil when no catalog is named.
    static let images: [String: AssetImage]? = {
        guard let list = ProcessInfo.processInfo.environment[AssetCatalogColors.variable], !list.isEmpty else { return nil }
        return read(catalogs: list.split(separator: ":").map(String.init))
    }()

    /// The image sets of `catalogs` by name; the first catalog naming a set wins.
    static func read(catalogs: [String]) -> [String: AssetImage] {
        var found: [String: AssetImage] = [:]
        for catalog in catalogs {
            for (name, folder) in AssetCatalogFolders.sets(withSuffix: ".imageset", in: catalog) where found[name] == nil {
                found[name] = image(in: folder, name: name)
            }
        }
        return found
    }

    /// The image set in `folder`, its size nil when it cannot be read.
    static func image(in folder: String, name: String) -> AssetImage {
        switch Result(catching: { () throws(AssetImageError) in try reading(folder) }) {
        case .success(let reading):
            return AssetImage(name: name, size: reading.size, isTemplate: reading.contents.isTemplate,
                              hasDarkAppearance: reading.contents.hasDarkAppearance)
        case .failure:
            return AssetImage(name: name, size: nil)
        }
    }

    /// What the set in `folder` gives: its contents and the chosen file's size in points.
    static func reading(_ folder: String) throws(AssetImageError) -> (contents: ImageSetContents, size: Size) {
        let contents = try ImageSetContents.read(folder)
        let path = folder + "/" + contents.filename
        let pixels = try ImageFileSize.size(ofFileAt: path)
        return (contents, Size(width: pixels.width / contents.scale, height: pixels.height / contents.scale))
    }
}

extension AssetImage {
    /// The image set `name` of the app's asset catalogs (`L10N_ASSET_CATALOGS`); nil when no
    /// catalog is named or none has the set. For stand-ins of other frameworks (`UIImage(named:)`).
    package static func inAppCatalogs(named name: String) -> AssetImage? {
        AssetCatalogImages.images?[name]
    }
}

#endif
