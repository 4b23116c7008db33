#if os(Linux)
import SwiftUI

// iOS 17's embedded photos pickers: how a picker is presented and which of its parts show. A render
// draws a picker as its label whatever the style, as the library never opens in a preview.

/// How a photos picker is shown (PhotosUI's `PhotosPickerStyle`).
public struct PhotosPickerStyle: Sendable, Hashable {
    let name: String
    /// Presented as a sheet when its button is tapped.
    public static let presentation = PhotosPickerStyle(name: "presentation")
    /// Embedded in the view, as a grid.
    public static let inline = PhotosPickerStyle(name: "inline")
    /// Embedded in the view, as a single row.
    public static let compact = PhotosPickerStyle(name: "compact")
}

/// Parts of the picker's interface an app turns off (PhotosUI's `PHPickerCapabilities`).
public struct PHPickerCapabilities: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Capabilities of a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The search field.
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    /// Switching between Photos and Collections.
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 1)
    /// Choosing the staging area.
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 2)
    /// The selection actions (Select All, Deselect).
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    /// The warning shown before sensitive content.
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

extension PHPickerFilter {
    /// Panoramas.
    public static let panoramas = PHPickerFilter(name: "panoramas")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos")
    /// Depth-effect photos.
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    /// Bursts.
    public static let bursts = PHPickerFilter(name: "bursts")
    /// Spatial media.
    public static let spatialMedia = PHPickerFilter(name: "spatialMedia")
}

nonisolated extension View {
    /// How photos pickers inside are shown (accepted: each draws as its label).
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
    /// Turns off parts of the pickers inside (accepted).
    public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View { self }
    /// Whether an embedded picker's navigation and toolbar show on `edges` (accepted).
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}
#endif
