#if os(Linux)
import Foundation
import SwiftUI
import StandInUIKit

/// A keyboard or mouse event (AppKit's `NSEvent`): none arrives in a preview, so monitors are
/// accepted and never called.
public final class NSEvent: NSObject, @unchecked Sendable {
    /// The modifier keys held now: none.
    public static var modifierFlags: ModifierFlags { [] }
    /// The mouse's position on screen.
    public static var mouseLocation: CGPoint { .zero }
    /// The mouse buttons pressed now: none.
    public static var pressedMouseButtons: Int { 0 }
    /// This event's modifier keys.
    public var modifierFlags: ModifierFlags { [] }
    /// This event's type.
    public var type: EventType { .keyDown }
    /// The key's code.
    public var keyCode: UInt16 { 0 }
    /// The characters typed.
    public var characters: String? { nil }
    /// The characters typed, ignoring modifiers.
    public var charactersIgnoringModifiers: String? { nil }
    /// Where the event happened in its window.
    public var locationInWindow: CGPoint { .zero }
    /// The scroll distance.
    public var scrollingDeltaY: CGFloat { 0 }
    /// The scroll distance.
    public var scrollingDeltaX: CGFloat { 0 }
    /// The click count.
    public var clickCount: Int { 1 }
    /// The event's window.
    public var window: NSWindow? { nil }

    /// Watches the app's own events; never called in a preview.
    public static func addLocalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? { NSObject() }
    /// Watches other apps' events; never called in a preview.
    public static func addGlobalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> Void) -> Any? { NSObject() }
    /// Stops a monitor.
    public static func removeMonitor(_ eventMonitor: Any) {}

    /// Modifier keys.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Caps Lock.
        public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        /// Shift.
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// Control.
        public static let control = ModifierFlags(rawValue: 1 << 18)
        /// Option.
        public static let option = ModifierFlags(rawValue: 1 << 19)
        /// Command.
        public static let command = ModifierFlags(rawValue: 1 << 20)
        /// A key of the numeric pad.
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        /// The Help key.
        public static let help = ModifierFlags(rawValue: 1 << 22)
        /// A function key.
        public static let function = ModifierFlags(rawValue: 1 << 23)
        /// The keys that change what a key means.
        public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xFFFF_0000)
    }

    /// An event's type.
    public enum EventType: UInt, Sendable {
        case leftMouseDown = 1, leftMouseUp, rightMouseDown, rightMouseUp, mouseMoved, leftMouseDragged, rightMouseDragged
        case mouseEntered, mouseExited, keyDown, keyUp, flagsChanged
        case scrollWheel = 22, otherMouseDown = 25, otherMouseUp, otherMouseDragged
    }

    /// The events a monitor watches.
    public struct EventTypeMask: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// Left mouse down.
        public static let leftMouseDown = EventTypeMask(rawValue: 1 << 1)
        /// Left mouse up.
        public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2)
        /// Right mouse down.
        public static let rightMouseDown = EventTypeMask(rawValue: 1 << 3)
        /// Right mouse up.
        public static let rightMouseUp = EventTypeMask(rawValue: 1 << 4)
        /// Mouse moved.
        public static let mouseMoved = EventTypeMask(rawValue: 1 << 5)
        /// Left mouse dragged.
        public static let leftMouseDragged = EventTypeMask(rawValue: 1 << 6)
        /// Key down.
        public static let keyDown = EventTypeMask(rawValue: 1 << 10)
        /// Key up.
        public static let keyUp = EventTypeMask(rawValue: 1 << 11)
        /// Modifier keys changed.
        public static let flagsChanged = EventTypeMask(rawValue: 1 << 12)
        /// Scroll wheel.
        public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
        /// Other mouse buttons down.
        public static let otherMouseDown = EventTypeMask(rawValue: 1 << 25)
        /// Every event.
        public static let any = EventTypeMask(rawValue: .max)
    }
}

/// The pasteboard (AppKit's `NSPasteboard`): kept in memory, so what a view copies can be read
/// back in the same run.
public final class NSPasteboard: NSObject, @unchecked Sendable {
    /// The general pasteboard.
    public static let general = NSPasteboard()
    private let lock = NSLock()
    private var items: [PasteboardType: String] = [:]
    /// A count that changes when the contents do.
    public private(set) var changeCount = 0

