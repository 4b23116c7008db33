#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation
import StandInUniformTypeIdentifiers

/// A document kept in a file (UIKit's `UIDocument`): subclasses give `contents(forType:)` and
/// `load(fromContents:ofType:)`. Opening reads the file at `fileURL` (its `Data`, or a
/// `FileWrapper` for a package) and hands it to `load(fromContents:ofType:)`; as on a device, a
/// missing file fails to open (the completion is told `false`, the error goes to
/// `handleError(_:userInteractionPermitted:)`). Saving writes the subclass's contents to the file.
/// Every completion is called before the method returns, and nothing is autosaved on a timer.
open class UIDocument: NSObject, @unchecked Sendable {
    /// What a document is doing (UIKit's `UIDocument.State`).
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// A state of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, with nothing wrong.
        public static let normal: State = []
        /// Not open (before `open` and after `close`).
        public static let closed = State(rawValue: 1 << 0)
        /// Other devices' versions conflict with it: never in a preview.
        public static let inConflict = State(rawValue: 1 << 1)
        /// Its last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// It may not be edited now.
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// Its download progress is shown in `progress`: never in a preview.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// How the count of unsaved changes moves (UIKit's `UIDocument.ChangeKind`).
    public enum ChangeKind: Int, Sendable { case done, undone, redone, cleared }
    /// Why a document is saved (UIKit's `UIDocument.SaveOperation`).
    public enum SaveOperation: Int, Sendable { case forCreating, forOverwriting }

    /// Posted (with the document) when `documentState` changes (UIKit's `UIDocument.stateChangedNotification`).
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    private let lock = NSLock()
    private var storedURL: URL
    private var storedState = State.closed
    private var changeCount = 0
    private var storedUndoManager: UndoManager?

    /// A closed document of the file at `url`.
    public init(fileURL url: URL) { storedURL = url }

    /// The file.
    open var fileURL: URL { lock.withLock { storedURL } }
    /// The name shown to people: the file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }
    /// The file's type identifier, from its extension ("public.json" for a `.json` file).
    open var fileType: String? { Self.typeIdentifier(forExtension: fileURL.pathExtension) }
    /// The type a save writes: the file's type.
    open var savingFileType: String? { fileType }
    /// When the file last changed, as it was read or written.
    open var fileModificationDate: Date?
    /// What the document is doing: `.closed` until it opens.
    open var documentState: State { lock.withLock { storedState } }
    /// The progress of a download: none in a preview.
    open var progress: Progress? { nil }
    /// Whether there are changes not saved yet (`updateChangeCount(_:)` counts them).
    open var hasUnsavedChanges: Bool { lock.withLock { changeCount != 0 } }
    /// The document's undo manager, made when first asked for.
    open var undoManager: UndoManager! {
        get {
            lock.withLock {
                if let storedUndoManager { return storedUndoManager }
                let manager = UndoManager()
                storedUndoManager = manager
                return manager
            }
        }
        set { lock.withLock { storedUndoManager = newValue } }
    }

    // MARK: Contents

