#if os(Linux)
import Foundation
import SwiftUI
import StandInUIKit
import StandInUniformTypeIdentifiers

/// The running Mac app (AppKit's `NSApplication`): what views ask of it answers as a preview
/// would, and what they ask it to do (activate, open, quit) does nothing.
open class NSApplication: NSObject, @unchecked Sendable {
    /// The app.
    public static let shared = NSApplication()
    /// The app's delegate.
    open weak var delegate: (any NSApplicationDelegate)?
    /// The app's windows: none in a preview.
    open var windows: [NSWindow] { [] }
    /// The key window: none.
    open var keyWindow: NSWindow? { nil }
    /// The main window: none.
    open var mainWindow: NSWindow? { nil }
    /// Whether the app is active.
    open var isActive: Bool { true }
    /// Whether the app is hidden.
    open var isHidden: Bool { false }
    /// The app's icon.
    open var applicationIconImage: NSImage! = NSImage(named: "AppIcon") ?? NSImage(size: CGSize(width: 128, height: 128))
    /// The appearance the app asks for.
    open var appearance: NSAppearance?
    /// The appearance in effect.
    open var effectiveAppearance: NSAppearance { appearance ?? NSAppearance.current }
    /// The app's main menu.
    open var mainMenu: NSMenu?
    /// The Dock tile.
    open var dockTile = NSDockTile()
    /// How the app shows in the Dock.
    open var activationPolicyValue = ActivationPolicy.regular
    /// The current event: none.
    open var currentEvent: NSEvent? { nil }

    /// How the app shows in the Dock and menu bar.
    public enum ActivationPolicy: Int, Sendable { case regular, accessory, prohibited }
    /// The answer to a modal window.
    public struct ModalResponse: Hashable, Sendable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// OK.
        public static let OK = ModalResponse(rawValue: 1)
        /// Cancel.
        public static let cancel = ModalResponse(rawValue: 0)
        /// Continue.
        public static let `continue` = ModalResponse(rawValue: -1002)
        /// Stop.
        public static let stop = ModalResponse(rawValue: -1000)
        /// Abort.
        public static let abort = ModalResponse(rawValue: -1001)
        /// An alert's first button.
        public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
        /// An alert's second button.
        public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
        /// An alert's third button.
        public static let alertThirdButtonReturn = ModalResponse(rawValue: 1002)
    }
    /// Whether to quit now.
    public enum TerminateReply: UInt, Sendable { case terminateCancel, terminateNow, terminateLater }

    /// The activation policy.
    open func activationPolicy() -> ActivationPolicy { activationPolicyValue }
    /// Sets the activation policy.
    @discardableResult open func setActivationPolicy(_ policy: ActivationPolicy) -> Bool { activationPolicyValue = policy; return true }
    /// Brings the app forward.
    open func activate(ignoringOtherApps flag: Bool) {}
    /// Brings the app forward.
    open func activate() {}
    /// Hides the app.
    open func hide(_ sender: Any?) {}
    /// Quits: nothing happens in a preview.
    open func terminate(_ sender: Any?) {}
    /// Shows the About panel.
    open func orderFrontStandardAboutPanel(_ sender: Any?) {}
    /// Shows the About panel with options.
    open func orderFrontStandardAboutPanel(options: [NSApplication.AboutPanelOptionKey: Any] = [:]) {}
    /// Sends an action along the responder chain.
    @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool { false }
    /// Asks for the user's attention.
    @discardableResult open func requestUserAttention(_ type: RequestUserAttentionType) -> Int { 0 }
    /// Runs a modal window: cancelled in a preview.
    open func runModal(for window: NSWindow) -> ModalResponse { .cancel }
    /// Ends a modal session.
    open func stopModal() {}

    /// How insistently to ask for attention.
    public enum RequestUserAttentionType: UInt, Sendable { case criticalRequest = 0, informationalRequest = 10 }
    /// An option of the About panel.
    public struct AboutPanelOptionKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The credits.
        public static let credits = AboutPanelOptionKey(rawValue: "Credits")
        /// The app's name.
        public static let applicationName = AboutPanelOptionKey(rawValue: "ApplicationName")
        /// The app's version.
        public static let applicationVersion = AboutPanelOptionKey(rawValue: "ApplicationVersion")
        /// The app's icon.
        public static let applicationIcon = AboutPanelOptionKey(rawValue: "ApplicationIcon")
    }
}

