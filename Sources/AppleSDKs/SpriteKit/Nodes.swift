#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// SpriteKit's colour type (`SKColor`), UIKit's on iOS.
public typealias SKColor = UIColor

/// A node of a SpriteKit scene (SpriteKit's `SKNode`): kept as the app builds it; a preview draws
/// the scene's view as a placeholder and runs no frame, action or physics step.
open class SKNode: UIResponder, @unchecked Sendable {
    /// Its name, for `childNode(withName:)`.
    open var name: String?
    /// Where it is in its parent.
    open var position = CGPoint.zero
    /// Its drawing order among siblings.
    open var zPosition: CGFloat = 0
    /// Its rotation in radians.
    open var zRotation: CGFloat = 0
    /// Its horizontal scale.
    open var xScale: CGFloat = 1
    /// Its vertical scale.
    open var yScale: CGFloat = 1
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// Whether it is paused.
    open var isPaused = false
    /// Whether it takes touches.
    open var isUserInteractionEnabled = false
    /// The app's values on it.
    open var userData: NSMutableDictionary?
    /// Its physics body.
    open var physicsBody: SKPhysicsBody?
    /// The speed its actions run at.
    open var speed: CGFloat = 1
    /// Its children, in the order added.
    open private(set) var children: [SKNode] = []
    /// Its parent.
    open private(set) weak var parent: SKNode?
    /// The scene it is in.
    open var scene: SKScene? { (self as? SKScene) ?? parent?.scene }
    /// The actions it was given, kept and never run.
    private var actions: [String: SKAction] = [:]

    /// A node.
    public override init() {}
    /// A node from a scene file: none in a preview.
    public convenience init?(fileNamed filename: String) { return nil }

    /// The frame its contents take in the parent.
    open var frame: CGRect { CGRect(origin: position, size: .zero) }
    /// Sets both scales.
    open func setScale(_ scale: CGFloat) { xScale = scale; yScale = scale }
    /// Adds a child.
    open func addChild(_ node: SKNode) {
        node.removeFromParent()
        node.parent = self
        children.append(node)
    }
    /// Inserts a child at an index.
    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent()
        node.parent = self
        children.insert(node, at: min(max(index, 0), children.count))
    }
    /// Removes it from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Removes all children.
    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children = []
    }
    /// Removes some children.
    open func removeChildren(in nodes: [SKNode]) { for node in nodes where node.parent === self { node.removeFromParent() } }
    /// The first child of a name (a `//` prefix searches the whole tree).
    open func childNode(withName name: String) -> SKNode? {
        if name.hasPrefix("//") {
            let wanted = String(name.dropFirst(2))
            return descendants().first { $0.name == wanted }
        }
        return children.first { $0.name == name }
    }
    /// Calls `block` for each child of a name until it sets its stop flag.
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for child in children where child.name == name {
            block(child, &stop)
            if stop.boolValue { return }
        }
    }
    /// Whether it is in another node's tree.
    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let current = node {
            if current === parent { return true }
            node = current.parent
        }
        return false
    }
    /// The nodes at a point: none are hit-tested in a preview.
    open func nodes(at point: CGPoint) -> [SKNode] { [] }
    /// The front node at a point: itself.
    open func atPoint(_ p: CGPoint) -> SKNode { self }
    /// Whether a point is inside it.
    open func contains(_ p: CGPoint) -> Bool { frame.contains(p) }
    /// A point converted from another node's space (unchanged in a preview).
    open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint { point }
    /// A point converted to another node's space (unchanged in a preview).
    open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint { point }

    /// Gives it an action: kept, not run.
    open func run(_ action: SKAction) {}
    /// Gives it an action with a completion: neither runs in a preview.
    open func run(_ action: SKAction, completion block: @escaping () -> Void) {}
    /// Gives it an action under a key.
    open func run(_ action: SKAction, withKey key: String) { actions[key] = action }
    /// Gives it an action and waits: returns at once, as nothing runs.
    open func run(_ action: SKAction) async {}
    /// The action of a key.
    open func action(forKey key: String) -> SKAction? { actions[key] }
    /// Whether it has actions.
    open func hasActions() -> Bool { !actions.isEmpty }
    /// Removes the action of a key.
    open func removeAction(forKey key: String) { actions[key] = nil }
    /// Removes all actions.
    open func removeAllActions() { actions = [:] }

    private func descendants() -> [SKNode] { children.flatMap { [$0] + $0.descendants() } }
}

