#if os(Linux)
@_exported import Foundation

// Notification API of Apple platforms that swift-corelibs-foundation lacks: observing with a
// target and a selector, and the reasons an iCloud key-value store changed.

extension NotificationCenter {
    /// Calls `aSelector` on `observer` when a notification named `aName` is posted (Foundation's
    /// `addObserver(_:selector:name:object:)`). Nothing can send a selector here, as Linux has no
    /// Objective-C runtime, and a preview posts no system notification, so nothing is registered:
    /// the observer is never called. Observe with `addObserver(forName:object:queue:using:)` or
    /// `publisher(for:)` to be called.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

/// The `userInfo` key of why an iCloud key-value store changed (Foundation's
/// `NSUbiquitousKeyValueStoreChangeReasonKey`): its value is one of the change reasons below.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// Another device changed a value (Foundation's `NSUbiquitousKeyValueStoreServerChange`).
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The first download from iCloud changed values (Foundation's `NSUbiquitousKeyValueStoreInitialSyncChange`).
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The app went over its iCloud key-value quota (Foundation's `NSUbiquitousKeyValueStoreQuotaViolationChange`).
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed (Foundation's `NSUbiquitousKeyValueStoreAccountChange`).
public let NSUbiquitousKeyValueStoreAccountChange = 3
#endif