/// The app (AppKit's global `NSApp`).
public let NSApp = NSApplication.shared

/// The Dock tile (AppKit's).
public final class NSDockTile: NSObject, @unchecked Sendable {
    /// The badge.
    public var badgeLabel: String?
    /// Redraws the tile.
    public func display() {}
}

/// The app's delegate (AppKit's `NSApplicationDelegate`): every method optional.
@MainActor
public protocol NSApplicationDelegate: AnyObject {
    /// The app finished launching.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// The app will quit.
    func applicationWillTerminate(_ notification: Notification)
    /// Whether closing the last window quits.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    /// Whether to quit now.
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
}

extension NSApplicationDelegate {
    /// Nothing to do by default.
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Nothing to do by default.
    public func applicationWillTerminate(_ notification: Notification) {}
    /// The app stays open by default.
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
    /// Quits at once by default.
    public func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply { .terminateNow }
}

/// Gives a SwiftUI Mac app an AppKit delegate (SwiftUI's `NSApplicationDelegateAdaptor`). Only
/// the `@main` App declares one, and it is left out of a preview build, so the delegate is never made.
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
    /// The delegate: there is none in a preview.
    public var wrappedValue: DelegateType { preconditionFailure("l10n makes no app delegate: the @main App is left out of a preview build") }
    /// An adaptor of a `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

extension NSApplication {
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
    /// Posted when the app resigned active.
    public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
    /// Posted when the app will quit.
    public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
    /// Posted when the app finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
    /// Posted when a screen is added, removed or changes.
    public static let didChangeScreenParametersNotification = Notification.Name("NSApplicationDidChangeScreenParametersNotification")
    /// Posted when the app hides.
    public static let didHideNotification = Notification.Name("NSApplicationDidHideNotification")
}

/// Light or dark (AppKit's `NSAppearance`): aqua in a preview; the harness draws both schemes.
public final class NSAppearance: NSObject, @unchecked Sendable {
    /// The appearance's name.
    public let name: Name
    /// An appearance by name.
    public init?(named name: Name) { self.name = name }
    init(name: Name) { self.name = name }
    /// The appearance drawing now.
    public static var current: NSAppearance { NSAppearance(name: .aqua) }
    /// The appearance drawing now.
    public static func currentDrawing() -> NSAppearance { current }
    /// The first of `names` that matches.
    public func bestMatch(from names: [Name]) -> Name? { names.first { $0 == name } ?? names.first }

    /// An appearance's name.
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Light.
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// Dark.
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// Vibrant light.
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        /// Vibrant dark.
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
    }
}

/// A running app (AppKit's `NSRunningApplication`): this one, in a preview.
public final class NSRunningApplication: NSObject, @unchecked Sendable {
    /// This app.
    public static let current = NSRunningApplication()
    /// Its bundle identifier.
    public var bundleIdentifier: String? { Bundle.main.bundleIdentifier }
    /// Its name.
    public var localizedName: String? { Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String }
    /// Its icon.
    public var icon: NSImage? { NSImage(named: "AppIcon") }
    /// Its bundle's URL.
    public var bundleURL: URL? { Bundle.main.bundleURL }
    /// Its executable's URL.
    public var executableURL: URL? { Bundle.main.executableURL }
    /// Its process identifier.
    public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }
    /// Whether it is active.
    public var isActive: Bool { true }
    /// Whether it quit.
    public var isTerminated: Bool { false }
    /// The architecture its executable runs as (`NSBundleExecutableArchitectureARM64`).
    public var executableArchitecture: Int { NSBundleExecutableArchitectureARM64 }
    /// How it shows in the Dock.
    public var activationPolicy: NSApplication.ActivationPolicy { .regular }
    /// Quits it: nothing happens in a preview.
    @discardableResult public func terminate() -> Bool { false }
    /// Forces it to quit: nothing happens in a preview.
    @discardableResult public func forceTerminate() -> Bool { false }
    /// Brings it forward.
    @discardableResult public func activate(options: ActivationOptions = []) -> Bool { true }
    /// Running apps with a bundle identifier: none.
    public static func runningApplications(withBundleIdentifier identifier: String) -> [NSRunningApplication] { [] }
    /// The running app of a process: none other than this one runs in a preview.
    public convenience init?(processIdentifier pid: Int32) {
        guard pid == ProcessInfo.processInfo.processIdentifier else { return nil }
        self.init()
    }
    /// Whether it is hidden.
    public var isHidden: Bool { false }
    /// When it launched: unknown.
    public var launchDate: Date? { nil }
    /// Whether it has finished launching.
    public var isFinishedLaunching: Bool { true }
    /// Hides it.
    @discardableResult public func hide() -> Bool { false }
    /// Shows it.
    @discardableResult public func unhide() -> Bool { false }

    /// How to bring an app forward.
    public struct ActivationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every window.
        public static let activateAllWindows = ActivationOptions(rawValue: 1)
        /// Ignoring other apps.
        public static let activateIgnoringOtherApps = ActivationOptions(rawValue: 2)
    }
}

