#if os(Linux)
import StandInAppleFoundation
@_exported import Foundation

/// A system sound's identifier (Audio Toolbox's `SystemSoundID`).
public typealias SystemSoundID = UInt32

/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays a system sound (silent in a preview).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound or alert (silent in a preview).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound, then calls `inCompletionBlock`.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Registers a sound file (nothing is registered here).
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> Int32 {
    outSystemSoundID.pointee = 0
    return 0
}
#endif
