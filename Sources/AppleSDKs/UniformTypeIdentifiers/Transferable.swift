#if os(Linux)
import Foundation
import SwiftUI

// Core Transferable (which SwiftUI re-exports): how a model says it can be shared, dragged and
// pasted. A preview shares, drags and pastes nothing, so the representations are declared and
// kept, never exercised.

/// A type that can be shared, dragged and pasted (CoreTransferable's `Transferable`).
public protocol Transferable {
    /// How the type is represented.
    associatedtype Representation: TransferRepresentation
    /// How the type is represented, by content type.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to represent an item (CoreTransferable's `TransferRepresentation`).
public protocol TransferRepresentation<Item> {
    /// What is represented.
    associatedtype Item
}

/// Builds a type's representations (CoreTransferable's `TransferRepresentationBuilder`).
@resultBuilder
public enum TransferRepresentationBuilder<Item> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    /// Several representations, in order of preference.
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> TransferRepresentations<Item> {
        TransferRepresentations()
    }
    /// A representation included only when a condition holds.
    public static func buildOptional<R: TransferRepresentation>(_ representation: R?) -> TransferRepresentations<Item> where R.Item == Item {
        TransferRepresentations()
    }
    /// The representation of one branch.
    public static func buildEither<R: TransferRepresentation>(first representation: R) -> TransferRepresentations<Item> where R.Item == Item {
        TransferRepresentations()
    }
    /// The representation of the other branch.
    public static func buildEither<R: TransferRepresentation>(second representation: R) -> TransferRepresentations<Item> where R.Item == Item {
        TransferRepresentations()
    }
}

/// Several representations of an item.
public struct TransferRepresentations<Item>: TransferRepresentation {}

extension TransferRepresentation {
    /// The file name a shared file is suggested to have.
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// The file name a shared item's file is suggested to have.
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
    /// Shares the representation only when `condition` holds.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
    /// Where the representation is visible.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Where a representation is visible (CoreTransferable's `TransferRepresentationVisibility`).
public enum TransferRepresentationVisibility: Sendable, Hashable {
    case all, team, group, ownProcess
}

/// An item represented as its `Codable` encoding (CoreTransferable's `CodableRepresentation`).
public struct CodableRepresentation<Item: Codable>: TransferRepresentation {
    /// An encoding as JSON for `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {}
    /// An encoding for `contentType` by the given coders.
    public init<Encoder, Decoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {}
}

/// An item represented as data (CoreTransferable's `DataRepresentation`).
public struct DataRepresentation<Item>: TransferRepresentation {
    /// Data both ways.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {}
    /// Data for sharing.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    /// Data for receiving.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// An item represented as a file (CoreTransferable's `FileRepresentation`).
public struct FileRepresentation<Item>: TransferRepresentation {
    /// A file both ways.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    /// A file for sharing.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    /// A file for receiving.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
}

/// An item represented by another transferable value (CoreTransferable's `ProxyRepresentation`).
public struct ProxyRepresentation<Item, Proxy>: TransferRepresentation {
    /// The item shared as `exporting`'s value.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
    /// The item shared as `exporting`'s value and received from `importing`'s.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}
    /// The item received from `importing`'s value.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}
}

/// A file a representation shares (CoreTransferable's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open it in place.
    public let allowAccessingOriginalFile: Bool
    /// A file to share.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a representation received (CoreTransferable's `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether it is the original file.
    public let isOriginalFile: Bool
}

extension String: Transferable {
    /// Plain text.
    public static var transferRepresentation: TransferRepresentations<String> { TransferRepresentations() }
}

extension Data: Transferable {
    /// Bytes.
    public static var transferRepresentation: TransferRepresentations<Data> { TransferRepresentations() }
}

extension URL: Transferable {
    /// A link.
    public static var transferRepresentation: TransferRepresentations<URL> { TransferRepresentations() }
}

extension AttributedString: Transferable {
    /// Rich text.
    public static var transferRepresentation: TransferRepresentations<AttributedString> { TransferRepresentations() }
}

extension Image: Transferable {
    /// An image.
    public static var transferRepresentation: TransferRepresentations<Image> { TransferRepresentations() }
}
#endif
