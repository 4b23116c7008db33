#if os(Linux)
@_exported import Foundation

// Core Foundation's Boolean constants as Swift code on Apple platforms sees them: `CFBoolean!`
// values that apps put into `[String: Any]` dictionaries (keychain queries, image options). Linux's
// Foundation has no Core Foundation types for Swift, so a `CFBoolean` is an `NSNumber` here, which
// reads back as `Bool` (`query[kSecReturnData] as? Bool == true`) just as a `CFBoolean` does.

/// A Core Foundation Boolean (Core Foundation's `CFBoolean`): an `NSNumber` holding `true` or `false`.
public typealias CFBoolean = NSNumber

/// Core Foundation's true (Core Foundation's `kCFBooleanTrue`).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's false (Core Foundation's `kCFBooleanFalse`).
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// The value of a Core Foundation Boolean (Core Foundation's `CFBooleanGetValue`).
public func CFBooleanGetValue(_ boolean: CFBoolean!) -> Bool { boolean?.boolValue ?? false }
#endif
