#if os(Linux)
import Foundation
import StandInAppleFoundation
import SwiftUI

// File metadata and commands of file-browsing apps that Linux's Foundation lacks: a file's
// content type among its resource values, moving to the Trash, and pasting files.

extension URLResourceKey {
    /// A file's content type (`URLResourceValues.contentType`).
    public static let contentTypeKey = URLResourceKey(rawValue: "NSURLContentTypeKey")
}

extension URLResourceValues {
    /// The file's content type: unknown, as Linux's Foundation does not read it.
    public var contentType: UTType? { nil }
}

extension FileManager {
    /// Moves an item to the Trash: refused, as a preview deletes nothing (and Linux has no Trash
    /// of the Finder's).
    public func trashItem(at url: URL, resultingItemURL outResultingURL: UnsafeMutablePointer<NSURL?>?) throws {
        throw CocoaError(.featureUnsupported, userInfo: [NSURLErrorKey: url])
    }
}

nonisolated extension View {
    /// Exports a transferable item (never, in a render: no dialog opens).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Exports transferable items (never, in a render).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable { self }
    /// Pastes items of content types (never, in a render).
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        self
    }
    /// Pastes items of content types, validated first (never, in a render).
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View { self }
}
#endif
