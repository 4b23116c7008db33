#if os(Linux)
import Foundation
import StandInAppleFoundation
import SwiftUI

// SwiftUI's document API (`FileDocument`, `.fileExporter`, `.fileImporter`), declared beside
// `UTType`, which it is written in: on iOS SwiftUI sees UniformTypeIdentifiers, here the
// `SwiftUI` product sits below the stand-ins. The system's document browser and export sheets
// are never open in a still screen, so the modifiers are accepted and draw the view as it is.

/// A document type the app reads and writes as a value (SwiftUI's `FileDocument`).
public protocol FileDocument {
    /// The types it opens.
    static var readableContentTypes: [UTType] { get }
    /// The types it saves as; the readable ones unless the document says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// The document as a file.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What reading is given.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What writing is given.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document type the app reads and writes as an object, saved through snapshots (SwiftUI's
/// `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    /// A copy of the document's state, taken to save it.
    associatedtype Snapshot
    /// The types it opens.
    static var readableContentTypes: [UTType] { get }
    /// The types it saves as; the readable ones unless the document says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// A snapshot to save.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// A snapshot as a file.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What reading is given.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What writing is given.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads from (SwiftUI's `FileDocumentReadConfiguration`).
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration of a file of a type.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes to (SwiftUI's `FileDocumentWriteConfiguration`).
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it was, when there was one.
    public let existingFile: FileWrapper?

    /// A configuration for a type, over an existing file or none.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

nonisolated extension View {
    /// Exports a document when `isPresented` is true; the sheet is not open on a still screen.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Exports a document in one of `contentTypes`, with a cancellation action (iOS 17).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// Exports several documents.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument { self }

    /// Exports a reference document.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Exports several reference documents.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: ReferenceFileDocument { self }

    /// Imports a file of one of `allowedContentTypes`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Imports one or several files of `allowedContentTypes`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }

    /// Imports files, with a cancellation action (iOS 17).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }

    /// Moves a file when `isPresented` is true.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Moves a file, with a cancellation action (iOS 17).
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View { self }

    /// Moves several files, with a cancellation action (iOS 17).
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C.Element == URL { self }

    /// Moves files when `isPresented` is true.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL { self }

    /// The folder a file dialog opens in; accepted.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }

    /// The message of a file dialog; accepted.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// The file dialog's message, a localized key (accepted).
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// The file dialog's message, a string (accepted).
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }

    /// The confirmation button label of a file dialog; accepted.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The confirmation button label of a file dialog, a localized key; accepted.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The confirmation button label of a file dialog, a string; accepted.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// The label of an export dialog's file name field; accepted.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The label of an export dialog's file name field, a localized key; accepted.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of an export dialog's file name field, a string; accepted.
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
}

extension ForEach {
    /// Rows that accept items of `supportedContentTypes` inserted at an index: accepted, nothing is
    /// dropped in a render.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach { self }
}

/// What a document view of a `DocumentGroup` receives (SwiftUI's `FileDocumentConfiguration`).
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, bound for editing.
    @Binding public var document: Document
    /// Where the document is stored; none for a preview's document.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool

    /// A configuration of `document` (what `DocumentGroup` hands its views).
    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// What a document view of a `DocumentGroup` of reference documents receives (SwiftUI's
/// `ReferenceFileDocumentConfiguration`).
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// Where the document is stored; none for a preview's document.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool

    /// A configuration of `document`.
    public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
#endif
