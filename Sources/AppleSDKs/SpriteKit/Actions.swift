#if os(Linux)
import Foundation
import StandInUIKit

/// How an action's progress follows time (SpriteKit's `SKActionTimingMode`).
public enum SKActionTimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }

/// Something a node does over time (SpriteKit's `SKAction`): made and kept as the app makes it;
/// a preview runs no frame, so nothing moves and no block or sound runs.
open class SKAction: NSObject, @unchecked Sendable {
    /// How long it takes.
    open var duration: TimeInterval
    /// How its progress follows time.
    open var timingMode = SKActionTimingMode.linear
    /// Its speed.
    open var speed: CGFloat = 1

    init(duration: TimeInterval) { self.duration = duration }

    /// Moves to a point.
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves to an x.
    open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves to a y.
    open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves by a vector.
    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves by an offset.
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Rotates by an angle.
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Rotates to an angle.
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales to a factor.
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales by a factor.
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades in.
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades out.
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades to an opacity.
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Tints with a colour.
    open class func colorize(with color: SKColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(duration: duration)
    }
    /// Changes textures in turn.
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        SKAction(duration: sec * Double(textures.count))
    }
    /// Waits.
    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Waits for a random time in a range: the middle of it, as a preview is deterministic.
    open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Runs a block (never, in a preview).
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(duration: 0) }
    /// Runs a block on a queue (never, in a preview).
    open class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction { SKAction(duration: 0) }
    /// Runs a block each frame (never, in a preview).
    open class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(duration: duration)
    }
    /// Removes the node.
    open class func removeFromParent() -> SKAction { SKAction(duration: 0) }
    /// Hides the node.
    open class func hide() -> SKAction { SKAction(duration: 0) }
    /// Shows the node.
    open class func unhide() -> SKAction { SKAction(duration: 0) }
    /// Plays a sound (silent in a preview).
    open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction { SKAction(duration: 0) }
    /// Actions one after another.
    open class func sequence(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.reduce(0) { $0 + $1.duration }) }
    /// Actions together.
    open class func group(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.map(\.duration).max() ?? 0) }
    /// An action repeated.
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction { SKAction(duration: action.duration * Double(count)) }
    /// An action repeated forever.
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(duration: .infinity) }
    /// The same action backwards.
    open func reversed() -> SKAction { SKAction(duration: duration) }

    /// An action of an actions file: none in a preview, which loads no `.sks` file.
    public convenience init?(named name: String) { return nil }
    /// An action of an actions file at a duration: none in a preview.
    public convenience init?(named name: String, duration sec: TimeInterval) { return nil }
}

extension SKAction {
    /// Scales each axis to a factor.
    public class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales each axis by a factor.
    public class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales the width to a factor.
    public class func scaleX(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales the height to a factor.
    public class func scaleY(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Changes a sprite's colour blend factor.
    public class func colorize(withColorBlendFactor colorBlendFactor: CGFloat, duration sec: TimeInterval) -> SKAction {
        SKAction(duration: sec)
    }
    /// Changes the opacity by an amount.
    public class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Rotates to an angle, the short way round when `shortestUnitArc`.
    public class func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction {
        SKAction(duration: duration)
    }
    /// Moves along a path.
    public class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves along a path at a speed (points per second; its length is unknown here, so it takes no time).
    public class func follow(_ path: CGPath, speed: CGFloat) -> SKAction { SKAction(duration: 0) }
    /// Moves along a path, relative to the node's position when `offset`, turned along it when `orient`.
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction {
        SKAction(duration: duration)
    }
    /// Moves along a path at a speed, relative and turned as asked.
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, speed: CGFloat) -> SKAction {
        SKAction(duration: 0)
    }
    /// Changes the node's action speed to a value.
    public class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Changes the node's action speed by an amount.
    public class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Resizes a sprite to a size.
    public class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Resizes a sprite to a width.
    public class func resize(toWidth width: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Resizes a sprite to a height.
    public class func resize(toHeight height: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Resizes a sprite by amounts.
    public class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Sets a sprite's texture.
    public class func setTexture(_ texture: SKTexture) -> SKAction { SKAction(duration: 0) }
    /// Sets a sprite's texture, resizing the sprite to it when `resize`.
    public class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction { SKAction(duration: 0) }
    /// Changes textures in turn, resizing to each and restoring the first when asked.
    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        SKAction(duration: sec * Double(textures.count))
    }
    /// Runs an action on the child of a name.
    public class func run(_ action: SKAction, onChildWithName name: String) -> SKAction { SKAction(duration: action.duration) }
    /// Pushes the node's physics body over a time.
    public class func applyImpulse(_ impulse: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Pushes the node's physics body steadily over a time.
    public class func applyForce(_ force: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
}
#endif
