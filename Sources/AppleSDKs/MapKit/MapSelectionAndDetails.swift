#if os(Linux)
@_exported import Foundation
import SwiftUI

// iOS 18's map selection of tagged content or map features, and the system's place-detail
// accessories, sheets and popovers. Nothing is selected in a render, so no detail shows.

/// A value a map's selection can hold: a tag of the app's content or a map feature (MapKit's
/// `MapSelectable`).
public protocol MapSelectable: Hashable {
    /// A selection of a map feature.
    init(_ feature: MapFeature?)
    /// The map feature selected, if a feature is.
    var feature: MapFeature? { get }
}

/// A map's selection: the tag of the app's marker or annotation, or a feature of the map itself
/// (MapKit's `MapSelection`, iOS 18). `Map(position:selection:)` takes a binding to an optional one.
public struct MapSelection<SelectionValue: Hashable>: MapSelectable {
    /// The tag selected, when the app's content is selected.
    public let value: SelectionValue?
    /// The map feature selected, when a feature is.
    public let feature: MapFeature?

    /// A selection of the content tagged `value`.
    public init(_ value: SelectionValue) {
        self.value = value
        feature = nil
    }

    /// A selection of a map feature.
    public init(_ feature: MapFeature?) {
        value = nil
        self.feature = feature
    }
}

extension MapSelection: Sendable where SelectionValue: Sendable {}

/// How the details of a selected place show (MapKit's `MapItemDetailSelectionAccessoryStyle`, iOS 18).
public struct MapItemDetailSelectionAccessoryStyle: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = MapItemDetailSelectionAccessoryStyle(name: "automatic")
    /// A callout on the map, in the automatic callout style.
    public static let callout = MapItemDetailSelectionAccessoryStyle(name: "callout")
    /// An "Open in Apple Maps" link below the content's label.
    public static let caption = MapItemDetailSelectionAccessoryStyle(name: "caption")
    /// The place's detail sheet.
    public static let sheet = MapItemDetailSelectionAccessoryStyle(name: "sheet")
    /// A callout on the map in `style`.
    public static func callout(_ style: CalloutStyle = .automatic) -> MapItemDetailSelectionAccessoryStyle {
        MapItemDetailSelectionAccessoryStyle(name: "callout-" + style.name)
    }

    /// How a callout shows a place (MapKit's `MapItemDetailSelectionAccessoryStyle.CalloutStyle`).
    public struct CalloutStyle: Sendable, Hashable {
        let name: String
        /// The system's choice.
        public static let automatic = CalloutStyle(name: "automatic")
        /// Full details (iPad and Mac).
        public static let full = CalloutStyle(name: "full")
        /// A compact callout.
        public static let compact = CalloutStyle(name: "compact")
    }
}

extension MapContent {
    /// Shows `style`'s details of this content's place when it is selected (MapKit's
    /// `MapContent.mapItemDetailSelectionAccessory(_:)`); nil shows none. Accepted: nothing is
    /// selected in a render.
    public func mapItemDetailSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> Self { self }
}

nonisolated extension View {
    /// Shows `style`'s details of a selected map feature (MapKit's
    /// `mapFeatureSelectionAccessory(_:)`); nil shows none. Accepted: nothing is selected in a render.
    public func mapFeatureSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> some View { self }

    /// Presents `item`'s detail sheet while `isPresented` (MapKit's
    /// `mapItemDetailSheet(isPresented:item:displaysMap:)`): not presented in a render.
    public func mapItemDetailSheet(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true) -> some View { self }

    /// Presents `item`'s details in a popover while `isPresented` (MapKit's
    /// `mapItemDetailPopover(isPresented:item:displaysMap:attachmentAnchor:)`): not presented in a render.
    public func mapItemDetailPopover(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true,
                                     attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)) -> some View { self }

    /// Presents `item`'s details in a popover with its arrow on `arrowEdge`: not presented in a render.
    public func mapItemDetailPopover(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true,
                                     attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge) -> some View { self }

    /// Presents the details of `item` in a popover while it is set (MapKit's
    /// `mapItemDetailPopover(item:displaysMap:attachmentAnchor:)`): not presented in a render.
    public func mapItemDetailPopover(item: Binding<MKMapItem?>, displaysMap: Bool = true,
                                     attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)) -> some View { self }

    /// Presents the details of `item` in a popover with its arrow on `arrowEdge`: not presented in a render.
    public func mapItemDetailPopover(item: Binding<MKMapItem?>, displaysMap: Bool = true,
                                     attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge) -> some View { self }

    /// Presents a full-screen Look Around viewer starting at `initialScene` while `isPresented`
    /// (MapKit's `lookAroundViewer(isPresented:initialScene:…)`, iOS 17): a preview has no
    /// imagery and presents nothing, so `onDismiss` is not called.
    public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View { self }

    /// Presents a full-screen Look Around viewer of `scene` while `isPresented`, writing back the
    /// scene the reader moves to (MapKit's `lookAroundViewer(isPresented:scene:…)`): nothing is
    /// presented in a preview.
    public func lookAroundViewer(isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View { self }
}

/// Where a Look Around preview puts its badge (MapKit's `MKLookAroundBadgePosition`, the type
/// `LookAroundPreview(initialScene:badgePosition:)` takes).
public typealias MKLookAroundBadgePosition = MapBadgePosition
#endif
