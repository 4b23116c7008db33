#if os(Linux)
@_exported import Foundation
import SwiftUI

/// A gesture's value with the entity it landed on (RealityKit's `EntityTargetValue`); its
/// value's properties read through it (`value.location`). A preview recognizes no gesture, so
/// an action never gets one.
@dynamicMemberLookup
public struct EntityTargetValue<Value> {
    /// The entity the gesture landed on.
    public let entity: Entity
    /// The gesture's own value.
    public let gestureValue: Value
    /// A property of the gesture's value.
    public subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T { gestureValue[keyPath: keyPath] }
}

/// A gesture that reports the entity it landed on (what RealityKit's `targetedToAnyEntity()` and
/// `targetedToEntity(_:)` return, as an opaque gesture there): recognized by nothing in a preview.
public struct EntityTargetedGesture<Base: Gesture>: Gesture {
    /// The base gesture's value with its entity.
    public typealias Value = EntityTargetValue<Base.Value>
    let base: Base
}

extension Gesture {
    /// The gesture on any entity with an input target (RealityKit's `targetedToAnyEntity()`).
    public func targetedToAnyEntity() -> EntityTargetedGesture<Self> { EntityTargetedGesture(base: self) }
    /// The gesture on `entity` and its descendants (RealityKit's `targetedToEntity(_:)`).
    public func targetedToEntity(_ entity: Entity) -> EntityTargetedGesture<Self> { EntityTargetedGesture(base: self) }
}

/// How the user may move a reality view's virtual camera (RealityKit's `CameraControls`).
public struct CameraControls: Sendable, Hashable {
    let name: String
    /// The camera stays put.
    public static let none = CameraControls(name: "none")
    /// The camera orbits the content.
    public static let orbit = CameraControls(name: "orbit")
    /// The camera pans.
    public static let pan = CameraControls(name: "pan")
    /// The camera tilts.
    public static let tilt = CameraControls(name: "tilt")
    /// The camera moves in and out.
    public static let dolly = CameraControls(name: "dolly")
}

extension View {
    /// Lets the user move a reality view's camera with `controls` (RealityKit's
    /// `realityViewCameraControls(_:)`): accepted; a preview takes no input.
    public func realityViewCameraControls(_ controls: CameraControls) -> some View { self }
}
#endif
