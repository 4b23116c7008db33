#if os(Linux)
import Foundation
import SwiftUI
import StandInUIKit
import StandInUniformTypeIdentifiers

/// A window (AppKit's `NSWindow`): a preview draws the view, not its window, so what a view sets
/// on its window is kept and not drawn.
open class NSWindow: UIResponder, @unchecked Sendable {
    /// The title.
    open var title = ""
    /// The frame on screen.
    open var frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    /// The content view.
    open var contentView: NSView?
    /// The content view controller.
    open var contentViewController: NSViewController?
    /// Whether it is shown.
    open var isVisible = false
    /// Whether it is the key window.
    open var isKeyWindow: Bool { false }
    /// Whether it is the main window.
    open var isMainWindow: Bool { false }
    /// Whether it is miniaturized.
    open var isMiniaturized: Bool { false }
    /// Whether closing it releases it.
    open var isReleasedWhenClosed = true
    /// Whether the title bar is transparent.
    open var titlebarAppearsTransparent = false
    /// Whether the title shows.
    open var titleVisibility = TitleVisibility.visible
    /// The window's style.
    open var styleMask: StyleMask = [.titled, .closable, .miniaturizable, .resizable]
    /// The window's level.
    open var level = Level.normal
    /// Whether it is movable by its background.
    open var isMovableByWindowBackground = false
    /// Its background color.
    open var backgroundColor: NSColor = .windowBackgroundColor
    /// Whether it is opaque.
    open var isOpaque = true
    /// Whether it has a shadow.
    open var hasShadow = true
    /// How it behaves in Spaces.
    open var collectionBehavior: CollectionBehavior = []
    /// Its appearance.
    open var appearance: NSAppearance?
    /// Its identifier.
    open var identifier: NSUserInterfaceItemIdentifier?
    /// Its toolbar.
    open var toolbar: NSToolbar?
    /// Its delegate.
    open weak var delegate: (any NSWindowDelegate)?
    /// Its minimum size.
    open var minSize = CGSize.zero
    /// Its maximum size.
    open var maxSize = CGSize(width: 10_000, height: 10_000)

    /// A window.
    public override init() {}
    /// A window with a frame and style.
    public init(contentRect: CGRect, styleMask style: StyleMask, backing: BackingStoreType, defer flag: Bool) {
        frame = contentRect
        styleMask = style
    }
    /// A window showing a view controller.
    public convenience init(contentViewController: NSViewController) {
        self.init()
        self.contentViewController = contentViewController
    }

    /// Shows it and makes it key.
    open func makeKeyAndOrderFront(_ sender: Any?) { isVisible = true }
    /// Brings it forward.
    open func orderFront(_ sender: Any?) { isVisible = true }
    /// Brings it forward regardless.
    open func orderFrontRegardless() { isVisible = true }
    /// Hides it.
    open func orderOut(_ sender: Any?) { isVisible = false }
    /// Closes it.
    open func close() { isVisible = false }
    /// Closes it as the close button does.
    open func performClose(_ sender: Any?) { isVisible = false }
    /// Centers it.
    open func center() {}
    /// Makes it key.
    open func makeKey() {}
    /// Moves it.
    open func setFrame(_ frameRect: CGRect, display flag: Bool) { frame = frameRect }
    /// Moves it, animated.
    open func setFrame(_ frameRect: CGRect, display displayFlag: Bool, animate animateFlag: Bool) { frame = frameRect }
    /// Sizes its content.
    open func setContentSize(_ size: CGSize) { frame.size = size }
    /// Zooms it.
    open func zoom(_ sender: Any?) {}
    /// Miniaturizes it.
    open func miniaturize(_ sender: Any?) {}
    /// A standard title bar button: none.
    open func standardWindowButton(_ button: ButtonType) -> NSView? { nil }

