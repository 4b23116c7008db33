#if os(Linux)
import Foundation
import StandInUIKit

// `NSWindow` members Mac apps set from their views (through a window accessor or `NSApp.windows`):
// kept, as no window of the app's opens in a preview.

extension NSWindow {
    /// The screen the window is on: the main screen.
    public var screen: NSScreen? { NSScreen.main }
    /// The window's subtitle.
    public var subtitle: String {
        get { "" }
        set {}
    }
    /// The file the window shows.
    public var representedURL: URL? {
        get { nil }
        set {}
    }
    /// How the window's toolbar is drawn.
    public var toolbarStyle: ToolbarStyle {
        get { .automatic }
        set {}
    }
    /// The smallest size of its content.
    public var contentMinSize: CGSize {
        get { minSize }
        set { minSize = newValue }
    }
    /// The largest size of its content.
    public var contentMaxSize: CGSize {
        get { maxSize }
        set { maxSize = newValue }
    }
    /// Its opacity.
    public var alphaValue: CGFloat {
        get { 1 }
        set {}
    }
    /// Whether clicks pass through it.
    public var ignoresMouseEvents: Bool {
        get { false }
        set {}
    }
    /// Whether other apps may capture it.
    public var sharingType: SharingType {
        get { .readOnly }
        set {}
    }
    /// Whether it joins tabs.
    public var tabbingMode: TabbingMode {
        get { .automatic }
        set {}
    }
    /// Whether it is zoomed: no.
    public var isZoomed: Bool { false }
    /// The responder with focus: none in a preview.
    public var firstResponder: NSResponder? { nil }
    /// Saves and restores its frame under `name` (nothing is saved in a preview).
    @discardableResult public func setFrameAutosaveName(_ name: String) -> Bool { true }
    /// Enters or leaves full screen (not in a preview).
    public func toggleFullScreen(_ sender: Any?) {}

    /// How a window's toolbar is drawn (AppKit's `NSWindow.ToolbarStyle`).
    public enum ToolbarStyle: Int, Sendable { case automatic, expanded, preference, unified, unifiedCompact }
    /// Whether other apps may capture a window (AppKit's `NSWindow.SharingType`).
    public enum SharingType: UInt, Sendable { case none, readOnly }
    /// Whether a window joins tabs (AppKit's `NSWindow.TabbingMode`).
    public enum TabbingMode: Int, Sendable { case automatic, preferred, disallowed }
}

extension NSWindow.CollectionBehavior {
    /// Not in full screen.
    public static let fullScreenNone = NSWindow.CollectionBehavior(rawValue: 1 << 9)
    /// Managed by the window server.
    public static let managed = NSWindow.CollectionBehavior(rawValue: 1 << 2)
    /// Kept out of Mission Control's spaces.
    public static let transient = NSWindow.CollectionBehavior(rawValue: 1 << 3)
}
#endif
