#if os(Linux)
@_exported import Foundation

// Alternative audio languages and subtitles (AVFoundation's media selection API), as a video
// app's subtitle picker uses it. A preview reads no files, so an asset has no media selection
// groups: `loadMediaSelectionGroup(for:)` gives nil and a picker shows no options.

/// A characteristic of media, used to find its selection group (AVFoundation's `AVMediaCharacteristic`).
public struct AVMediaCharacteristic: Hashable, Sendable, RawRepresentable {
    /// The characteristic's name.
    public let rawValue: String
    /// A characteristic of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Visual media (video, alternative angles).
    public static let visual = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicVisual")
    /// Audible media (audio languages).
    public static let audible = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicAudible")
    /// Legible media (subtitles and captions).
    public static let legible = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicLegible")
    /// Media of frames.
    public static let frameBased = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicFrameBased")
    /// The main program.
    public static let isMainProgramContent = AVMediaCharacteristic(rawValue: "public.main-program-content")
    /// Auxiliary content, such as commentary.
    public static let isAuxiliaryContent = AVMediaCharacteristic(rawValue: "public.auxiliary-content")
    /// Subtitles of forced (foreign-language) passages only.
    public static let containsOnlyForcedSubtitles = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicContainsOnlyForcedSubtitles")
    /// Captions transcribing dialog, for accessibility.
    public static let transcribesSpokenDialogForAccessibility = AVMediaCharacteristic(rawValue: "public.accessibility.transcribes-spoken-dialog")
    /// Captions describing music and sound, for accessibility.
    public static let describesMusicAndSoundForAccessibility = AVMediaCharacteristic(rawValue: "public.accessibility.describes-music-and-sound")
    /// Easy-to-read text.
    public static let easyToRead = AVMediaCharacteristic(rawValue: "public.easy-to-read")
    /// Audio describing the video, for accessibility.
    public static let describesVideoForAccessibility = AVMediaCharacteristic(rawValue: "public.accessibility.describes-video")
    /// A translation.
    public static let languageTranslation = AVMediaCharacteristic(rawValue: "public.translation")
    /// A dubbed translation.
    public static let dubbedTranslation = AVMediaCharacteristic(rawValue: "public.translation.dubbed")
    /// A voice-over translation.
    public static let voiceOverTranslation = AVMediaCharacteristic(rawValue: "public.translation.voice-over")
    /// The original content.
    public static let isOriginalContent = AVMediaCharacteristic(rawValue: "public.original-content")
}

/// One choice of a media selection group, such as English subtitles (AVFoundation's `AVMediaSelectionOption`).
open class AVMediaSelectionOption: NSObject, @unchecked Sendable {
    /// The option's kind of media.
    public let mediaType: AVMediaType
    /// The BCP 47 language tag.
    public let extendedLanguageTag: String?
    let characteristics: [AVMediaCharacteristic]

    init(mediaType: AVMediaType, extendedLanguageTag: String?, characteristics: [AVMediaCharacteristic]) {
        self.mediaType = mediaType
        self.extendedLanguageTag = extendedLanguageTag
        self.characteristics = characteristics
    }

    /// The option's locale.
    open var locale: Locale? { extendedLanguageTag.map { Locale(identifier: $0) } }
    /// Whether the option can be played.
    open var isPlayable: Bool { true }
    /// The media's subtypes.
    open var mediaSubTypes: [NSNumber] { [] }
    /// The option's common metadata: none.
    open var commonMetadata: [AVMetadataItem] { [] }
    /// The option's metadata formats: none.
    open var availableMetadataFormats: [String] { [] }
    /// The option's name in the current locale, such as "English".
    open var displayName: String { displayName(with: Locale.current) }
    /// The option's name in `locale`.
    open func displayName(with locale: Locale) -> String {
        guard let code = self.locale?.language.languageCode?.identifier else { return "Unknown Language" }
        return locale.localizedString(forLanguageCode: code) ?? code
    }
    /// Whether the option has a characteristic.
    open func hasMediaCharacteristic(_ mediaCharacteristic: AVMediaCharacteristic) -> Bool {
        characteristics.contains(mediaCharacteristic)
    }
    /// The option's metadata of a format: none.
    open func metadata(forFormat format: String) -> [AVMetadataItem] { [] }
    /// The option of another group that goes with this one: none.
    open func associatedMediaSelectionOption(in mediaSelectionGroup: AVMediaSelectionGroup) -> AVMediaSelectionOption? { nil }
    /// A property list that identifies the option, to find it again with `mediaSelectionOption(withPropertyList:)`.
    open func propertyList() -> Any { ["mediaType": mediaType.rawValue, "extendedLanguageTag": extendedLanguageTag ?? ""] }
}