    /// How the title shows.
    public enum TitleVisibility: Int, Sendable { case visible, hidden }
    /// How the window is backed.
    public enum BackingStoreType: UInt, Sendable { case retained, nonretained, buffered }
    /// A title bar button.
    public enum ButtonType: UInt, Sendable { case closeButton, miniaturizeButton, zoomButton, toolbarButton, documentIconButton }
    /// A window's style.
    public struct StyleMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No border.
        public static let borderless = StyleMask([])
        /// A title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// A close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// A miniaturize button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// Resizable.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// Content under the title bar.
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
        /// A utility panel.
        public static let utilityWindow = StyleMask(rawValue: 1 << 4)
        /// A panel that does not take key.
        public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
        /// A HUD panel.
        public static let hudWindow = StyleMask(rawValue: 1 << 13)
    }
    /// A window's level.
    public struct Level: Hashable, Sendable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        /// Normal windows.
        public static let normal = Level(rawValue: 0)
        /// Floating panels.
        public static let floating = Level(rawValue: 3)
        /// Modal panels.
        public static let modalPanel = Level(rawValue: 8)
        /// The status bar.
        public static let statusBar = Level(rawValue: 25)
        /// Pop-up menus.
        public static let popUpMenu = Level(rawValue: 101)
        /// The screen saver.
        public static let screenSaver = Level(rawValue: 1000)
    }
    /// How a window behaves in Spaces and full screen.
    public struct CollectionBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// On every Space.
        public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
        /// Moves to the active Space.
        public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        /// Stays put.
        public static let stationary = CollectionBehavior(rawValue: 1 << 4)
        /// Not in the window cycle.
        public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        /// Can go full screen.
        public static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        /// Shown beside a full-screen window.
        public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
    }

    /// Posted when a window will close.
    public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
    /// Posted when a window became key.
    public static let didBecomeKeyNotification = Notification.Name("NSWindowDidBecomeKeyNotification")
    /// Posted when a window resigned key.
    public static let didResignKeyNotification = Notification.Name("NSWindowDidResignKeyNotification")
}

/// A window's delegate (AppKit's): every method optional.
@MainActor
public protocol NSWindowDelegate: AnyObject {
    /// Whether the window may close.
    func windowShouldClose(_ sender: NSWindow) -> Bool
    /// The window will close.
    func windowWillClose(_ notification: Notification)
}

extension NSWindowDelegate {
    /// The window may close by default.
    public func windowShouldClose(_ sender: NSWindow) -> Bool { true }
    /// Nothing to do by default.
    public func windowWillClose(_ notification: Notification) {}
}

/// A panel (AppKit's `NSPanel`).
open class NSPanel: NSWindow, @unchecked Sendable {
    /// Whether it floats above other windows.
    open var isFloatingPanel = false
    /// Whether it becomes key only when needed.
    open var becomesKeyOnlyIfNeeded = false
    /// Whether it hides when the app is inactive.
    open var hidesOnDeactivate = true
}

/// An identifier of a window or view (AppKit's).
public struct NSUserInterfaceItemIdentifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A window's toolbar (AppKit's).
open class NSToolbar: NSObject, @unchecked Sendable {
    /// Whether it shows.
    open var isVisible = true
    /// A toolbar.
    public override init() {}
    /// A toolbar by identifier.
    public init(identifier: String) {}
}

/// A window's controller (AppKit's `NSWindowController`).
open class NSWindowController: UIResponder, @unchecked Sendable {
    /// Its window.
    open var window: NSWindow?
    /// A controller of `window`.
    public init(window: NSWindow?) { self.window = window }
    /// Shows the window.
    open func showWindow(_ sender: Any?) { window?.makeKeyAndOrderFront(sender) }
    /// Closes the window.
    open func close() { window?.close() }
    /// The window loaded.
    open func windowDidLoad() {}
}

/// The open and save panels' shared part (AppKit's `NSSavePanel`): no panel opens in a preview;
/// running one answers Cancel.
open class NSSavePanel: NSPanel, @unchecked Sendable {
    /// The chosen file.
    open var url: URL?
    /// The folder shown first.
    open var directoryURL: URL?
    /// The file name shown.
    open var nameFieldStringValue = ""
    /// The panel's message.
    open var message = ""
    /// The default button's title.
    open var prompt = ""
    /// The name field's label.
    open var nameFieldLabel = ""
    /// The content types allowed.
    open var allowedContentTypes: [UTType] = []
    /// Whether folders can be made.
    open var canCreateDirectories = true
    /// Whether hidden files show.
    open var showsHiddenFiles = false
    /// Whether other file types may be chosen.
    open var allowsOtherFileTypes = false
    /// Whether the tag field shows.
    open var showsTagField = true
    /// Whether the extension is hidden.
    open var isExtensionHidden = false
    /// Shows it and waits: Cancel.
    open func runModal() -> NSApplication.ModalResponse { .cancel }
    /// Shows it: answered Cancel.
    open func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) { handler(.cancel) }
    /// Shows it as a sheet: answered Cancel.
    open func beginSheetModal(for window: NSWindow, completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
        handler(.cancel)
    }
}

/// The open panel (AppKit's `NSOpenPanel`): answers Cancel in a preview.
open class NSOpenPanel: NSSavePanel, @unchecked Sendable {
    /// The chosen files.
    open var urls: [URL] = []
    /// Whether files may be chosen.
    open var canChooseFiles = true
    /// Whether folders may be chosen.
    open var canChooseDirectories = false
    /// Whether several may be chosen.
    open var allowsMultipleSelection = false
    /// Whether aliases resolve.
    open var resolvesAliases = true
    /// Whether packages are treated as folders.
    open var treatsFilePackagesAsDirectories = false
}

