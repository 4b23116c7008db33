#if os(Linux)
import Foundation

// Core Foundation's names as Swift code on Apple platforms sees them through `import Foundation`
// (bridged to their Foundation types): frameworks in C style (Image I/O, Core Text, Audio
// Toolbox) take and return them.

/// A Core Foundation string: a `String`.
public typealias CFString = String
/// A Core Foundation dictionary: a `[String: Any]`.
public typealias CFDictionary = [String: Any]
/// A Core Foundation array: an `[Any]`.
public typealias CFArray = [Any]
/// A Core Foundation URL: a `URL`.
public typealias CFURL = URL
/// Core Foundation bytes: `Data`.
public typealias CFData = Data
/// A Core Foundation number: an `NSNumber`.
public typealias CFNumber = NSNumber
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// A Core Foundation index or count.
public typealias CFIndex = Int
/// Seconds since 1 January 2001 (Core Foundation's `CFAbsoluteTime`).
public typealias CFAbsoluteTime = Double
/// Seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// A Core Foundation error: an `NSError`.
public typealias CFError = NSError

/// What allocates Core Foundation objects (Core Foundation's `CFAllocator`).
public final class CFAllocator: @unchecked Sendable {}

/// The default allocator.
public let kCFAllocatorDefault: CFAllocator? = nil

/// The current time, as seconds since 1 January 2001 (the render's clock).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
#endif
