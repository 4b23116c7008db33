#if os(Linux)
@_exported import Foundation
import StandInUIKit
import SwiftUI

/// Where a reality view's camera is (RealityKit's `RealityViewCamera`).
public enum RealityViewCamera: Sendable { case virtual, spatialTracking, worldTracking }

/// What a reality view shows, given to its `make` and `update` closures (RealityKit's
/// `RealityViewCameraContent`; visionOS's `RealityViewContent` is the same here).
@preconcurrency @MainActor
public struct RealityViewCameraContent {
    let root = Entity()
    /// The entities shown: changing it changes the content.
    public var entities: Entity.ChildCollection {
        get { root.children }
        nonmutating set { root.children = newValue }
    }
    /// Where the camera is.
    public var camera = RealityViewCamera.worldTracking
    /// The entity the virtual camera looks at.
    public var cameraTarget: Entity?
    /// Adds an entity.
    public func add(_ entity: Entity) { root.addChild(entity) }
    /// Removes an entity.
    public func remove(_ entity: Entity) { root.removeChild(entity) }

    /// The view a reality view draws (RealityKit's `RealityViewCameraContent.Body`): no 3D is
    /// rendered in a preview, so a placeholder filling the frame it is given.
    public struct Body<Placeholder: View>: View {
        nonisolated init(placeholder: Placeholder) {}
        public var body: some View {
            Rectangle().fill(Color(.tertiarySystemFill)).accessibilityHidden(true)
        }
    }
}

/// The content of a reality view (visionOS's `RealityViewContent`).
public typealias RealityViewContent = RealityViewCameraContent

/// The view a reality view shows while its content loads (RealityKit's `RealityViewDefaultPlaceholder`).
public struct RealityViewDefaultPlaceholder: View {
    public var body: some View { EmptyView() }
}

/// RealityKit content in SwiftUI (RealityKit's `RealityView`): a preview renders no 3D and runs no
/// frame, so `make` and `update` are not called and the view draws as a placeholder filling the
/// frame it is given; the views around it are checked.
public struct RealityView<Content: View>: View {
    let content: Content

    /// A reality view whose entities `make` adds.
    public nonisolated init(make: @escaping @MainActor @Sendable (inout RealityViewCameraContent) async -> Void,
                            update: (@MainActor (inout RealityViewCameraContent) -> Void)? = nil)
    where Content == RealityViewCameraContent.Body<RealityViewDefaultPlaceholder> {
        content = RealityViewCameraContent.Body(placeholder: RealityViewDefaultPlaceholder())
    }

    /// A reality view whose entities `make` adds, showing `placeholder` while they load.
    public nonisolated init<P: View>(make: @escaping @MainActor @Sendable (inout RealityViewCameraContent) async -> Void,
                                     update: (@MainActor (inout RealityViewCameraContent) -> Void)? = nil,
                                     @ViewBuilder placeholder: () -> P)
    where Content == RealityViewCameraContent.Body<P> {
        content = RealityViewCameraContent.Body(placeholder: placeholder())
    }

    public var body: some View { content }
}
#endif