/// Mutually exclusive options, such as an asset's subtitle languages (AVFoundation's `AVMediaSelectionGroup`).
open class AVMediaSelectionGroup: NSObject, @unchecked Sendable {
    /// The options.
    public let options: [AVMediaSelectionOption]
    /// The option chosen when the user has no preference.
    public let defaultOption: AVMediaSelectionOption?
    /// Whether no option may be selected (as subtitles may be off).
    public let allowsEmptySelection: Bool

    init(options: [AVMediaSelectionOption], defaultOption: AVMediaSelectionOption?, allowsEmptySelection: Bool) {
        self.options = options
        self.defaultOption = defaultOption
        self.allowsEmptySelection = allowsEmptySelection
    }

    /// The option a property list identifies.
    open func mediaSelectionOption(withPropertyList plist: Any) -> AVMediaSelectionOption? {
        guard let wanted = plist as? [String: String] else { return nil }
        return options.first { ($0.propertyList() as? [String: String]) == wanted }
    }
    /// The options that can be played.
    open class func playableMediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption]) -> [AVMediaSelectionOption] {
        mediaSelectionOptions.filter(\.isPlayable)
    }
    /// The options in `locale`'s language.
    open class func mediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption], with locale: Locale) -> [AVMediaSelectionOption] {
        mediaSelectionOptions.filter { $0.locale?.language.languageCode == locale.language.languageCode }
    }
    /// The options with every one of the characteristics.
    open class func mediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption],
                                          withMediaCharacteristics mediaCharacteristics: [AVMediaCharacteristic]) -> [AVMediaSelectionOption] {
        mediaSelectionOptions.filter { option in mediaCharacteristics.allSatisfy(option.hasMediaCharacteristic) }
    }
    /// The options with none of the characteristics.
    open class func mediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption],
                                          withoutMediaCharacteristics mediaCharacteristics: [AVMediaCharacteristic]) -> [AVMediaSelectionOption] {
        mediaSelectionOptions.filter { option in !mediaCharacteristics.contains(where: option.hasMediaCharacteristic) }
    }
    /// The options in the preferred languages, best first; options in other languages are left out.
    open class func mediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption],
                                          filteredAndSortedAccordingToPreferredLanguages preferredLanguages: [String]) -> [AVMediaSelectionOption] {
        preferredLanguages.flatMap { preferred in
            mediaSelectionOptions.filter { $0.locale?.language.languageCode == Locale(identifier: preferred).language.languageCode }
        }.reduce(into: [AVMediaSelectionOption]()) { kept, option in
            if !kept.contains(where: { $0 === option }) { kept.append(option) }
        }
    }
}

/// Which option is selected in each of an asset's groups (AVFoundation's `AVMediaSelection`).
open class AVMediaSelection: NSObject, @unchecked Sendable {
    /// The asset.
    open private(set) weak var asset: AVAsset?
    var choices: [(group: AVMediaSelectionGroup, option: AVMediaSelectionOption?)]

    init(asset: AVAsset?, choices: [(group: AVMediaSelectionGroup, option: AVMediaSelectionOption?)] = []) {
        self.asset = asset
        self.choices = choices
    }

    /// The option selected in a group: the one chosen, else the group's default.
    open func selectedMediaOption(in mediaSelectionGroup: AVMediaSelectionGroup) -> AVMediaSelectionOption? {
        guard let choice = choices.last(where: { $0.group === mediaSelectionGroup }) else { return mediaSelectionGroup.defaultOption }
        return choice.option
    }
    /// Whether the group's option is still picked by the automatic criteria: until one is chosen.
    open func mediaSelectionCriteriaCanBeAppliedAutomatically(to mediaSelectionGroup: AVMediaSelectionGroup) -> Bool {
        !choices.contains { $0.group === mediaSelectionGroup }
    }
}

