#if os(Linux)
@_exported import Foundation
import StandInARKit
import StandInUIKit

/// An axis-aligned box (RealityKit's `BoundingBox`).
public struct BoundingBox: Hashable, Sendable {
    /// The box holding nothing.
    public static let empty = BoundingBox(min: SIMD3(repeating: .infinity), max: SIMD3(repeating: -.infinity))
    /// The lowest corner.
    public var min: SIMD3<Float>
    /// The highest corner.
    public var max: SIMD3<Float>
    /// A box between two corners.
    public init(min: SIMD3<Float>, max: SIMD3<Float>) { (self.min, self.max) = (min, max) }
    /// Its size.
    public var extents: SIMD3<Float> { isEmpty ? .zero : max - min }
    /// Its center.
    public var center: SIMD3<Float> { isEmpty ? .zero : (min + max) / 2 }
    /// Its bounding sphere's radius.
    public var boundingRadius: Float { simd_length(extents) / 2 }
    /// Whether it holds nothing.
    public var isEmpty: Bool { min.x > max.x || min.y > max.y || min.z > max.z }
    /// The box grown to hold a point.
    public mutating func formUnion(_ point: SIMD3<Float>) {
        min = pointwiseMin(min, point)
        max = pointwiseMax(max, point)
    }
    /// The box grown to hold another.
    public mutating func formUnion(_ other: BoundingBox) {
        guard !other.isEmpty else { return }
        formUnion(other.min)
        formUnion(other.max)
    }
    var corners: [SIMD3<Float>] {
        [0, 1].flatMap { x in [0, 1].flatMap { y in [0, 1].map { z in
            SIMD3(x == 0 ? min.x : max.x, y == 0 ? min.y : max.y, z == 0 ? min.z : max.z)
        } } }
    }
}

/// A mesh (RealityKit's `MeshResource`): its bounds are kept; nothing is drawn in a preview.
public final class MeshResource: @unchecked Sendable {
    /// The font of text meshes (RealityKit's `MeshResource.Font`, UIKit's `UIFont` on iOS).
    public typealias Font = UIFont
    /// The box around it, in meters.
    public let bounds: BoundingBox
    init(extents: SIMD3<Float>) { bounds = BoundingBox(min: -extents / 2, max: extents / 2) }

    /// A cube.
    public static func generateBox(size: Float, cornerRadius: Float = 0) -> MeshResource { MeshResource(extents: SIMD3(repeating: size)) }
    /// A box.
    public static func generateBox(size: SIMD3<Float>, cornerRadius: Float = 0) -> MeshResource { MeshResource(extents: size) }
    /// A box.
    public static func generateBox(width: Float, height: Float, depth: Float, cornerRadius: Float = 0, splitFaces: Bool = false) -> MeshResource {
        MeshResource(extents: SIMD3(width, height, depth))
    }
    /// A sphere.
    public static func generateSphere(radius: Float) -> MeshResource { MeshResource(extents: SIMD3(repeating: radius * 2)) }
    /// A horizontal plane (in x and z).
    public static func generatePlane(width: Float, depth: Float, cornerRadius: Float = 0) -> MeshResource {
        MeshResource(extents: SIMD3(width, 0, depth))
    }
    /// A vertical plane (in x and y).
    public static func generatePlane(width: Float, height: Float, cornerRadius: Float = 0) -> MeshResource {
        MeshResource(extents: SIMD3(width, height, 0))
    }
    /// A cylinder.
    public static func generateCylinder(height: Float, radius: Float) -> MeshResource { MeshResource(extents: SIMD3(radius * 2, height, radius * 2)) }
    /// A cone.
    public static func generateCone(height: Float, radius: Float) -> MeshResource { MeshResource(extents: SIMD3(radius * 2, height, radius * 2)) }
    /// 3D text; its bounds are estimated from the characters and the font's size in meters.
    public static func generateText(_ string: String, extrusionDepth: Float = 0.25, font: Font = .systemFont(ofSize: 14),
                                    containerFrame: CGRect = .zero) -> MeshResource {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let size = Float(font.pointSize)
        return MeshResource(extents: SIMD3(Float(lines.map(\.count).max() ?? 0) * size * 0.6, Float(lines.count) * size * 1.2, extrusionDepth))
    }
}

