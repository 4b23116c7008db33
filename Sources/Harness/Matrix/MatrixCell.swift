import ScreenKit

/// One render of the matrix: a screen in one state, laid out in one locale, Dynamic Type size,
/// device and color scheme.
public struct MatrixCell: Sendable, Hashable, CustomStringConvertible {
    /// The screen's id.
    public var screen: String
    /// The state's name.
    public var state: String
    /// The locale (a catalog's or a pseudo-locale).
    public var locale: LocaleIdentifier
    /// The Dynamic Type size.
    public var size: ContentSizeCategory
    /// The device.
    public var device: Device
    /// Light or dark.
    public var scheme: ColorScheme

    /// A cell.
    public init(screen: String, state: String, locale: LocaleIdentifier, size: ContentSizeCategory, device: Device, scheme: ColorScheme) {
        self.screen = screen
        self.state = state
        self.locale = locale
        self.size = size
        self.device = device
        self.scheme = scheme
    }

    /// The layout conditions of the cell (a pseudo-locale's own direction included).
    public var configuration: ScreenConfiguration {
        ScreenConfiguration(device: device, locale: locale, layoutDirection: PseudoLocale(locale)?.layoutDirection,
                            sizeCategory: size, colorScheme: scheme)
    }

    /// "detail/fixed-header · iPhone SE · pl · AX3 · dark": the cell as reports name it.
    public var description: String { place.description }

    /// A name for files of this render: `detail.fixed-header.pl.AX3.iphone-se.dark`.
    public var fileStem: String {
        [screen, state, locale.bcp47, size.shortName, device.slug, scheme.rawValue]
            .map { String($0.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }) }
            .joined(separator: ".")
    }
}
