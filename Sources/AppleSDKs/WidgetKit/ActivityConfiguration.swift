#if os(Linux)
@_exported import Foundation
import StandInActivityKit
import StandInAppIntents
import SwiftUI

// A widget extension's Live Activity: its Lock Screen view and its Dynamic Island. A preview
// (`#Preview(as: .content, using: attributes) { MyWidget() } contentStates: { … }`) draws the
// presentation it names for the first content state, at the size it has on a 393-point iPhone.

/// What a Live Activity's views are given (WidgetKit's `ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static attributes.
    public let attributes: Attributes
    /// The dynamic content.
    public let state: Attributes.ContentState
    /// Whether the content is out of date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String
}

/// A presentation of a Live Activity in a preview (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// A presentation in the Dynamic Island (WidgetKit's `ActivityPreviewViewKind.DynamicIslandPreviewViewState`).
    public enum DynamicIslandPreviewViewState: Hashable, Sendable { case compact, minimal, expanded }
    /// The Lock Screen view.
    case content
    /// The Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)
}

/// A presentation of the Dynamic Island (WidgetKit's `DynamicIslandMode`).
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String
    /// The leading side of the compact presentation.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The trailing side of the compact presentation.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where a region of the expanded Dynamic Island is (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Equatable, Sendable {
    let name: String
    /// Beside the camera, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
    let part: ExpandedPart
    /// Content at `position`; regions of higher `priority` get space first.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        part = ExpandedPart(position: position, view: AnyView(content()))
    }
}

struct ExpandedPart {
    let position: DynamicIslandExpandedRegionPosition
    let view: AnyView
}

/// The regions of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content: View> {
    let parts: [ExpandedPart]
}

/// Gathers the regions of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedContentBuilder`).
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// No regions.
    public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> { DynamicIslandExpandedContent(parts: []) }
    /// The first region.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: [first.part])
    }
    /// The first regions.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: first.parts)
    }
    /// One more region.
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedRegion<C1>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: accumulated.parts + [next.part])
    }
    /// More regions.
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: accumulated.parts + next.parts)
    }
    /// Regions included when a condition holds.
    public static func buildOptional<C: View>(_ content: DynamicIslandExpandedContent<C>?) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: content?.parts ?? [])
    }
    /// One of two branches of regions.
    public static func buildEither<C: View>(first content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: content.parts)
    }
    /// One of two branches of regions.
    public static func buildEither<C: View>(second content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: content.parts)
    }
    /// Regions included by availability.
    public static func buildLimitedAvailability<C: View>(_ content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(parts: content.parts)
    }
}

/// A Live Activity in the Dynamic Island (WidgetKit's `DynamicIsland`): in a preview each
/// presentation is drawn white on a black island of its size on a 393-point iPhone.
public struct DynamicIsland {
    let expanded: () -> [ExpandedPart]
    let compactLeading: () -> AnyView
    let compactTrailing: () -> AnyView
    let minimal: () -> AnyView
    var keyline: Color?

    /// The island's expanded regions, compact sides and minimal view.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading, @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = { expanded().parts }
        self.compactLeading = { AnyView(compactLeading()) }
        self.compactTrailing = { AnyView(compactTrailing()) }
        self.minimal = { AnyView(minimal()) }
    }

    /// Tints the island's border.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keyline = color
        return island
    }
    /// The URL a tap opens.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// The margins of `mode`'s content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }

    /// The island of `state`, as drawn on a 393-point iPhone.
    func view(_ state: ActivityPreviewViewKind.DynamicIslandPreviewViewState) -> AnyView {
        let island: AnyView
        switch state {
        case .compact:
            island = AnyView(HStack(spacing: 0) {
                compactLeading()
                Spacer(minLength: 126)
                compactTrailing()
            }.padding(.horizontal, 12).frame(width: 250, height: 37).background(Capsule().fill(Color.black)))
        case .minimal:
            island = AnyView(minimal().frame(width: 37, height: 37).background(Circle().fill(Color.black)))
        case .expanded:
            let parts = expanded()
            func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
                VStack(spacing: 4) { ForEach(parts.indices.filter { parts[$0].position == position }, id: \.self) { parts[$0].view } }
            }
            island = AnyView(VStack(spacing: 8) {
                HStack(alignment: .top, spacing: 8) {
                    region(.leading)
                    Spacer(minLength: 0)
                    region(.center)
                    Spacer(minLength: 0)
                    region(.trailing)
                }
                region(.bottom)
            }.padding(.horizontal, 20).padding(.vertical, 14).frame(width: 371).frame(maxHeight: 160)
                .fixedSize(horizontal: false, vertical: true).background(RoundedRectangle(cornerRadius: 44).fill(Color.black)))
        }
        return AnyView(island.environment(\.colorScheme, .dark))
    }
}

/// What a preview asks of an activity configuration: a presentation of a context.
struct ActivityPreviewRequest<Attributes: ActivityAttributes> {
    let kind: ActivityPreviewViewKind
    let context: ActivityViewContext<Attributes>
}

/// A Live Activity's widget (WidgetKit's `ActivityConfiguration`): its Lock Screen view and its
/// Dynamic Island for an activity's context.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let content: (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    /// A Live Activity of `Attributes`, drawn by `content` on the Lock Screen and by `dynamicIsland`.
    public init<Content: View>(for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }

    /// The families offered beyond the iPhone's (watch and CarPlay).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self { self }

    /// The Lock Screen view of a context, or a presentation a preview asks for.
    public func _l10nContent(for entry: Any) -> AnyView? {
        if let context = entry as? ActivityViewContext<Attributes> { return lockScreen(context) }
        guard let request = entry as? ActivityPreviewRequest<Attributes> else { return nil }
        switch request.kind {
        case .content: return lockScreen(request.context)
        case .dynamicIsland(let state): return dynamicIsland(request.context).view(state)
        }
    }

    /// The Lock Screen view: 361 points wide, as tall as its content (at most 160), on the system background.
    private func lockScreen(_ context: ActivityViewContext<Attributes>) -> AnyView {
        AnyView(content(context).frame(width: 361).frame(maxHeight: 160).fixedSize(horizontal: false, vertical: true)
            .background(Color(.systemBackground)).clipShape(RoundedRectangle(cornerRadius: 22)))
    }
}

/// A size of Live Activity beyond the iPhone's (WidgetKit's `ActivityFamily`).
public enum ActivityFamily: Hashable, Sendable {
    /// The Smart Stack of Apple Watch.
    case small
    /// The iPhone's Lock Screen.
    case medium
}

private struct ActivityFamilyKey: EnvironmentKey {
    static let defaultValue = ActivityFamily.medium
}

extension EnvironmentValues {
    /// The size the Live Activity is drawn at: the iPhone's.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The Live Activity's background on the Lock Screen (WidgetKit's `activityBackgroundTint(_:)`):
    /// the view fills the activity, so the tint does too.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity).background(color ?? Color.clear)
    }
    /// The colour of the system's buttons beside the Lock Screen view (WidgetKit's
    /// `activitySystemActionForegroundColor(_:)`); no buttons show in a preview.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
#endif

#if os(Linux)
/// Where an expanded region's content goes when it is wider than its region (WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`).
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable, Hashable {
    let name: String
    /// Below the camera when too wide beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// Places a view of an expanded region below the camera when it is too wide (accepted; the
    /// preview lays regions out in their rows).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
#endif
