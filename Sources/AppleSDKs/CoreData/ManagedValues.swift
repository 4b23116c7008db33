#if os(Linux)
import Foundation

/// A type a non-optional managed property may have: what it reads as before anything is set, and
/// how a stored value of another numeric type converts to it.
public protocol ManagedScalar {
    /// The value before anything is set (0, false, empty).
    static var managedZero: Self { get }
    /// `value` as this type, converting numbers; nil when it is not one.
    static func managed(from value: Any) -> Self?
}

extension ManagedScalar {
    /// `value` when it is of this type.
    public static func managed(from value: Any) -> Self? { value as? Self }
}

/// A number read from any stored numeric value.
enum ManagedNumber {
    /// `value` as a Double, when it is a number.
    static func double(_ value: Any) -> Double? {
        switch value {
        case let number as Int: Double(number)
        case let number as Int16: Double(number)
        case let number as Int32: Double(number)
        case let number as Int64: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Bool: number ? 1 : 0
        case let number as Decimal: NSDecimalNumber(decimal: number).doubleValue
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}

/// `Int16` as a managed property: 0 until set.
extension Int16: ManagedScalar {
    public static var managedZero: Int16 { 0 }
    public static func managed(from value: Any) -> Int16? { ManagedNumber.double(value).flatMap { Int16(exactly: $0.rounded(.towardZero)) } }
}
/// `Int32` as a managed property: 0 until set.
extension Int32: ManagedScalar {
    public static var managedZero: Int32 { 0 }
    public static func managed(from value: Any) -> Int32? { ManagedNumber.double(value).flatMap { Int32(exactly: $0.rounded(.towardZero)) } }
}
/// `Int64` as a managed property: 0 until set.
extension Int64: ManagedScalar {
    public static var managedZero: Int64 { 0 }
    public static func managed(from value: Any) -> Int64? { ManagedNumber.double(value).flatMap { Int64(exactly: $0.rounded(.towardZero)) } }
}
/// `Int` as a managed property: 0 until set.
extension Int: ManagedScalar {
    public static var managedZero: Int { 0 }
    public static func managed(from value: Any) -> Int? { ManagedNumber.double(value).flatMap { Int(exactly: $0.rounded(.towardZero)) } }
}
/// `Double` as a managed property: 0 until set.
extension Double: ManagedScalar {
    public static var managedZero: Double { 0 }
    public static func managed(from value: Any) -> Double? { ManagedNumber.double(value) }
}
/// `Float` as a managed property: 0 until set.
extension Float: ManagedScalar {
    public static var managedZero: Float { 0 }
    public static func managed(from value: Any) -> Float? { ManagedNumber.double(value).map { Float($0) } }
}
/// `Bool` as a managed property: false until set.
extension Bool: ManagedScalar {
    public static var managedZero: Bool { false }
    public static func managed(from value: Any) -> Bool? { value as? Bool ?? ManagedNumber.double(value).map { $0 != 0 } }
}
/// `String` as a managed property: empty until set.
extension String: ManagedScalar {
    public static var managedZero: String { "" }
}
/// `Date` as a managed property: the reference date until set.
extension Date: ManagedScalar {
    public static var managedZero: Date { Date(timeIntervalSinceReferenceDate: 0) }
}
/// `Data` as a managed property: empty until set.
extension Data: ManagedScalar {
    public static var managedZero: Data { Data() }
}
/// `UUID` as a managed property: all zeros until set.
extension UUID: ManagedScalar {
    public static var managedZero: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
/// `Decimal` as a managed property: 0 until set.
extension Decimal: ManagedScalar {
    public static var managedZero: Decimal { 0 }
}

extension NSManagedObject {
    /// The value of an optional managed property (what `@NSManaged var title: String?` reads).
    public func managedValue<Value>(forKey key: String) -> Value? {
        guard let stored = value(forKey: key) else { return nil }
        if let value = stored as? Value { return value }
        if let scalar = Value.self as? any ManagedScalar.Type { return scalar.managed(from: stored) as? Value }
        return nil
    }

    /// The value of a non-optional managed property: zero (or empty) until one is set.
    public func managedValue<Value: ManagedScalar>(forKey key: String) -> Value {
        value(forKey: key).flatMap { Value.managed(from: $0) } ?? Value.managedZero
    }

    /// The value of a non-optional managed property of another type: it must have been set.
    @_disfavoredOverload
    public func managedValue<Value>(forKey key: String) -> Value {
        guard let value = value(forKey: key) as? Value else {
            fatalError("\(type(of: self)).\(key) was read before a value of type \(Value.self) was set")
        }
        return value
    }

    /// Sets a managed property (what `@NSManaged var title: String?` writes); a relationship's
    /// inverse is updated too.
    public func setManagedValue<Value>(_ newValue: Value, forKey key: String) {
        setValue(Self.unwrapped(newValue), forKey: key)
    }

    /// `value` with any optional layers removed; nil when one of them is nil.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let child = mirror.children.first else { return nil }
        return unwrapped(child.value)
    }
}
#endif
