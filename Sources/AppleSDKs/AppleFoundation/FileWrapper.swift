#if os(Linux)
import Foundation

/// A file, folder or link held in memory (Foundation's `FileWrapper`), which documents read and
/// write; swift-corelibs-foundation lacks it. It reads and writes real files when asked to.
open class FileWrapper: NSObject, @unchecked Sendable {
    /// How a wrapper reads from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options of raw flags.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything now.
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Do not map files into memory.
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How a wrapper writes to disk.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options of raw flags.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file first.
        public static let atomic = WritingOptions(rawValue: 1)
        /// Update the wrappers' file names after writing.
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private enum Kind { case file(Data), folder([String: FileWrapper]), link(URL) }
    private var kind: Kind

    /// The name the wrapper would like in its folder.
    open var preferredFilename: String?
    /// The name it has on disk.
    open var filename: String?
    /// The file's attributes.
    open var fileAttributes: [String: Any] = [:]

    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) { kind = .file(contents) }

    /// A folder of the wrappers, by their preferred names.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        kind = .folder(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) { kind = .link(url) }

    /// The file or folder at `url`, read from disk.
    public init(url: URL, options: ReadingOptions = []) throws {
        kind = try Self.read(url)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// A wrapper from its serialized form: a regular file of the data.
    public init?(serializedRepresentation serializeRepresentation: Data) { kind = .file(serializeRepresentation) }

    /// A wrapper from an archive: an empty file.
    public required init?(coder inCoder: NSCoder) { kind = .file(Data()) }

    private static func read(_ url: URL) throws -> Kind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw CocoaError(.fileReadNoSuchFile) }
        if !isFolder.boolValue { return .file(try Data(contentsOf: url)) }
        var children: [String: FileWrapper] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .folder(children)
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { if case .file = kind { true } else { false } }
    /// Whether it is a folder.
    open var isDirectory: Bool { if case .folder = kind { true } else { false } }
    /// Whether it is a symbolic link.
    open var isSymbolicLink: Bool { if case .link = kind { true } else { false } }

    /// A regular file's contents.
    open var regularFileContents: Data? { if case .file(let data) = kind { data } else { nil } }
    /// A folder's wrappers, by name.
    open var fileWrappers: [String: FileWrapper]? { if case .folder(let children) = kind { children } else { nil } }
    /// A link's destination.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = kind { url } else { nil } }
    /// The wrapper as data: a regular file's contents.
    open var serializedRepresentation: Data? { regularFileContents }

    /// Adds a wrapper to a folder under its preferred name; returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? child.filename ?? UUID().uuidString
        if case .folder(var children) = kind {
            children[name] = child
            kind = .folder(children)
        }
        return name
    }

    /// Adds a regular file to a folder; returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a wrapper from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .folder(let children) = kind else { return }
        kind = .folder(children.filter { $0.value !== child })
    }

    /// The name a child has in this folder.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Writes the wrapper to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch kind {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .folder(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children { try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil) }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Reads the wrapper again from `url`.
    open func read(from url: URL, options: ReadingOptions = []) throws { kind = try Self.read(url) }

    /// Whether the wrapper has the contents of the file at `url`.
    open func matchesContents(of url: URL) -> Bool {
        guard let data = regularFileContents else { return false }
        return (try? Data(contentsOf: url)) == data
    }

    /// Whether the wrapper needs reading again from `url`: never, as it is not watched.
    open func needsToBeUpdated(fromPath url: URL) -> Bool { false }
}
#endif
