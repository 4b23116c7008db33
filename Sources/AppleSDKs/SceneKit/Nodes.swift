#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// A point or direction in 3D (SceneKit's `SCNVector3`, of `Float` on iOS).
public struct SCNVector3: Hashable, Sendable {
    public var x: Float, y: Float, z: Float
    /// A vector.
    public init(_ x: Float, _ y: Float, _ z: Float) { (self.x, self.y, self.z) = (x, y, z) }
    /// A vector.
    public init(x: Float, y: Float, z: Float) { self.init(x, y, z) }
    /// A vector of doubles.
    public init(_ x: Double, _ y: Double, _ z: Double) { self.init(Float(x), Float(y), Float(z)) }
    /// A vector of Core Graphics floats.
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.init(Float(x), Float(y), Float(z)) }
    /// A vector of integers.
    public init(_ x: Int, _ y: Int, _ z: Int) { self.init(Float(x), Float(y), Float(z)) }
}

/// The origin (SceneKit's `SCNVector3Zero`).
public let SCNVector3Zero = SCNVector3(0, 0, 0)

/// A rotation about an axis, or a 4D vector (SceneKit's `SCNVector4`).
public struct SCNVector4: Hashable, Sendable {
    public var x: Float, y: Float, z: Float, w: Float
    /// A vector.
    public init(_ x: Float, _ y: Float, _ z: Float, _ w: Float) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
    /// A vector.
    public init(x: Float, y: Float, z: Float, w: Float) { self.init(x, y, z, w) }
}

/// A rotation as a quaternion (SceneKit's `SCNQuaternion`).
public typealias SCNQuaternion = SCNVector4

/// A node of a 3D scene (SceneKit's `SCNNode`): kept as the app builds it; a preview draws the
/// scene's view as a placeholder and renders no frame or action.
open class SCNNode: NSObject, @unchecked Sendable {
    /// Its name.
    open var name: String?
    /// Its shape.
    open var geometry: SCNGeometry?
    /// Its light.
    open var light: SCNLight?
    /// Its camera.
    open var camera: SCNCamera?
    /// Where it is in its parent.
    open var position = SCNVector3Zero
    /// Its rotation as Euler angles.
    open var eulerAngles = SCNVector3Zero
    /// Its rotation about an axis.
    open var rotation = SCNVector4(0, 0, 0, 0)
    /// Its rotation as a quaternion.
    open var orientation = SCNQuaternion(0, 0, 0, 1)
    /// Its scale.
    open var scale = SCNVector3(1, 1, 1)
    /// Its opacity.
    open var opacity: CGFloat = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// Whether it casts shadows.
    open var castsShadow = true
    /// Its body in the physics simulation (kept; never simulated in a preview).
    open var physicsBody: SCNPhysicsBody?
    /// Where it is in the scene: its position moved through its parents'.
    open var worldPosition: SCNVector3 {
        get {
            guard let parent else { return position }
            let base = parent.worldPosition
            return SCNVector3(base.x + position.x, base.y + position.y, base.z + position.z)
        }
        set {
            let base = parent?.worldPosition ?? SCNVector3Zero
            position = SCNVector3(newValue.x - base.x, newValue.y - base.y, newValue.z - base.z)
        }
    }
    private var actions: [String: SCNAction] = [:]
    /// Its children.
    open private(set) var childNodes: [SCNNode] = []
    /// Its parent.
    open private(set) weak var parent: SCNNode?

    /// A node (required, so `clone()` makes one of the same class).
    public required override init() {}
    /// A node of a shape.
    public convenience init(geometry: SCNGeometry?) {
        self.init()
        self.geometry = geometry
    }
    /// Adds a child.
    open func addChildNode(_ child: SCNNode) {
        child.removeFromParentNode()
        child.parent = self
        childNodes.append(child)
    }
    /// Removes it from its parent.
    open func removeFromParentNode() {
        parent?.childNodes.removeAll { $0 === self }
        parent = nil
    }
    /// The first child of a name, searching the tree when `recursively`.
    open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
        for child in childNodes {
            if child.name == name { return child }
            if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
        }
        return nil
    }
    /// Gives it an action: kept, not run.
    open func runAction(_ action: SCNAction) {}
    /// Gives it an action under a key: kept, not run.
    open func runAction(_ action: SCNAction, forKey key: String?) { if let key { actions[key] = action } }
    /// The action of a key.
    open func action(forKey key: String) -> SCNAction? { actions[key] }
    /// Whether it has actions.
    open var hasActions: Bool { !actions.isEmpty }
    /// Gives it an action with a completion: neither runs in a preview.
    open func runAction(_ action: SCNAction, completionHandler block: (() -> Void)? = nil) {}
    /// Removes all actions.
    open func removeAllActions() { actions = [:] }
    /// Removes the action of a key.
    open func removeAction(forKey key: String) { actions[key] = nil }
    /// Turns it to face a point.
    open func look(at worldTarget: SCNVector3) {}
    /// A copy of the node.
    open func clone() -> Self {
        let copy = Self()
        copy.name = name
        copy.geometry = geometry
        copy.position = position
        return copy
    }
}

/// A 3D scene (SceneKit's `SCNScene`).
open class SCNScene: NSObject, @unchecked Sendable {
    /// The root of its nodes.
    public let rootNode = SCNNode()
    /// Its background (`background.contents = UIColor.black`).
    public let background = SCNMaterialProperty()
    /// The environment lighting it.
    public let lightingEnvironment = SCNMaterialProperty()
    /// Whether it is paused.
    open var isPaused = false
    /// Its physics.
    public let physicsWorld = SCNPhysicsWorld()
    /// A scene.
    public override init() {}
    /// A scene from a file of the app's: none in a preview.
    public convenience init?(named name: String) { return nil }
    /// A scene from a file: none in a preview.
    public convenience init(url: URL, options: [String: Any]? = nil) throws { throw CocoaError(.fileReadNoPermission) }
}
#endif
