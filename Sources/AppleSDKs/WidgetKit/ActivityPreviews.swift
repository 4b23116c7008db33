#if os(Linux)
@_exported import Foundation
import StandInActivityKit
import StandInAppIntents
import SwiftUI

/// Builds a Live Activity preview's content states (WidgetKit's `PreviewActivityBuilder`).
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    /// One state.
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    /// The first states.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    /// More states.
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    /// States made in a loop.
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

/// Builds a Live Activity preview's content states when the preview's attributes are not known
/// (l10n's, for `#Preview(as:using:)` expanded without them). Not WidgetKit API.
@resultBuilder
public enum ActivityContentStatesBuilder {
    /// One state.
    public static func buildExpression<State: Decodable & Encodable & Hashable>(_ contentState: State) -> [State] { [contentState] }
    /// The first states.
    public static func buildPartialBlock<State>(first: [State]) -> [State] { first }
    /// More states.
    public static func buildPartialBlock<State>(accumulated: [State], next: [State]) -> [State] { accumulated + next }
    /// States made in a loop.
    public static func buildArray<State>(_ components: [[State]]) -> [State] { components.flatMap { $0 } }
}

/// Previews a Live Activity's presentation `viewKind` for `attributes` and the first of its
/// content states (WidgetKit's `#Preview(_:as:using:widget:contentStates:)`).
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                                using attributes: Attributes, widget: @escaping () -> W,
                                                                @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]) =
    #externalMacro(module: "SwiftUIMacros", type: "WidgetPreviewMacro")

extension WidgetPreviewView {
    /// What a Live Activity's `#Preview(as:using:)` draws: the presentation `kind` of the widget's
    /// activity configuration for `attributes` and the first of the content states.
    @MainActor
    public static func view<W: Widget, Attributes: ActivityAttributes>(family kind: ActivityPreviewViewKind, attributes: Attributes,
                                                                       widget: () -> W,
                                                                       @PreviewActivityBuilder<Attributes> timeline: () -> [Attributes.ContentState])
        -> AnyView {
        guard let state = timeline().first else {
            return AnyView(UnbuiltView(reason: "the Live Activity's preview has no content state"))
        }
        let context = ActivityViewContext(attributes: attributes, state: state, isStale: false, activityID: "preview")
        return widget().body._l10nContent(for: ActivityPreviewRequest(kind: kind, context: context))
            ?? AnyView(UnbuiltView(reason: "the previewed widget has no activity configuration of \(Attributes.self)"))
    }

    /// What a Live Activity's `#Preview(as:using:)` draws when its expansion did not pass the
    /// attributes on (`using:`): nothing can be drawn without them.
    @MainActor
    public static func view<W: Widget, State: Decodable & Encodable & Hashable>(family kind: ActivityPreviewViewKind, widget: () -> W,
                                                                                @ActivityContentStatesBuilder timeline: () -> [State])
        -> AnyView {
        AnyView(UnbuiltView(reason: "the Live Activity preview's attributes (using:) did not reach the preview"))
    }
}

extension ActivityAttributes {
    /// A preview of the Live Activity of these attributes (WidgetKit's
    /// `previewContext(_:isStale:viewKind:)`): the widget drawing it is not known here, so the
    /// preview is reported as not built; `#Preview(as:using:)` draws it.
    @MainActor
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        UnbuiltView(reason: "previewContext(_:viewKind:) cannot find the Live Activity's widget; preview it with #Preview(as:using:)")
    }
}
#endif
