#if os(Linux)
import Foundation
import StandInAppleFoundation

/// How the in-memory store filters and orders the objects of a fetch.
enum ManagedFetch {
    /// `objects` in the order of `descriptors` (the first that tells two objects apart decides).
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        objects.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                let order = compare(value(of: lhs.element, for: descriptor), value(of: rhs.element, for: descriptor))
                if order != .orderedSame { return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `objects` in the order of `comparators` (Swift sort descriptors), the first deciding first.
    static func sorted(_ objects: [NSManagedObject], by comparators: [(AnyObject, AnyObject) -> ComparisonResult]) -> [NSManagedObject] {
        objects.enumerated().sorted { lhs, rhs in
            for comparator in comparators {
                let order = comparator(lhs.element, rhs.element)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The value `descriptor` orders `object` by.
    static func value(of object: NSManagedObject, for descriptor: NSSortDescriptor) -> Any? {
        switch KeyedDescriptors.sortKey(of: descriptor) {
        case .key(let key): return value(of: object, keyPath: key)
        case .keyPath(let keyPath): return NSManagedObject.unwrapped(object[keyPath: keyPath])
        case nil: return NSManagedObject.unwrapped(object[keyPath: descriptor.keyPath])
        }
    }

    /// The value of a dotted key path (`list.name`), following to-one relationships.
    static func value(of object: NSManagedObject, keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".").prefix(16) {
            guard let next = current as? NSManagedObject else { return nil }
            current = NSManagedObject.unwrapped(next.value(forKey: String(key)) ?? storedProperty(String(key), of: next))
        }
        return current
    }

    /// The Swift stored property `name` of `object` (a class's own `var`, which key-value coding
    /// reads on Apple platforms), found by reflection.
    static func storedProperty(_ name: String, of object: NSManagedObject) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        var depth = 0
        while let current = mirror, depth < 32 {
            if let child = current.children.first(where: { $0.label == name }) { return child.value }
            mirror = current.superclassMirror
            depth += 1
        }
        return nil
    }

    /// How two stored values compare: nil first, then numbers, dates and strings by value.
    static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let left as String, let right as String): return order(left, right)
        case (let left as Date, let right as Date): return order(left, right)
        case (let left as UUID, let right as UUID): return order(left.uuidString, right.uuidString)
        case (let left as URL, let right as URL): return order(left.absoluteString, right.absoluteString)
        default:
            if let left = lhs.flatMap(ManagedNumber.double), let right = rhs.flatMap(ManagedNumber.double) { return order(left, right) }
            return .orderedSame
        }
    }

    static func order<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    /// Whether `object` matches `predicate`: a predicate of a block or a value is evaluated; one of
    /// a format string is evaluated when `ManagedPredicate` reads it, and matches otherwise.
    static func matches(_ object: NSManagedObject, _ predicate: NSPredicate) -> Bool {
        if let (format, arguments) = KeyedDescriptors.format(of: predicate) {
            return ManagedPredicate(format: format, arguments: arguments)?.matches(object) ?? true
        }
        if let compound = predicate as NSPredicate as? NSCompoundPredicate {
            let parts = compound.subpredicates
            switch compound.compoundPredicateType {
            case .and: return parts.allSatisfy { matches(object, $0) }
            case .or: return parts.contains { matches(object, $0) }
            case .not: return !(parts.first.map { matches(object, $0) } ?? false)
            @unknown default: return true
            }
        }
        return predicate.evaluate(with: object)
    }
}
#endif