/// The Mac's workspace (AppKit's `NSWorkspace`): opening files and apps does nothing in a preview.
public final class NSWorkspace: NSObject, @unchecked Sendable {
    /// The workspace.
    public static let shared = NSWorkspace()
    /// The workspace's notification center.
    public let notificationCenter = NotificationCenter()
    /// Running apps: this one.
    public var runningApplications: [NSRunningApplication] { [.current] }
    /// Posted when a volume is mounted: never in a preview.
    public static let didMountNotification = Notification.Name("NSWorkspaceDidMountNotification")
    /// Posted when a volume is unmounted.
    public static let didUnmountNotification = Notification.Name("NSWorkspaceDidUnmountNotification")
    /// Unmounts and ejects a volume: refused in a preview.
    public func unmountAndEjectDevice(at url: URL) throws { throw CocoaError(.fileWriteNoPermission) }
    /// The frontmost app: this one.
    public var frontmostApplication: NSRunningApplication? { .current }
    /// Opens a URL.
    @discardableResult public func open(_ url: URL) -> Bool { true }
    /// Opens a URL with a configuration.
    public func open(_ url: URL, configuration: OpenConfiguration, completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil) {}
    /// Opens URLs with an app.
    public func open(_ urls: [URL], withApplicationAt applicationURL: URL, configuration: OpenConfiguration,
                     completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil) {}
    /// Opens an app.
    public func openApplication(at applicationURL: URL, configuration: OpenConfiguration,
                                completionHandler: ((NSRunningApplication?, (any Error)?) -> Void)? = nil) {}
    /// Shows files in the Finder.
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {}
    /// Shows a file in the Finder.
    @discardableResult public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { true }
    /// A file's icon: the placeholder document image.
    public func icon(forFile fullPath: String) -> NSImage { NSImage(size: CGSize(width: 32, height: 32)) }
    /// The icon of a content type.
    public func icon(for contentType: UTType) -> NSImage { NSImage(size: CGSize(width: 32, height: 32)) }
    /// The app with a bundle identifier: none installed here.
    public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }
    /// The app that opens a URL: none here.
    public func urlForApplication(toOpen url: URL) -> URL? { nil }
    /// Whether a path is a file package.
    public func isFilePackage(atPath fullPath: String) -> Bool { false }
    /// Moves files to the Trash: nothing happens in a preview.
    public func recycle(_ urls: [URL], completionHandler handler: (([URL: URL], (any Error)?) -> Void)? = nil) {}

    /// How to open a URL or app.
    public final class OpenConfiguration: NSObject, @unchecked Sendable {
        /// Whether to bring it forward.
        public var activates = true
        /// Whether to open a new instance.
        public var createsNewApplicationInstance = false
        /// Whether to hide it.
        public var hides = false
        /// Arguments.
        public var arguments: [String] = []
        /// A configuration.
        public override init() {}
    }

    /// Posted when an app launched.
    public static let didLaunchApplicationNotification = Notification.Name("NSWorkspaceDidLaunchApplicationNotification")
    /// Posted before the Mac sleeps.
    public static let willSleepNotification = Notification.Name("NSWorkspaceWillSleepNotification")
    /// Posted after the Mac wakes.
    public static let didWakeNotification = Notification.Name("NSWorkspaceDidWakeNotification")
    /// Posted when an app quit.
    public static let didTerminateApplicationNotification = Notification.Name("NSWorkspaceDidTerminateApplicationNotification")
    /// Posted when another app became active.
    public static let didActivateApplicationNotification = Notification.Name("NSWorkspaceDidActivateApplicationNotification")
    /// The app in a workspace notification.
    public static let applicationUserInfoKey = "NSWorkspaceApplicationKey"
}
#endif