/// An alert (AppKit's `NSAlert`): not shown in a preview; running one answers its first button.
open class NSAlert: NSObject, @unchecked Sendable {
    /// The main message.
    open var messageText = ""
    /// The "Do not show this message again" box (its state is read after the alert; never shown
    /// in a preview).
    open var suppressionButton: NSButton? { nil }
    /// Whether the Help button shows.
    open var showsHelp = false
    /// The detail.
    open var informativeText = ""
    /// The style.
    open var alertStyle = Style.warning
    /// The icon.
    open var icon: NSImage?
    /// The buttons' titles.
    open private(set) var buttonTitles: [String] = []
    /// Whether the suppression checkbox shows.
    open var showsSuppressionButton = false
    /// An alert.
    public override init() {}
    /// An alert describing an error.
    public convenience init(error: any Error) {
        self.init()
        messageText = error.localizedDescription
    }
    /// Adds a button.
    @discardableResult open func addButton(withTitle title: String) -> NSView {
        buttonTitles.append(title)
        return NSView(frame: .zero)
    }
    /// Shows it and waits: the first button.
    open func runModal() -> NSApplication.ModalResponse { .alertFirstButtonReturn }
    /// Shows it as a sheet: answered with the first button.
    open func beginSheetModal(for window: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {
        handler?(.alertFirstButtonReturn)
    }
    /// An alert's style.
    public enum Style: UInt, Sendable { case warning, informational, critical }
}

/// A menu (AppKit's `NSMenu`): kept, not drawn.
open class NSMenu: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String
    /// The items.
    open var items: [NSMenuItem] = []
    /// A menu.
    public init(title: String = "") { self.title = title }
    /// Adds an item.
    open func addItem(_ newItem: NSMenuItem) { items.append(newItem) }
    /// Adds an item by title.
    @discardableResult open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem {
        let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
        items.append(item)
        return item
    }
    /// Removes every item.
    open func removeAllItems() { items = [] }
    /// Its delegate.
    open weak var delegate: (any NSMenuDelegate)?
    /// Inserts an item.
    open func insertItem(_ newItem: NSMenuItem, at index: Int) { items.insert(newItem, at: min(max(0, index), items.count)) }
    /// Removes an item.
    open func removeItem(_ item: NSMenuItem) { items.removeAll { $0 === item } }
    /// Whether items are enabled by their targets.
    open var autoenablesItems = true
}

/// What a menu tells its delegate (AppKit's `NSMenuDelegate`).
@MainActor
public protocol NSMenuDelegate: AnyObject {}

/// A menu item (AppKit's `NSMenuItem`).
open class NSMenuItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String
    /// The action.
    open var action: Selector?
    /// The key equivalent.
    open var keyEquivalent: String
    /// The target.
    open weak var target: AnyObject?
    /// The submenu.
    open var submenu: NSMenu?
    /// The image.
    open var image: NSImage?
    /// Whether it is enabled.
    open var isEnabled = true
    /// Its state.
    open var state = NSControl.StateValue.off
    /// A value of the app's.
    open var representedObject: Any?
    /// The modifier keys of its key equivalent.
    open var keyEquivalentModifierMask = NSEvent.ModifierFlags.command
    /// Its tool tip.
    open var toolTip: String?
    /// Whether it is hidden.
    open var isHidden = false
    /// An item.
    public init(title: String, action selector: Selector?, keyEquivalent charCode: String) {
        self.title = title
        action = selector
        keyEquivalent = charCode
    }
    /// A separator.
    public static func separator() -> NSMenuItem { NSMenuItem(title: "", action: nil, keyEquivalent: "") }
}

/// A control's namespace for its state (AppKit's `NSControl`).
open class NSControl: NSView, @unchecked Sendable {
    /// The object its action is sent to.
    open weak var target: AnyObject?
    /// The action sent when it is used (never, in a preview).
    open var action: Selector?
    /// Its size.
    open var controlSize = ControlSize.regular
    /// Whether it responds to use.
    open var isEnabled = true
    /// On, off or mixed.
    public struct StateValue: Hashable, Sendable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Off.
        public static let off = StateValue(rawValue: 0)
        /// On.
        public static let on = StateValue(rawValue: 1)
        /// Mixed.
        public static let mixed = StateValue(rawValue: -1)
    }
}