/// A media selection an app changes (AVFoundation's `AVMutableMediaSelection`).
open class AVMutableMediaSelection: AVMediaSelection, @unchecked Sendable {
    /// Selects an option of a group (nil: none, when the group allows it).
    open func select(_ mediaSelectionOption: AVMediaSelectionOption?, in mediaSelectionGroup: AVMediaSelectionGroup) {
        if let next = AVMediaSelection.choosing(mediaSelectionOption, in: mediaSelectionGroup, after: choices) { choices = next }
    }
}

extension AVMediaSelection {
    /// The choices after selecting an option of a group, or nil when the option is not the
    /// group's (or is nil and the group must have one), as a device then changes nothing.
    static func choosing(_ option: AVMediaSelectionOption?, in group: AVMediaSelectionGroup,
                         after choices: [(group: AVMediaSelectionGroup, option: AVMediaSelectionOption?)])
        -> [(group: AVMediaSelectionGroup, option: AVMediaSelectionOption?)]? {
        if let option, !group.options.contains(where: { $0 === option }) { return nil }
        if option == nil, !group.allowsEmptySelection { return nil }
        return choices.filter { $0.group !== group } + [(group, option)]
    }
}

extension AVAsset {
    /// The group of options with a characteristic, loaded (iOS 15's
    /// `try await asset.loadMediaSelectionGroup(for: .legible)`): nil in a preview, which reads no files.
    public func loadMediaSelectionGroup(for mediaCharacteristic: AVMediaCharacteristic) async throws -> AVMediaSelectionGroup? {
        mediaSelectionGroup(forMediaCharacteristic: mediaCharacteristic)
    }
    /// The group of options with a characteristic, to a completion handler: nil in a preview.
    public func loadMediaSelectionGroup(for mediaCharacteristic: AVMediaCharacteristic,
                                        completionHandler: @escaping @Sendable (AVMediaSelectionGroup?, (any Error)?) -> Void) {
        completionHandler(mediaSelectionGroup(forMediaCharacteristic: mediaCharacteristic), nil)
    }
    /// The group of options with a characteristic: nil in a preview.
    public func mediaSelectionGroup(forMediaCharacteristic mediaCharacteristic: AVMediaCharacteristic) -> AVMediaSelectionGroup? { nil }
    /// The characteristics that have selection groups: none in a preview.
    public var availableMediaCharacteristicsWithMediaSelectionOptions: [AVMediaCharacteristic] { [] }
    /// The default selection of every group.
    public var preferredMediaSelection: AVMediaSelection { AVMediaSelection(asset: self) }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVMediaCharacteristic] {
    /// The characteristics that have selection groups.
    public static var availableMediaCharacteristicsWithMediaSelectionOptions: AVAsyncProperty<AVAsset, [AVMediaCharacteristic]> {
        AVAsyncProperty { $0.availableMediaCharacteristicsWithMediaSelectionOptions }
    }
}

extension AVAsyncProperty where Root == AVAsset, Value == AVMediaSelection {
    /// The default selection of every group.
    public static var preferredMediaSelection: AVAsyncProperty<AVAsset, AVMediaSelection> { AVAsyncProperty { $0.preferredMediaSelection } }
}

extension AVPlayerItem {
    /// The options selected now: those chosen with `select(_:in:)`, else each group's default.
    public var currentMediaSelection: AVMediaSelection { AVMediaSelection(asset: asset, choices: chosenMediaOptions) }
    /// Selects an option of a group (nil: none, when the group allows it); an option not of the
    /// group changes nothing.
    public func select(_ mediaSelectionOption: AVMediaSelectionOption?, in mediaSelectionGroup: AVMediaSelectionGroup) {
        if let next = AVMediaSelection.choosing(mediaSelectionOption, in: mediaSelectionGroup, after: chosenMediaOptions) {
            chosenMediaOptions = next
        }
    }
    /// Lets the automatic criteria pick the group's option again: its default.
    public func selectMediaOptionAutomatically(in mediaSelectionGroup: AVMediaSelectionGroup) {
        chosenMediaOptions.removeAll { $0.group === mediaSelectionGroup }
    }
}
#endif
