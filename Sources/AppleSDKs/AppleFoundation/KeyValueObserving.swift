#if os(Linux)
import Foundation

// Key-value observing and the Objective-C runtime's messages (`responds(to:)`, `perform(_:)`),
// which Foundation has only on Apple platforms. Nothing changes while a preview renders, so an
// observation is kept and never called, and no selector is sent.

/// What an observation reports (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// A first report at once.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A report before the change.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// A key of an observed change's dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The kind of change.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
}

/// A change an observation reports (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The new value, when asked for.
    public let newValue: Value?
    /// The old value, when asked for.
    public let oldValue: Value?
}

/// A running observation (Foundation's `NSKeyValueObservation`): never called in a preview.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Stops observing.
    public func invalidate() {}
}

extension NSObjectProtocol where Self: NSObject {
    /// Observes the value at `keyPath`; a preview changes nothing, so `changeHandler` is not called.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

extension NSObject {
    /// Adds an observer of a key path; it is never told in a preview.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {}
    /// Removes an observer.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
    /// Removes an observer of a context.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
    /// Whether the object answers `aSelector`: the runtime that could tell is not here, so no.
    public func responds(to aSelector: Selector?) -> Bool { false }
    /// Sends `aSelector`: nothing is sent in a preview.
    @discardableResult public func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>? { nil }
    /// Sends `aSelector` with an argument: nothing is sent in a preview.
    @discardableResult public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? { nil }
    /// Sends `aSelector` later: nothing is sent in a preview.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {}
}

extension Progress {
    /// The time left, as the app estimated it (kept in the user info, as on Apple platforms).
    public var estimatedTimeRemaining: TimeInterval? {
        get { userInfo[.estimatedTimeRemainingKey] as? TimeInterval }
        set { setUserInfoObject(newValue, forKey: .estimatedTimeRemainingKey) }
    }
    /// The bytes or files per second, as the app measured them.
    public var throughput: Int? {
        get { userInfo[.throughputKey] as? Int }
        set { setUserInfoObject(newValue, forKey: .throughputKey) }
    }
    /// What a file progress does (downloading, copying…), for its description.
    public var fileOperationKind: Progress.FileOperationKind? {
        get { userInfo[.fileOperationKindKey] as? Progress.FileOperationKind }
        set { setUserInfoObject(newValue, forKey: .fileOperationKindKey) }
    }
    /// The file a file progress is about.
    public var fileURL: URL? {
        get { userInfo[.fileURLKey] as? URL }
        set { setUserInfoObject(newValue, forKey: .fileURLKey) }
    }
    /// How many files a file progress covers.
    public var fileTotalCount: Int? {
        get { userInfo[.fileTotalCountKey] as? Int }
        set { setUserInfoObject(newValue, forKey: .fileTotalCountKey) }
    }
    /// How many of its files a file progress has done.
    public var fileCompletedCount: Int? {
        get { userInfo[.fileCompletedCountKey] as? Int }
        set { setUserInfoObject(newValue, forKey: .fileCompletedCountKey) }
    }
}
#endif