/// The menu bar's status area (AppKit's `NSStatusBar`).
@MainActor
open class NSStatusBar: NSObject, @unchecked Sendable {
    /// The system's status bar.
    public static let system = NSStatusBar()
    /// Adds an item.
    open func statusItem(withLength length: CGFloat) -> NSStatusItem { NSStatusItem() }
    /// Removes an item.
    open func removeStatusItem(_ item: NSStatusItem) {}
}

/// A status bar item's length that fits its content.
public let NSVariableStatusItemLength: CGFloat = -1
/// A status bar item's square length.
public let NSSquareStatusItemLength: CGFloat = -2

/// An item of the menu bar's status area (AppKit's `NSStatusItem`).
@MainActor
open class NSStatusItem: NSObject, @unchecked Sendable {
    /// Its button.
    open var button: NSStatusBarButton? = NSStatusBarButton(frame: .zero)
    /// Its menu.
    open var menu: NSMenu?
    /// Whether it shows.
    open var isVisible = true
    /// Its length.
    open var length: CGFloat = NSVariableStatusItemLength
    /// A length that fits the content.
    public static let variableLength: CGFloat = NSVariableStatusItemLength
    /// A square length.
    public static let squareLength: CGFloat = NSSquareStatusItemLength
}

/// A status item's button.
open class NSStatusBarButton: NSControl, @unchecked Sendable {
    /// Its title.
    open var title = ""
    /// Its image.
    open var image: NSImage?
    /// Its tool tip.
    open var toolTip: String?
    /// Where its image is beside its title.
    open var imagePosition = NSControl.ImagePosition.imageLeading
    /// The events that send its action.
    @discardableResult open func sendAction(on mask: NSEvent.EventTypeMask) -> Int { 0 }
    /// Clicks it (its action is not sent in a preview).
    open func performClick(_ sender: Any?) {}
    /// Whether it is highlighted.
    open func highlight(_ flag: Bool) {}
}

extension NSControl {
    /// Where a control's image is beside its title (AppKit's `NSControl.ImagePosition`).
    public enum ImagePosition: UInt, Sendable { case noImage, imageOnly, imageLeft, imageRight, imageBelow, imageAbove, imageOverlaps, imageLeading, imageTrailing }
}

/// A popover (AppKit's `NSPopover`): never shown in a preview.
@MainActor
open class NSPopover: NSResponder, @unchecked Sendable {
    /// When it closes.
    public enum Behavior: Int, Sendable { case applicationDefined, transient, semitransient }
    /// When it closes.
    open var behavior = Behavior.applicationDefined
    /// Its content.
    open var contentViewController: NSViewController?
    /// Its content's size.
    open var contentSize = CGSize.zero
    /// Whether it animates.
    open var animates = true
    /// Whether it shows: never in a preview.
    open var isShown: Bool { false }
    /// Its delegate.
    open weak var delegate: (any NSPopoverDelegate)?
    /// A popover.
    public override init() { super.init() }
    /// Shows it beside a rectangle of a view (not in a preview).
    open func show(relativeTo positioningRect: CGRect, of positioningView: NSView, preferredEdge: NSRectEdge) {}
    /// Closes it.
    open func performClose(_ sender: Any?) {}
    /// Closes it at once.
    open func close() {}
}

/// What a popover tells its delegate (AppKit's `NSPopoverDelegate`).
@MainActor
public protocol NSPopoverDelegate: AnyObject {}

/// An edge of a rectangle (AppKit's `NSRectEdge`).
public enum NSRectEdge: UInt, Sendable { case minX, minY, maxX, maxY }

/// A view with a translucent material (AppKit's `NSVisualEffectView`).
open class NSVisualEffectView: NSView, @unchecked Sendable {
    /// Its material.
    open var material = Material.windowBackground
    /// What it blends with.
    open var blendingMode = BlendingMode.behindWindow
    /// Whether it looks active.
    open var state = State.followsWindowActiveState
    /// Whether it is emphasized.
    open var isEmphasized = false

    /// A material.
    public enum Material: Int, Sendable {
        case titlebar = 3, selection, menu, popover, sidebar, headerView = 10, sheet, windowBackground, hudWindow
        case fullScreenUI = 15, toolTip = 17, contentBackground, underWindowBackground = 21, underPageBackground
    }
    /// What the material blends with.
    public enum BlendingMode: Int, Sendable { case behindWindow, withinWindow }
    /// Whether the material looks active.
    public enum State: Int, Sendable { case followsWindowActiveState, active, inactive }
}

/// A SwiftUI view hosted in an AppKit view (AppKit's `NSHostingView`).
open class NSHostingView<Content: View>: NSView, @unchecked Sendable {
    /// The SwiftUI view.
    public var rootView: Content
    /// A hosting view of `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }
    /// Not made from an archive.
    public required init?(coder: NSCoder) { return nil }
}
#endif
