#if os(Linux)
@_exported import Foundation

extension Notification.Name {
    /// A game controller connected (GameController's `GCControllerDidConnect`): never, in a preview.
    public static let GCControllerDidConnect = Notification.Name("GCControllerDidConnectNotification")
    /// A game controller disconnected.
    public static let GCControllerDidDisconnect = Notification.Name("GCControllerDidDisconnectNotification")
    /// A controller became the current one.
    public static let GCControllerDidBecomeCurrent = Notification.Name("GCControllerDidBecomeCurrentNotification")
    /// A keyboard connected.
    public static let GCKeyboardDidConnect = Notification.Name("GCKeyboardDidConnectNotification")
    /// A mouse connected.
    public static let GCMouseDidConnect = Notification.Name("GCMouseDidConnectNotification")
}

/// A player's number on a controller (GameController's `GCControllerPlayerIndex`).
public enum GCControllerPlayerIndex: Int, Sendable { case indexUnset = -1, index1, index2, index3, index4 }

/// A colour of a controller's light (GameController's `GCColor`).
public final class GCColor: NSObject, @unchecked Sendable {
    /// Its components.
    public let red: Float, green: Float, blue: Float
    /// A colour.
    public init(red: Float, green: Float, blue: Float) { (self.red, self.green, self.blue) = (red, green, blue) }
}

/// A controller's light (GameController's `GCDeviceLight`).
public final class GCDeviceLight: NSObject, @unchecked Sendable {
    /// Its colour.
    public var color = GCColor(red: 0, green: 0, blue: 1)
}

/// A pressable input (GameController's `GCControllerButtonInput`): never pressed in a preview.
open class GCControllerButtonInput: NSObject, @unchecked Sendable {
    /// Whether it is pressed.
    open var isPressed: Bool { false }
    /// How far it is pressed, 0 to 1.
    open var value: Float { 0 }
    /// Told of changes (never, in a preview).
    open var valueChangedHandler: ((GCControllerButtonInput, Float, Bool) -> Void)?
    /// Told of presses (never, in a preview).
    open var pressedChangedHandler: ((GCControllerButtonInput, Float, Bool) -> Void)?
}

/// One axis of a stick (GameController's `GCControllerAxisInput`): at rest.
open class GCControllerAxisInput: NSObject, @unchecked Sendable {
    /// Its value, -1 to 1.
    open var value: Float { 0 }
    /// Told of changes (never, in a preview).
    open var valueChangedHandler: ((GCControllerAxisInput, Float) -> Void)?
}

/// A stick or pad (GameController's `GCControllerDirectionPad`): at rest.
open class GCControllerDirectionPad: NSObject, @unchecked Sendable {
    /// Its horizontal axis.
    public let xAxis = GCControllerAxisInput()
    /// Its vertical axis.
    public let yAxis = GCControllerAxisInput()
    /// Up.
    public let up = GCControllerButtonInput()
    /// Down.
    public let down = GCControllerButtonInput()
    /// Left.
    public let left = GCControllerButtonInput()
    /// Right.
    public let right = GCControllerButtonInput()
    /// Told of changes (never, in a preview).
    open var valueChangedHandler: ((GCControllerDirectionPad, Float, Float) -> Void)?
}

/// A full gamepad (GameController's `GCExtendedGamepad`).
open class GCExtendedGamepad: NSObject, @unchecked Sendable {
    /// The face buttons.
    public let buttonA = GCControllerButtonInput(), buttonB = GCControllerButtonInput()
    /// The face buttons.
    public let buttonX = GCControllerButtonInput(), buttonY = GCControllerButtonInput()
    /// The menu buttons.
    public let buttonMenu = GCControllerButtonInput()
    /// The options button.
    public let buttonOptions: GCControllerButtonInput? = GCControllerButtonInput()
    /// The shoulders.
    public let leftShoulder = GCControllerButtonInput(), rightShoulder = GCControllerButtonInput()
    /// The triggers.
    public let leftTrigger = GCControllerButtonInput(), rightTrigger = GCControllerButtonInput()
    /// The sticks.
    public let leftThumbstick = GCControllerDirectionPad(), rightThumbstick = GCControllerDirectionPad()
    /// The d-pad.
    public let dpad = GCControllerDirectionPad()
    /// Told of any change (never, in a preview).
    open var valueChangedHandler: ((GCExtendedGamepad, AnyObject) -> Void)?
}

