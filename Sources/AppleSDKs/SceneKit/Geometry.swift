#if os(Linux)
import Foundation
import StandInUIKit

/// What a material's property holds (SceneKit's `SCNMaterialProperty`): a colour, an image name
/// or an image, kept.
open class SCNMaterialProperty: NSObject, @unchecked Sendable {
    /// The contents.
    open var contents: Any?
    /// The strength.
    open var intensity: CGFloat = 1
    /// A property.
    public override init() {}
    /// A property of contents.
    public init(contents: Any) { self.contents = contents }
}

/// A surface's look (SceneKit's `SCNMaterial`).
open class SCNMaterial: NSObject, @unchecked Sendable {
    /// How light falls on it (SceneKit's `SCNMaterial.LightingModel`).
    public struct LightingModel: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Blinn.
        public static let blinn = LightingModel(rawValue: "blinn")
        /// Lambert.
        public static let lambert = LightingModel(rawValue: "lambert")
        /// Constant.
        public static let constant = LightingModel(rawValue: "constant")
        /// Physically based.
        public static let physicallyBased = LightingModel(rawValue: "physicallyBased")
    }
    /// Its base colour.
    public let diffuse = SCNMaterialProperty()
    /// Its highlights.
    public let specular = SCNMaterialProperty()
    /// Its glow.
    public let emission = SCNMaterialProperty()
    /// Its bumps.
    public let normal = SCNMaterialProperty()
    /// Its metalness.
    public let metalness = SCNMaterialProperty()
    /// Its roughness.
    public let roughness = SCNMaterialProperty()
    /// Its transparency.
    open var transparency: CGFloat = 1
    /// Whether both sides show.
    open var isDoubleSided = false
    /// How light falls on it.
    open var lightingModel = LightingModel.blinn
    /// A material.
    public override init() {}
}

/// A shape (SceneKit's `SCNGeometry`).
open class SCNGeometry: NSObject, @unchecked Sendable {
    /// Its materials.
    open var materials: [SCNMaterial] = [SCNMaterial()]
    /// Its first material.
    open var firstMaterial: SCNMaterial? {
        get { materials.first }
        set { materials = newValue.map { [$0] + materials.dropFirst() } ?? Array(materials.dropFirst()) }
    }
    /// Its name.
    open var name: String?
    /// A shape.
    public override init() {}
}

/// A box (SceneKit's `SCNBox`).
open class SCNBox: SCNGeometry, @unchecked Sendable {
    /// Its sides and corner radius.
    open var width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat
    /// A box.
    public init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) {
        (self.width, self.height, self.length, self.chamferRadius) = (width, height, length, chamferRadius)
    }
}

/// A sphere (SceneKit's `SCNSphere`).
open class SCNSphere: SCNGeometry, @unchecked Sendable {
    /// Its radius.
    open var radius: CGFloat
    /// A sphere.
    public init(radius: CGFloat) { self.radius = radius }
}

/// A plane (SceneKit's `SCNPlane`).
open class SCNPlane: SCNGeometry, @unchecked Sendable {
    /// Its size.
    open var width: CGFloat, height: CGFloat
    /// Its corner radius.
    open var cornerRadius: CGFloat = 0
    /// A plane.
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
}

/// A cylinder (SceneKit's `SCNCylinder`).
open class SCNCylinder: SCNGeometry, @unchecked Sendable {
    /// Its radius and height.
    open var radius: CGFloat, height: CGFloat
    /// A cylinder.
    public init(radius: CGFloat, height: CGFloat) { (self.radius, self.height) = (radius, height) }
}

/// A cone (SceneKit's `SCNCone`).
open class SCNCone: SCNGeometry, @unchecked Sendable {
    /// Its radii and height.
    open var topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat
    /// A cone.
    public init(topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat) {
        (self.topRadius, self.bottomRadius, self.height) = (topRadius, bottomRadius, height)
    }
}

/// A torus (SceneKit's `SCNTorus`).
open class SCNTorus: SCNGeometry, @unchecked Sendable {
    /// Its radii.
    open var ringRadius: CGFloat, pipeRadius: CGFloat
    /// A torus.
    public init(ringRadius: CGFloat, pipeRadius: CGFloat) { (self.ringRadius, self.pipeRadius) = (ringRadius, pipeRadius) }
}

/// A capsule (SceneKit's `SCNCapsule`).
open class SCNCapsule: SCNGeometry, @unchecked Sendable {
    /// Its radius and height.
    open var capRadius: CGFloat, height: CGFloat
    /// A capsule.
    public init(capRadius: CGFloat, height: CGFloat) { (self.capRadius, self.height) = (capRadius, height) }
}

/// A pyramid (SceneKit's `SCNPyramid`).
open class SCNPyramid: SCNGeometry, @unchecked Sendable {
    /// Its sides.
    open var width: CGFloat, height: CGFloat, length: CGFloat
    /// A pyramid.
    public init(width: CGFloat, height: CGFloat, length: CGFloat) { (self.width, self.height, self.length) = (width, height, length) }
}

/// An endless floor (SceneKit's `SCNFloor`).
open class SCNFloor: SCNGeometry, @unchecked Sendable {
    /// How much it reflects.
    open var reflectivity: CGFloat = 0.25
}

/// Extruded text (SceneKit's `SCNText`).
open class SCNText: SCNGeometry, @unchecked Sendable {
    /// The text (a `String` or `NSAttributedString`).
    open var string: Any?
    /// How deep it is.
    open var extrusionDepth: CGFloat
    /// Its font.
    open var font: UIFont?
    /// Its flatness.
    open var flatness: CGFloat = 0.6
    /// Text extruded by a depth.
    public init(string: Any?, extrusionDepth: CGFloat) {
        self.string = string
        self.extrusionDepth = extrusionDepth
    }
}

/// A light (SceneKit's `SCNLight`).
open class SCNLight: NSObject, @unchecked Sendable {
    /// A kind of light (SceneKit's `SCNLight.LightType`).
    public struct LightType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// From one point.
        public static let omni = LightType(rawValue: "omni")
        /// From everywhere.
        public static let ambient = LightType(rawValue: "ambient")
        /// From far away.
        public static let directional = LightType(rawValue: "directional")
        /// A cone.
        public static let spot = LightType(rawValue: "spot")
    }
    /// Its kind.
    open var type = LightType.omni
    /// Its colour.
    open var color: Any = UIColor.white
    /// Its strength.
    open var intensity: CGFloat = 1000
    /// Whether it casts shadows.
    open var castsShadow = false
    /// A spot's inner angle in degrees.
    open var spotInnerAngle: CGFloat = 0
    /// A spot's outer angle in degrees.
    open var spotOuterAngle: CGFloat = 45
    /// How far it reaches.
    open var attenuationEndDistance: CGFloat = 0
    /// A light.
    public override init() {}
}

/// A camera (SceneKit's `SCNCamera`).
open class SCNCamera: NSObject, @unchecked Sendable {
    /// Its field of view in degrees.
    open var fieldOfView: CGFloat = 60
    /// The nearest distance drawn.
    open var zNear: Double = 1
    /// The farthest distance drawn.
    open var zFar: Double = 100
    /// Whether it projects orthographically.
    open var usesOrthographicProjection = false
    /// The orthographic scale.
    open var orthographicScale: Double = 1
    /// A camera.
    public override init() {}
}
#endif
