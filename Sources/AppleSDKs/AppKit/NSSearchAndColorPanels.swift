#if os(Linux)
import Foundation
import StandInUIKit

/// How an image view scales its image (AppKit's `NSImageScaling`).
public enum NSImageScaling: UInt, Sendable { case scaleProportionallyDown, scaleAxesIndependently, scaleNone, scaleProportionallyUpOrDown }

/// Where an image view places its image (AppKit's `NSImageAlignment`).
public enum NSImageAlignment: UInt, Sendable {
    case alignCenter, alignTop, alignTopLeft, alignTopRight, alignLeft, alignBottom, alignBottomLeft, alignBottomRight, alignRight
}

/// The executable architecture of Apple silicon (AppKit's `NSBundleExecutableArchitectureARM64`).
public let NSBundleExecutableArchitectureARM64 = 0x0100_000C
/// The executable architecture of Intel Macs (AppKit's `NSBundleExecutableArchitectureX86_64`).
public let NSBundleExecutableArchitectureX86_64 = 0x0100_0007

extension NSView.AutoresizingMask {
    /// The width stretches (AppKit's name).
    public static let width = flexibleWidth
    /// The height stretches (AppKit's name).
    public static let height = flexibleHeight
    /// The leading margin stretches (AppKit's name).
    public static let minXMargin = flexibleLeftMargin
    /// The trailing margin stretches (AppKit's name).
    public static let maxXMargin = flexibleRightMargin
    /// The bottom margin stretches (AppKit's name; AppKit's y grows upwards).
    public static let minYMargin = flexibleBottomMargin
    /// The top margin stretches (AppKit's name).
    public static let maxYMargin = flexibleTopMargin
}

/// A search field (AppKit's `NSSearchField`): its searches are never sent in a preview.
open class NSSearchField: NSTextField, @unchecked Sendable {
    /// Whether each keystroke sends the search.
    open var sendsSearchStringImmediately = false
    /// Whether only Return sends the search.
    open var sendsWholeSearchString = false
    /// The name recent searches are saved under.
    open var recentsAutosaveName: String?
    /// How many recent searches are kept.
    open var maximumRecents = 10
    /// The recent searches: none in a preview.
    open var recentSearches: [String] = []
}

/// What a search field tells its delegate (AppKit's `NSSearchFieldDelegate`).
@MainActor
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {
    /// A search began.
    func searchFieldDidStartSearching(_ sender: NSSearchField)
    /// The search was cleared.
    func searchFieldDidEndSearching(_ sender: NSSearchField)
}

extension NSSearchFieldDelegate {
    public func searchFieldDidStartSearching(_ sender: NSSearchField) {}
    public func searchFieldDidEndSearching(_ sender: NSSearchField) {}
}

/// The system's colour panel (AppKit's `NSColorPanel`): never shown in a preview.
open class NSColorPanel: NSObject, @unchecked Sendable {
    /// How the panel picks colours (AppKit's `NSColorPanel.Mode`).
    public enum Mode: Int, Sendable { case none = -1, gray, rgb, cmyk, hsb, customPalette, colorList, wheel, crayon }
    /// The app's panel.
    public static let shared = NSColorPanel()
    /// The colour shown.
    open var color = NSColor.white
    /// How it picks colours.
    open var mode = Mode.wheel
    /// Whether it shows opacity.
    open var showsAlpha = false
    /// Whether it sends colours as they change.
    open var isContinuous = true
    /// Whether it is shown: never in a preview.
    open var isVisible: Bool { false }
    /// The object told of changes.
    open weak var target: AnyObject?
    /// The action sent on changes: never, in a preview.
    open var action: Selector?
    /// Shows the panel: not in a preview.
    open func makeKeyAndOrderFront(_ sender: Any?) {}
    /// Brings the panel forward: not in a preview.
    open func orderFront(_ sender: Any?) {}
    /// Sets the object told of changes.
    open func setTarget(_ target: AnyObject?) { self.target = target }
    /// Sets the action sent on changes.
    open func setAction(_ action: Selector?) { self.action = action }
    /// Closes the panel.
    open func close() {}
}

/// Picks a colour from the screen (AppKit's `NSColorSampler`): a preview has no screen to sample,
/// so the handler is told nothing was picked.
open class NSColorSampler: NSObject, @unchecked Sendable {
    /// A sampler.
    public override init() {}
    /// Lets the user pick a colour: nil at once.
    open func show(selectionHandler: @escaping (NSColor?) -> Void) { selectionHandler(nil) }
}
#endif