/// A small gamepad, as a remote (GameController's `GCMicroGamepad`).
open class GCMicroGamepad: NSObject, @unchecked Sendable {
    /// The buttons.
    public let buttonA = GCControllerButtonInput(), buttonX = GCControllerButtonInput()
    /// The d-pad.
    public let dpad = GCControllerDirectionPad()
}

/// A game controller (GameController's `GCController`): a preview's device has none.
open class GCController: NSObject, @unchecked Sendable {
    /// The connected controllers: none.
    open class func controllers() -> [GCController] { [] }
    /// The controller used last: none.
    open class var current: GCController? { nil }
    /// Looks for wireless controllers: none are found.
    open class func startWirelessControllerDiscovery(completionHandler: (() -> Void)? = nil) { completionHandler?() }
    /// Stops looking.
    open class func stopWirelessControllerDiscovery() {}
    /// Whether background events are delivered.
    open class var shouldMonitorBackgroundEvents: Bool {
        get { false }
        set {}
    }
    /// Its vendor's name.
    open var vendorName: String?
    /// Its product category.
    open var productCategory: String { "Gamepad" }
    /// The player it belongs to.
    open var playerIndex = GCControllerPlayerIndex.indexUnset
    /// Its full gamepad.
    open var extendedGamepad: GCExtendedGamepad?
    /// Its small gamepad.
    open var microGamepad: GCMicroGamepad?
    /// Its light.
    open var light: GCDeviceLight?
    /// Whether it is attached to the device.
    open var isAttachedToDevice: Bool { false }
}

/// A key's code (GameController's `GCKeyCode`).
public struct GCKeyCode: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Letters and keys games use.
    public static let keyW = GCKeyCode(rawValue: 26), keyA = GCKeyCode(rawValue: 4), keyS = GCKeyCode(rawValue: 22), keyD = GCKeyCode(rawValue: 7)
    /// Arrows.
    public static let upArrow = GCKeyCode(rawValue: 82), downArrow = GCKeyCode(rawValue: 81)
    /// Arrows.
    public static let leftArrow = GCKeyCode(rawValue: 80), rightArrow = GCKeyCode(rawValue: 79)
    /// Space, Return, Escape.
    public static let spacebar = GCKeyCode(rawValue: 44), returnOrEnter = GCKeyCode(rawValue: 40), escape = GCKeyCode(rawValue: 41)
}

/// A keyboard's keys (GameController's `GCKeyboardInput`): none pressed.
open class GCKeyboardInput: NSObject, @unchecked Sendable {
    /// Whether any key is pressed.
    open var isAnyKeyPressed: Bool { false }
    /// The input of a key.
    open func button(forKeyCode code: GCKeyCode) -> GCControllerButtonInput? { GCControllerButtonInput() }
    /// Told of key changes (never, in a preview).
    open var keyChangedHandler: ((GCKeyboardInput, GCControllerButtonInput, GCKeyCode, Bool) -> Void)?
}

/// A keyboard (GameController's `GCKeyboard`): a preview has none attached.
open class GCKeyboard: NSObject, @unchecked Sendable {
    /// All keyboards as one: none.
    open class var coalesced: GCKeyboard? { nil }
    /// Its keys.
    open var keyboardInput: GCKeyboardInput? { GCKeyboardInput() }
}

/// A mouse (GameController's `GCMouse`): a preview has none.
open class GCMouse: NSObject, @unchecked Sendable {
    /// The mice connected: none.
    open class func mice() -> [GCMouse] { [] }
    /// The mouse used last: none.
    open class var current: GCMouse? { nil }
}
#endif