    /// Empties it; the new change count.
    @discardableResult public func clearContents() -> Int {
        lock.withLock { items = [:]; changeCount += 1; return changeCount }
    }
    /// Puts a string of `dataType`.
    @discardableResult public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        lock.withLock { items[dataType] = string; changeCount += 1 }
        return true
    }
    /// The string of `dataType`.
    public func string(forType dataType: PasteboardType) -> String? { lock.withLock { items[dataType] } }
    /// Puts bytes of `dataType` (kept as nothing in a preview).
    @discardableResult public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool { true }
    /// The bytes of `dataType`: none.
    public func data(forType dataType: PasteboardType) -> Data? { nil }
    /// Writes objects (strings are kept).
    @discardableResult public func writeObjects(_ objects: [Any]) -> Bool {
        for case let string as String in objects { setString(string, forType: .string) }
        return true
    }
    /// Declares the types about to be written.
    @discardableResult public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int { clearContents() }
    /// The objects of `classArray` on the pasteboard: strings written here; no files or URLs.
    public func readObjects(forClasses classArray: [AnyClass], options: [ReadingOptionKey: Any]? = nil) -> [Any]? {
        classArray.contains { $0 == NSString.self } ? lock.withLock { items[.string].map { [$0] } ?? [] } : []
    }
    /// Whether objects of `classArray` are on the pasteboard.
    public func canReadObject(forClasses classArray: [AnyClass], options: [ReadingOptionKey: Any]? = nil) -> Bool {
        !(readObjects(forClasses: classArray, options: options) ?? []).isEmpty
    }

    /// An option of reading a pasteboard (AppKit's `NSPasteboard.ReadingOptionKey`).
    public struct ReadingOptionKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Only file URLs.
        public static let urlReadingFileURLsOnly = ReadingOptionKey(rawValue: "NSPasteboardURLReadingFileURLsOnlyKey")
        /// Only URLs of these types.
        public static let urlReadingContentsConformToTypes = ReadingOptionKey(rawValue: "NSPasteboardURLReadingContentsConformToTypesKey")
    }
    /// The types it holds.
    public var types: [PasteboardType]? { lock.withLock { items.keys.sorted { $0.rawValue < $1.rawValue } } }

    /// A kind of pasteboard content.
    public struct PasteboardType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
        /// A URL.
        public static let URL = PasteboardType(rawValue: "public.url")
        /// A file URL.
        public static let fileURL = PasteboardType(rawValue: "public.file-url")
        /// PNG.
        public static let png = PasteboardType(rawValue: "public.png")
        /// TIFF.
        public static let tiff = PasteboardType(rawValue: "public.tiff")
        /// HTML.
        public static let html = PasteboardType(rawValue: "public.html")
        /// Rich text.
        public static let rtf = PasteboardType(rawValue: "public.rtf")
    }
}

/// The mouse pointer's look (AppKit's `NSCursor`): nothing shows in a preview.
public final class NSCursor: NSObject, @unchecked Sendable {
    /// The arrow.
    public static let arrow = NSCursor()
    /// The pointing hand.
    public static let pointingHand = NSCursor()
    /// The text I-beam.
    public static let iBeam = NSCursor()
    /// The open hand.
    public static let openHand = NSCursor()
    /// The closed hand.
    public static let closedHand = NSCursor()
    /// Left-right resizing.
    public static let resizeLeftRight = NSCursor()
    /// Up-down resizing.
    public static let resizeUpDown = NSCursor()
    /// The crosshair.
    public static let crosshair = NSCursor()
    /// Not allowed.
    public static let operationNotAllowed = NSCursor()
    /// Makes it current.
    public func set() {}
    /// Pushes it.
    public func push() {}
    /// Pops the current cursor.
    public static func pop() {}
    /// Hides the cursor.
    public static func hide() {}
    /// Shows the cursor.
    public static func unhide() {}
}

/// A sound (AppKit's `NSSound`): silent in a preview.
public final class NSSound: NSObject, @unchecked Sendable {
    /// A sound's name (AppKit's `NSSound.Name`).
    public typealias Name = String
    /// A system or bundled sound by name.
    public init?(named name: Name) {}
    /// A sound from a file.
    public init?(contentsOf url: URL, byReference: Bool) {}
    /// The volume.
    public var volume: Float = 1
    /// The position played to.
    public var currentTime: TimeInterval = 0
    /// The length.
    public var duration: TimeInterval { 0 }
    /// Whether it is playing: never in a preview.
    public var isPlaying: Bool { false }
    /// Plays the alert sound: silent.
    public static func beep() {}
    /// Plays it: silent.
    @discardableResult public func play() -> Bool { true }
    /// Stops it.
    @discardableResult public func stop() -> Bool { true }
}

/// Plays the alert sound: silent in a preview.
public func NSBeep() {}

/// The haptic feedback of a Mac trackpad (AppKit's): none in a preview.
public enum NSHapticFeedbackManager {
    /// The performer.
    public static var defaultPerformer: Performer { Performer() }
    /// Performs feedback.
    public struct Performer: Sendable {
        /// Performs a pattern: nothing happens.
        public func perform(_ pattern: FeedbackPattern, performanceTime: PerformanceTime) {}
    }
    /// A feedback pattern.
    public enum FeedbackPattern: Int, Sendable { case generic, alignment, levelChange }
    /// When to perform it.
    public enum PerformanceTime: UInt, Sendable { case `default`, now, drawCompleted }
}

/// A display (AppKit's `NSScreen`): the rendered device's screen.
public final class NSScreen: NSObject, @unchecked Sendable {
    /// The main screen.
    public static var main: NSScreen? { NSScreen() }
    /// Every screen: the one.
    public static var screens: [NSScreen] { [NSScreen()] }
    /// The screen's frame: the rendered device's.
    public var frame: CGRect { UIScreen.main.bounds }
    /// The frame inside the menu bar and Dock.
    public var visibleFrame: CGRect { UIScreen.main.bounds }
    /// Points per pixel.
    public var backingScaleFactor: CGFloat { UIScreen.main.scale }
    /// The screen's name.
    public var localizedName: String { "Display" }
    /// The highest refresh rate: 60 Hz.
    public var maximumFramesPerSecond: Int { 60 }
    /// The brightest colour component extended dynamic range may reach: 1, no EDR.
    public var maximumPotentialExtendedDynamicRangeColorComponentValue: CGFloat { 1 }
    /// The brightest colour component extended dynamic range reaches now.
    public var maximumExtendedDynamicRangeColorComponentValue: CGFloat { 1 }
}
#endif
