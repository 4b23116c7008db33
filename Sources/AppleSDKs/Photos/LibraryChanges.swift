#if os(Linux)
@_exported import Foundation

/// An object of the photo library (Photos' `PHObject`).
open class PHObject: NSObject, @unchecked Sendable {
    /// Its identifier.
    open var localIdentifier: String { "" }
}

/// Told when the photo library changes (Photos' `PHPhotoLibraryChangeObserver`): the library of a
/// preview never changes, so it is never called.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    /// Called with the library's changes.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// A set of changes of the photo library (Photos' `PHChange`): it has no details in a preview.
open class PHChange: NSObject, @unchecked Sendable {
    /// The changes of an asset or collection: none.
    open func changeDetails<ObjectType: PHObject>(for object: ObjectType) -> PHObjectChangeDetails<ObjectType>? { nil }
    /// The changes of a fetch result: none.
    open func changeDetails<ObjectType: AnyObject>(for fetchResult: PHFetchResult<ObjectType>) -> PHFetchChangeDetails<ObjectType>? { nil }
}

/// How an asset or collection changed (Photos' `PHObjectChangeDetails`).
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The object before.
    public let objectBeforeChanges: ObjectType
    /// The object after, nil when deleted.
    public let objectAfterChanges: ObjectType?
    /// Whether the asset's image or video changed.
    public let assetContentChanged: Bool
    /// Whether the object was deleted.
    public let objectWasDeleted: Bool
    init(object: ObjectType) {
        objectBeforeChanges = object
        objectAfterChanges = object
        assetContentChanged = false
        objectWasDeleted = false
    }
}

/// How a fetch result changed (Photos' `PHFetchChangeDetails`).
open class PHFetchChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    /// The result before.
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The result after.
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// Whether the change is described by indexes.
    public let hasIncrementalChanges = false
    /// The indexes removed.
    public let removedIndexes: IndexSet? = nil
    /// The objects removed.
    public let removedObjects: [ObjectType] = []
    /// The indexes inserted.
    public let insertedIndexes: IndexSet? = nil
    /// The objects inserted.
    public let insertedObjects: [ObjectType] = []
    /// The indexes changed.
    public let changedIndexes: IndexSet? = nil
    /// The objects changed.
    public let changedObjects: [ObjectType] = []
    /// Whether objects moved.
    public let hasMoves = false
    /// Calls `handler` with each move: none.
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {}
    init(result: PHFetchResult<ObjectType>) {
        fetchResultBeforeChanges = result
        fetchResultAfterChanges = result
    }
}

/// The change observers of the library, held weakly.
final class PhotoLibraryObservers: @unchecked Sendable {
    private struct Entry { weak var observer: (any PHPhotoLibraryChangeObserver)? }
    private let lock = NSLock()
    private var entries: [Entry] = []
    static let shared = PhotoLibraryObservers()
    func add(_ observer: any PHPhotoLibraryChangeObserver) {
        lock.withLock {
            entries.removeAll { $0.observer == nil }
            if !entries.contains(where: { $0.observer === observer }) { entries.append(Entry(observer: observer)) }
        }
    }
    func remove(_ observer: any PHPhotoLibraryChangeObserver) { lock.withLock { entries.removeAll { $0.observer == nil || $0.observer === observer } } }
    var count: Int { lock.withLock { entries.filter { $0.observer != nil }.count } }
}

extension PHPhotoLibrary {
    /// Registers an observer of the library's changes (held weakly); a preview's library never
    /// changes, so it is never called.
    public func register(_ observer: any PHPhotoLibraryChangeObserver) { PhotoLibraryObservers.shared.add(observer) }
    /// Unregisters an observer.
    public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) { PhotoLibraryObservers.shared.remove(observer) }
    /// The number of observers registered and still alive (for the package's tests).
    package var registeredChangeObserverCount: Int { PhotoLibraryObservers.shared.count }
}
#endif
