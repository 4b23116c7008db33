/// A storyboard or XIB read for what its `.strings` tables translate: the ids of its objects and
/// the texts they show, as `ibtool --export-strings-file` names them (`Lbh-J2-qVU.title`,
/// `9ab-cd-efg.normalTitle`, `x1y-2z-345.segmentTitles[0]`).
///
/// A file that is not well-formed XML still yields the objects read before the fault, with the
/// fault in `error`: its tables can then be checked as well as the part read allows.
public struct InterfaceBuilderFile: Hashable, Sendable {
    /// The `id` of every element that has one.
    public var objectIDs: Set<String>
    /// The texts by string key (`id.property`), for the properties read from the file.
    public var texts: [String: String]
    /// Why the file could not be read to its end; nil when it was.
    public var error: CatalogError?

    /// Creates a model.
    public init(objectIDs: Set<String> = [], texts: [String: String] = [:], error: CatalogError? = nil) {
        self.objectIDs = objectIDs
        self.texts = texts
        self.error = error
    }

    /// Reads a `.storyboard` or `.xib` file's bytes; never throws (see `error`).
    public static func parse(_ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default) -> InterfaceBuilderFile {
        let text: DecodedText
        do throws(CatalogError) {
            try CatalogFileReader.checkSize(bytes.count, file: file, limits: limits)
            text = try TextDecoder.decode(bytes, file: file)
        } catch {
            return InterfaceBuilderFile(error: error)
        }
        return text.utf8.withUnsafeBufferPointer { buffer in
            var reader = InterfaceBuilderReader(bytes: buffer, file: file, maxDepth: limits.maxNestingDepth)
            var model = InterfaceBuilderFile()
            do throws(CatalogError) {
                try reader.read(into: &model)
            } catch {
                model.error = error
            }
            return model
        }
    }

    /// Reads the file at `path`, within `boundary` (see `CatalogFileReader.read(_:within:limits:)`).
    public static func read(contentsOf path: String, within boundary: FolderBoundary? = nil, limits: CatalogLimits = .default) -> InterfaceBuilderFile {
        do throws(CatalogError) {
            return parse(try CatalogFileReader.read(path, within: boundary, limits: limits), file: path, limits: limits)
        } catch {
            return InterfaceBuilderFile(error: error)
        }
    }
}
