#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import SwiftUI

extension UIScreen {
    /// The device being rendered, found by its screen's size (an iPhone 16 outside a render).
    static var renderedDevice: Device {
        let size = EnvironmentValues.current.screenSize
        return Device.all.first { $0.size == size } ?? .iPhone16
    }
}

/// The status bar of a window scene (UIKit's `UIStatusBarManager`): the rendered device's.
public final class UIStatusBarManager: NSObject, @unchecked Sendable {
    /// The status bar's frame: the screen's width and the device's status bar height (54 pt on an
    /// iPhone 16, 20 pt on a phone with a Home button).
    public var statusBarFrame: CGRect {
        let device = UIScreen.renderedDevice
        return CGRect(x: 0, y: 0, width: CGFloat(device.size.width), height: CGFloat(device.statusBarHeight))
    }
    /// Whether the status bar is hidden: no.
    public var isStatusBarHidden: Bool { false }
    /// The status bar's style: dark text in a light render, light text in a dark one.
    public var statusBarStyle: UIStatusBarStyle { EnvironmentValues.current.colorScheme == .dark ? .lightContent : .darkContent }
}

/// The sizes a scene's windows may take on a Mac or iPad (UIKit's `UISceneSizeRestrictions`).
public final class UISceneSizeRestrictions: NSObject, @unchecked Sendable {
    /// The smallest size.
    public var minimumSize = CGSize.zero
    /// The largest size.
    public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the window may fill the screen.
    public var allowsFullScreen = true
}

extension UIWindowScene {
    /// The scene's status bar.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// The sizes the scene's windows may take: nil, as on an iPhone.
    public var sizeRestrictions: UISceneSizeRestrictions? { nil }
    /// The scene's traits: the preview device's.
    public var traitCollection: UITraitCollection { .current }
}

extension UIApplication {
    /// The key window (deprecated in iOS 13): none, as a preview shows no app window.
    public var keyWindow: UIWindow? { nil }
    /// The app's delegate: none in a preview.
    public var delegate: (any UIApplicationDelegate)? { nil }
    /// The sessions of the app's scenes: none in a preview.
    public var openSessions: Set<UISceneSession> { [] }
    /// Whether the app supports several scenes: no, as on an iPhone.
    public var supportsMultipleScenes: Bool { false }
}
#endif
