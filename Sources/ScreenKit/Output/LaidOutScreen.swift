/// The conditions a screen is laid out in: device, locale (and its direction), Dynamic Type size
/// and appearance.
public struct ScreenConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// The locale texts are looked up and formatted in.
    public var locale: LocaleIdentifier
    /// The layout direction; the locale's own when nil.
    public var layoutDirectionOverride: LayoutDirection?
    /// The Dynamic Type size.
    public var sizeCategory: ContentSizeCategory
    /// Light or dark.
    public var colorScheme: ColorScheme

    /// A configuration; defaults are an iPhone 11 in US English at the default size, light.
    public init(device: Device = .iPhone11, locale: LocaleIdentifier = LocaleIdentifier(language: "en", region: "US"),
                layoutDirection: LayoutDirection? = nil, sizeCategory: ContentSizeCategory = .large,
                colorScheme: ColorScheme = .light) {
        self.device = device
        self.locale = locale
        self.layoutDirectionOverride = layoutDirection
        self.sizeCategory = sizeCategory
        self.colorScheme = colorScheme
    }

    /// The direction layouts run in.
    public var layoutDirection: LayoutDirection { layoutDirectionOverride ?? locale.layoutDirection }

    /// "iPhone 11 · en-US · L · light".
    public var description: String {
        [device.name, locale.bcp47 + (layoutDirectionOverride.map { $0 != locale.layoutDirection ? " (\($0.rawValue))" : "" } ?? ""),
         sizeCategory.shortName, colorScheme.rawValue].joined(separator: " · ")
    }
}

/// A screen laid out: one value that every rendering (text, tree, JSON, SVG) and every check
/// reads. Its root element is the whole screen; frames are in screen points.
public struct LaidOutScreen: Sendable, Hashable {
    /// The screen's name ("detail").
    public var name: String
    /// The conditions it was laid out in.
    public var configuration: ScreenConfiguration
    /// The whole screen: status bar, content, and any presentation on top.
    public var root: Element
    /// Why the screen could not be built or laid out in full (a view that contains itself without
    /// end, a view that could not be built), empty when nothing stopped it.
    public var unsettled: [String] = []

    /// Every element, depth first.
    public var allElements: [Element] { root.allElements }

    /// Every text element.
    public var texts: [Element] { allElements.filter { $0.kind == .text } }

    /// The screen in a format: `.text`, `.tree`, `.json` or `.svg`.
    public func rendered(as format: RenderFormat) -> String {
        format.renderer.render(self)
    }
}