    /// The document's contents to save, as `Data` or a `FileWrapper`; subclasses override it
    /// (this one gives empty data).
    open func contents(forType typeName: String) throws -> Any { Data() }
    /// Takes in contents read from the file; subclasses override it.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}
    /// Reads the file at `url` and hands its contents to `load(fromContents:ofType:)`.
    open func read(from url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        let contents: Any = isDirectory.boolValue ? try FileWrapper(url: url, options: []) : try Data(contentsOf: url)
        fileModificationDate = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        try load(fromContents: contents, ofType: Self.typeIdentifier(forExtension: url.pathExtension))
    }
    /// Writes `contents` (`Data` or a `FileWrapper`) to `url`.
    open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
                            for saveOperation: SaveOperation) throws {
        switch contents {
        case let data as Data: try data.write(to: url, options: .atomic)
        case let wrapper as FileWrapper: try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        default: throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
    /// Attributes to give the saved file: none.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] { [:] }
    /// The extension of files of a type.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        typeName.flatMap { UTType($0)?.preferredFilenameExtension } ?? fileURL.pathExtension
    }

    // MARK: Opening, saving, closing

    /// Opens the document: reads its file; `completionHandler` is told whether it opened.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        do {
            try read(from: fileURL)
            lock.withLock { changeCount = 0 }
            setState { $0.remove(.closed) }
            completionHandler?(true)
        } catch {
            handleError(error, userInteractionPermitted: true)
            completionHandler?(false)
        }
    }
    /// Opens the document; whether it opened.
    public func open() async -> Bool { await withCheckedContinuation { done in open { done.resume(returning: $0) } } }

    /// Saves the contents to `url` (which becomes the document's file); `completionHandler` is told whether it saved.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        do {
            let contents = try contents(forType: savingFileType ?? "public.data")
            let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
            try writeContents(contents, andAttributes: attributes, safelyTo: url, for: saveOperation)
            lock.withLock {
                storedURL = url
                changeCount = 0
            }
            fileModificationDate = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            setState { $0.remove(.savingError) }
            completionHandler?(true)
        } catch {
            setState { $0.insert(.savingError) }
            handleError(error, userInteractionPermitted: true)
            completionHandler?(false)
        }
    }
    /// Saves the contents to `url`; whether it saved.
    public func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { done in save(to: url, for: saveOperation) { done.resume(returning: $0) } }
    }

    /// Saves unsaved changes to the file, if there are any; `completionHandler` is told whether all is saved.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            completionHandler?(true)
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }
    /// Saves unsaved changes; whether all is saved.
    public func autosave() async -> Bool { await withCheckedContinuation { done in autosave { done.resume(returning: $0) } } }

    /// Saves unsaved changes and closes the document; `completionHandler` is told whether the save went well.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        autosave { [self] saved in
            setState { $0.insert(.closed) }
            completionHandler?(saved)
        }
    }
    /// Saves unsaved changes and closes the document; whether the save went well.
    public func close() async -> Bool { await withCheckedContinuation { done in close { done.resume(returning: $0) } } }

    /// Reads the document again from `url`, dropping unsaved changes; `completionHandler` is told whether it was read.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        do {
            try read(from: url)
            lock.withLock {
                storedURL = url
                changeCount = 0
            }
            completionHandler?(true)
        } catch {
            handleError(error, userInteractionPermitted: true)
            completionHandler?(false)
        }
    }
    /// Reads the document again from `url`; whether it was read.
    public func revert(toContentsOf url: URL) async -> Bool {
        await withCheckedContinuation { done in revert(toContentsOf: url) { done.resume(returning: $0) } }
    }

    // MARK: Changes and errors

    /// Counts a change (`.done`, `.redone`), takes one back (`.undone`) or forgets them (`.cleared`).
    open func updateChangeCount(_ change: ChangeKind) {
        lock.withLock {
            switch change {
            case .done, .redone: changeCount += 1
            case .undone: changeCount -= 1
            case .cleared: changeCount = 0
            }
        }
    }
    /// Handles an error of opening or saving; this one reports it unrecovered to `finishedHandlingError(_:recovered:)`.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) { finishedHandlingError(error, recovered: false) }
    /// An error was handled.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}
    /// The error may no longer be shown to people.
    open func userInteractionNoLongerPermitted(forError error: any Error) {}
    /// Stops edits (`.editingDisabled`).
    open func disableEditing() { setState { $0.insert(.editingDisabled) } }
    /// Allows edits again.
    open func enableEditing() { setState { $0.remove(.editingDisabled) } }

    private func setState(_ change: (inout State) -> Void) {
        let changed: Bool = lock.withLock {
            let old = storedState
            change(&storedState)
            return old != storedState
        }
        if changed { NotificationCenter.default.post(name: Self.stateChangedNotification, object: self) }
    }

    private static let knownTypes: [UTType] = [.plainText, .json, .commaSeparatedText, .png, .jpeg, .pdf, .html, .xml, .yaml, .rtf, .zip,
                                               .heic, .gif, .tiff, .svg]
    static func typeIdentifier(forExtension fileExtension: String) -> String? {
        guard !fileExtension.isEmpty else { return nil }
        let lowercased = fileExtension.lowercased()
        if let known = knownTypes.first(where: { $0.preferredFilenameExtension == lowercased }) { return known.identifier }
        return UTType(filenameExtension: lowercased)?.identifier
    }
}
#endif
