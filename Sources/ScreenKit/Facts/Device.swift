/// A device a screen is laid out on: its size in points (portrait), safe areas, status bar and margins.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The marketing name, as `PreviewDevice(rawValue:)` takes it ("iPhone SE (3rd generation)").
    public var name: String
    /// Width and height in points, portrait.
    public var size: Size
    /// Safe-area inset at the top (status bar, notch or Dynamic Island).
    public var topSafeArea: Double
    /// Safe-area inset at the bottom (home indicator).
    public var bottomSafeArea: Double
    /// The status bar's height, which on Dynamic Island phones is less than the top safe area.
    public var statusBarHeight: Double
    /// Whether the device is an iPad (regular width).
    public var isPad: Bool

    /// A device; the status bar fills the top safe area unless told otherwise.
    public init(name: String, size: Size, topSafeArea: Double, bottomSafeArea: Double, statusBarHeight: Double? = nil, isPad: Bool = false) {
        self.name = name
        self.size = size
        self.topSafeArea = topSafeArea
        self.bottomSafeArea = bottomSafeArea
        self.statusBarHeight = statusBarHeight ?? topSafeArea
        self.isPad = isPad
    }

    /// UIKit's system minimum layout margin for the width: 16 pt on iPhones under 414 pt wide,
    /// 20 pt on the wider Plus/Max phones and on iPad. Lists, forms and bars inset by it.
    public var layoutMargin: Double { size.width >= 414 ? 20 : 16 }

    /// A short identifier for file names and the command line ("iphone-se-3rd-generation").
    public var slug: String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    public var description: String { name }

    /// A device by name, slug or short name, ignoring case ("iPhone 16", "iphone-16-pro-max",
    /// "iphone-se", "ipad"); nil when unknown. The short names `iphone-se` and `ipad` mean the
    /// current models.
    public static func named(_ name: String) -> Device? {
        let folded = name.lowercased()
        if let alias = shortNames[folded] { return alias }
        return all.first { $0.name.lowercased() == folded || $0.slug == folded }
    }

    /// The names a person types for the current model of a line.
    private static let shortNames: [String: Device] = ["ipad": .iPad, "iphone-se": .iPhoneSE, "iphone se": .iPhoneSE]
}
