#if os(Linux)
import Foundation

/// What Apple's Foundation keeps in a sort descriptor or a predicate made from a key or a format
/// string, which swift-corelibs-foundation cannot keep: recorded here so that a framework
/// evaluating them (Core Data's in-memory store) can read them back.
public enum KeyedDescriptors {
    /// What a sort descriptor was made from.
    public enum SortKey {
        /// A key-value-coding key (`NSSortDescriptor(key:ascending:)`).
        case key(String)
        /// A key path whose value is not `Comparable` (an optional one).
        case keyPath(AnyKeyPath)
    }

    private struct Entry<Value> {
        weak var object: NSObject?
        var value: Value
    }

    private final class Table<Value>: @unchecked Sendable {
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry<Value>] = [:]

        func record(_ value: Value, for object: NSObject) {
            lock.withLock {
                if entries.count > 4096 { entries = entries.filter { $0.value.object != nil } }
                entries[ObjectIdentifier(object)] = Entry(object: object, value: value)
            }
        }

        func value(for object: NSObject) -> Value? {
            lock.withLock {
                guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
                return entry.value
            }
        }
    }

    private static let sortKeys = Table<SortKey>()
    private static let formats = Table<(format: String, arguments: [Any])>()

    static func record(_ key: SortKey, for descriptor: NSSortDescriptor) { sortKeys.record(key, for: descriptor) }
    static func record(format: String, arguments: [Any], for predicate: NSPredicate) { formats.record((format, arguments), for: predicate) }

    /// The key or key path `descriptor` was made from, when Foundation here cannot apply it.
    public static func sortKey(of descriptor: NSSortDescriptor) -> SortKey? { sortKeys.value(for: descriptor) }
    /// The format string and arguments `predicate` was made from.
    public static func format(of predicate: NSPredicate) -> (format: String, arguments: [Any])? { formats.value(for: predicate) }
}
#endif