/// A collision shape (RealityKit's `ShapeResource`).
public final class ShapeResource: @unchecked Sendable {
    /// The box around it.
    public let bounds: BoundingBox
    init(bounds: BoundingBox) { self.bounds = bounds }
    /// A box.
    public static func generateBox(size: SIMD3<Float>) -> ShapeResource { ShapeResource(bounds: BoundingBox(min: -size / 2, max: size / 2)) }
    /// A box.
    public static func generateBox(width: Float, height: Float, depth: Float) -> ShapeResource { generateBox(size: SIMD3(width, height, depth)) }
    /// A sphere.
    public static func generateSphere(radius: Float) -> ShapeResource { generateBox(size: SIMD3(repeating: radius * 2)) }
    /// A capsule.
    public static func generateCapsule(height: Float, radius: Float) -> ShapeResource { generateBox(size: SIMD3(radius * 2, height, radius * 2)) }
    /// The convex hull of a mesh.
    public static func generateConvex(from mesh: MeshResource) -> ShapeResource { ShapeResource(bounds: mesh.bounds) }
    /// The shape moved.
    public func offsetBy(translation: SIMD3<Float>) -> ShapeResource {
        bounds.isEmpty ? self : ShapeResource(bounds: BoundingBox(min: bounds.min + translation, max: bounds.max + translation))
    }
}

/// How a surface looks (RealityKit's `Material`).
public protocol Material: Sendable {}

/// A number or a texture driving a material property (RealityKit's `MaterialScalarParameter`).
public enum MaterialScalarParameter: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    case float(Float)
    public init(floatLiteral value: Float) { self = .float(value) }
    public init(integerLiteral value: Int) { self = .float(Float(value)) }
}

/// A basic lit material (RealityKit's `SimpleMaterial`).
public struct SimpleMaterial: Material {
    /// A material's color (RealityKit's `SimpleMaterial.BaseColor`).
    public struct BaseColor: Sendable {
        /// The color.
        public var tint: UIColor
        /// A base color.
        public init(tint: UIColor = .white) { self.tint = tint }
    }
    /// The color.
    public var color: BaseColor
    /// How rough it is.
    public var roughness: MaterialScalarParameter
    /// How metallic it is.
    public var metallic: MaterialScalarParameter
    /// A white material.
    public init() { (color, roughness, metallic) = (BaseColor(), 0, 0) }
    /// A material of a color.
    public init(color: UIColor, roughness: MaterialScalarParameter = 0, isMetallic: Bool) {
        (self.color, self.roughness, metallic) = (BaseColor(tint: color), roughness, isMetallic ? 1 : 0)
    }
}

/// A material unaffected by light (RealityKit's `UnlitMaterial`).
public struct UnlitMaterial: Material {
    /// A material's color (RealityKit's `UnlitMaterial.BaseColor`).
    public typealias BaseColor = SimpleMaterial.BaseColor
    /// The color.
    public var color: BaseColor
    /// A white material.
    public init() { color = BaseColor() }
    /// A material of a color.
    public init(color: UIColor) { self.color = BaseColor(tint: color) }
}

/// An invisible material hiding what is behind it (RealityKit's `OcclusionMaterial`).
public struct OcclusionMaterial: Material {
    /// Whether it receives shadows.
    public var receivesDynamicLighting: Bool
    /// An occlusion material.
    public init(receivesDynamicLighting: Bool = false) { self.receivesDynamicLighting = receivesDynamicLighting }
}

/// A physically based material (RealityKit's `PhysicallyBasedMaterial`).
public struct PhysicallyBasedMaterial: Material {
    /// A material's color (RealityKit's `PhysicallyBasedMaterial.BaseColor`).
    public typealias BaseColor = SimpleMaterial.BaseColor
    /// The color.
    public var baseColor = BaseColor()
    /// How metallic it is, 0 to 1.
    public var metallic: MaterialScalarParameter = 0
    /// How rough it is, 0 to 1.
    public var roughness: MaterialScalarParameter = 0
    /// A white material.
    public init() {}
}
#endif
