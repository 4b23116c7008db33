#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// A light shining one way everywhere, like the sun (RealityKit's `DirectionalLightComponent`):
/// kept as the app sets it; a preview renders no 3D, so nothing is lit.
public struct DirectionalLightComponent: Component, Sendable {
    /// A light's color (RealityKit's `DirectionalLightComponent.Color`).
    public typealias Color = UIColor
    /// The color.
    public var color: Color
    /// The brightness in lux.
    public var intensity: Float
    /// Whether it only casts shadows onto the real world.
    public var isRealWorldProxy: Bool
    /// A light.
    public init(color: Color = .white, intensity: Float = 2145.7078, isRealWorldProxy: Bool = false) {
        (self.color, self.intensity, self.isRealWorldProxy) = (color, intensity, isRealWorldProxy)
    }
    /// The shadow a directional light casts (RealityKit's `DirectionalLightComponent.Shadow`).
    public struct Shadow: Component, Sendable {
        /// How far from the camera shadows are drawn, in metres.
        public var maximumDistance: Float
        /// How far shadows are pushed back, against artefacts.
        public var depthBias: Float
        /// A shadow.
        public init(maximumDistance: Float = 5, depthBias: Float = 1) { (self.maximumDistance, self.depthBias) = (maximumDistance, depthBias) }
    }
}

/// A light shining from a point every way (RealityKit's `PointLightComponent`).
public struct PointLightComponent: Component, Sendable {
    /// A light's color (RealityKit's `PointLightComponent.Color`).
    public typealias Color = UIColor
    /// The color.
    public var color: Color
    /// The brightness in lumens.
    public var intensity: Float
    /// How far it reaches, in metres.
    public var attenuationRadius: Float
    /// A light.
    public init(color: Color = .white, intensity: Float = 26963.76, attenuationRadius: Float = 10) {
        (self.color, self.intensity, self.attenuationRadius) = (color, intensity, attenuationRadius)
    }
}

/// A light shining a cone from a point (RealityKit's `SpotLightComponent`).
public struct SpotLightComponent: Component, Sendable {
    /// A light's color (RealityKit's `SpotLightComponent.Color`).
    public typealias Color = UIColor
    /// The color.
    public var color: Color
    /// The brightness in lumens.
    public var intensity: Float
    /// The angle of the cone's full brightness.
    public var innerAngleInDegrees: Float
    /// The angle of the cone's edge.
    public var outerAngleInDegrees: Float
    /// How far it reaches, in metres.
    public var attenuationRadius: Float
    /// A light.
    public init(color: Color = .white, intensity: Float = 6740.94, innerAngleInDegrees: Float = 45, outerAngleInDegrees: Float = 60,
                attenuationRadius: Float = 10) {
        (self.color, self.intensity, self.attenuationRadius) = (color, intensity, attenuationRadius)
        (self.innerAngleInDegrees, self.outerAngleInDegrees) = (innerAngleInDegrees, outerAngleInDegrees)
    }
    /// The shadow a spotlight casts (RealityKit's `SpotLightComponent.Shadow`).
    public struct Shadow: Component, Sendable {
        /// How far shadows are pushed back, against artefacts.
        public var depthBias: Float
        /// A shadow.
        public init(depthBias: Float = 1) { self.depthBias = depthBias }
    }
}

/// An entity with a directional light (RealityKit's `HasDirectionalLight`).
@preconcurrency @MainActor public protocol HasDirectionalLight: Entity {}
/// An entity with a point light (RealityKit's `HasPointLight`).
@preconcurrency @MainActor public protocol HasPointLight: Entity {}
/// An entity with a spotlight (RealityKit's `HasSpotLight`).
@preconcurrency @MainActor public protocol HasSpotLight: Entity {}

extension HasDirectionalLight {
    /// Its light.
    public var light: DirectionalLightComponent {
        get { components[DirectionalLightComponent.self] ?? DirectionalLightComponent() }
        set { components[DirectionalLightComponent.self] = newValue }
    }
    /// Its shadow, if it casts one.
    public var shadow: DirectionalLightComponent.Shadow? {
        get { components[DirectionalLightComponent.Shadow.self] }
        set { components[DirectionalLightComponent.Shadow.self] = newValue }
    }
}

extension HasPointLight {
    /// Its light.
    public var light: PointLightComponent {
        get { components[PointLightComponent.self] ?? PointLightComponent() }
        set { components[PointLightComponent.self] = newValue }
    }
}

extension HasSpotLight {
    /// Its light.
    public var light: SpotLightComponent {
        get { components[SpotLightComponent.self] ?? SpotLightComponent() }
        set { components[SpotLightComponent.self] = newValue }
    }
    /// Its shadow, if it casts one.
    public var shadow: SpotLightComponent.Shadow? {
        get { components[SpotLightComponent.Shadow.self] }
        set { components[SpotLightComponent.Shadow.self] = newValue }
    }
}

/// An entity lighting the scene like the sun (RealityKit's `DirectionalLight`).
open class DirectionalLight: Entity, HasDirectionalLight, @unchecked Sendable {
    /// A white light of RealityKit's default brightness.
    public required init() {
        super.init()
        light = DirectionalLightComponent()
    }
}

/// An entity lighting the scene from a point (RealityKit's `PointLight`).
open class PointLight: Entity, HasPointLight, @unchecked Sendable {
    /// A white light of RealityKit's default brightness.
    public required init() {
        super.init()
        light = PointLightComponent()
    }
}

/// An entity lighting a cone of the scene (RealityKit's `SpotLight`).
open class SpotLight: Entity, HasSpotLight, @unchecked Sendable {
    /// A white light of RealityKit's default brightness.
    public required init() {
        super.init()
        light = SpotLightComponent()
    }
}
#endif