/// A textured or coloured rectangle (SpriteKit's `SKSpriteNode`).
open class SKSpriteNode: SKNode, @unchecked Sendable {
    /// Its texture.
    open var texture: SKTexture?
    /// Its size.
    open var size: CGSize
    /// Its colour.
    open var color: SKColor
    /// How much the colour tints the texture.
    open var colorBlendFactor: CGFloat = 0
    /// Where its position is within it.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// A sprite of a texture, colour and size.
    public init(texture: SKTexture?, color: SKColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
    }
    /// A sprite of a texture at its size.
    public convenience init(texture: SKTexture?) { self.init(texture: texture, color: .white, size: texture?.size() ?? .zero) }
    /// A sprite of a texture and size.
    public convenience init(texture: SKTexture?, size: CGSize) { self.init(texture: texture, color: .white, size: size) }
    /// A sprite of an image of the app's assets.
    public convenience init(imageNamed name: String) { self.init(texture: SKTexture(imageNamed: name)) }
    /// A coloured rectangle.
    public convenience init(color: SKColor, size: CGSize) { self.init(texture: nil, color: color, size: size) }
    /// An empty sprite.
    public override convenience init() { self.init(texture: nil, color: .clear, size: .zero) }
    /// Its frame in the parent.
    open override var frame: CGRect {
        CGRect(x: position.x - size.width * anchorPoint.x, y: position.y - size.height * anchorPoint.y, width: size.width, height: size.height)
    }
}

/// A text node (SpriteKit's `SKLabelNode`).
open class SKLabelNode: SKNode, @unchecked Sendable {
    /// How a label lines up horizontally.
    public enum HorizontalAlignmentMode: Int, Sendable { case center, left, right }
    /// How a label lines up vertically.
    public enum VerticalAlignmentMode: Int, Sendable { case baseline, center, top, bottom }
    /// Its text.
    open var text: String?
    /// Its attributed text.
    open var attributedText: NSAttributedString?
    /// Its font's name.
    open var fontName: String?
    /// Its font's size.
    open var fontSize: CGFloat = 32
    /// Its colour.
    open var fontColor: SKColor? = .white
    /// Its horizontal alignment.
    open var horizontalAlignmentMode = HorizontalAlignmentMode.center
    /// Its vertical alignment.
    open var verticalAlignmentMode = VerticalAlignmentMode.baseline
    /// The most lines (0: no limit).
    open var numberOfLines = 1
    /// The width it wraps at.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// A label.
    public override init() {}
    /// A label of a font.
    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }
    /// A label of a text.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }
}

/// A shape node (SpriteKit's `SKShapeNode`).
open class SKShapeNode: SKNode, @unchecked Sendable {
    /// Its fill.
    open var fillColor: SKColor = .clear
    /// Its stroke.
    open var strokeColor: SKColor = .white
    /// Its stroke's width.
    open var lineWidth: CGFloat = 1
    /// Its glow.
    open var glowWidth: CGFloat = 0
    /// Its path.
    open var path: CGPath?
    private var bounds = CGRect.zero
    /// A shape.
    public override init() {}
    /// A circle.
    public convenience init(circleOfRadius radius: CGFloat) {
        self.init()
        bounds = CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2)
    }
    /// A rectangle centred on the node.
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat = 0) {
        self.init()
        bounds = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    }
    /// A rectangle.
    public convenience init(rect: CGRect, cornerRadius: CGFloat = 0) {
        self.init()
        bounds = rect
    }
    /// An ellipse of a size.
    public convenience init(ellipseOf size: CGSize) { self.init(rectOf: size) }
    /// A path.
    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }
    /// Its frame in the parent.
    open override var frame: CGRect { bounds.offsetBy(dx: position.x, dy: position.y) }
}

/// The scene's camera (SpriteKit's `SKCameraNode`).
open class SKCameraNode: SKNode, @unchecked Sendable {}

/// An image for sprites (SpriteKit's `SKTexture`): its size is unknown in a preview, which loads no image.
open class SKTexture: NSObject, @unchecked Sendable {
    /// The image's name.
    public let imageName: String?
    /// How it is scaled.
    open var filteringMode = SKTextureFilteringMode.linear
    /// A texture of an image of the app's assets.
    public init(imageNamed name: String) { imageName = name }
    /// A texture of an image.
    public init(image: UIImage) { imageName = nil }
    /// Its size: unknown, zero.
    open func size() -> CGSize { .zero }
}

/// How a texture is scaled (SpriteKit's `SKTextureFilteringMode`).
public enum SKTextureFilteringMode: Int, Sendable { case nearest, linear }

extension UITouch {
    /// Where the touch is in a node's space: the origin, as a preview has no touches.
    public func location(in node: SKNode) -> CGPoint { .zero }
}
#endif
