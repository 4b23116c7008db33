/// A device a screen is laid out on: its size in points (portrait), safe areas and margins.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The marketing name, as `PreviewDevice(rawValue:)` takes it ("iPhone 11").
    public var name: String
    /// Width and height in points, portrait.
    public var size: Size
    /// Safe-area inset at the top (status bar or sensor housing).
    public var topSafeArea: Double
    /// Safe-area inset at the bottom (home indicator).
    public var bottomSafeArea: Double
    /// Whether the device is an iPad (regular width).
    public var isPad: Bool

    /// A device.
    public init(name: String, size: Size, topSafeArea: Double, bottomSafeArea: Double, isPad: Bool = false) {
        self.name = name
        self.size = size
        self.topSafeArea = topSafeArea
        self.bottomSafeArea = bottomSafeArea
        self.isPad = isPad
    }

    /// UIKit's system minimum layout margin for the width: 16 pt on iPhones up to 375 pt wide,
    /// 20 pt on the 414 pt Plus/Max/XR/11 phones and on iPad. Lists, forms and bars inset by it.
    public var layoutMargin: Double { size.width >= 414 ? 20 : 16 }

    /// A short identifier for file names and the command line ("iphone-11").
    public var slug: String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    public var description: String { name }

    public static let iPhoneSE = Device(name: "iPhone SE", size: Size(width: 320, height: 568), topSafeArea: 20, bottomSafeArea: 0)
    public static let iPhone8 = Device(name: "iPhone 8", size: Size(width: 375, height: 667), topSafeArea: 20, bottomSafeArea: 0)
    public static let iPhone8Plus = Device(name: "iPhone 8 Plus", size: Size(width: 414, height: 736), topSafeArea: 20, bottomSafeArea: 0)
    public static let iPhone11Pro = Device(name: "iPhone 11 Pro", size: Size(width: 375, height: 812), topSafeArea: 44, bottomSafeArea: 34)
    public static let iPhone11 = Device(name: "iPhone 11", size: Size(width: 414, height: 896), topSafeArea: 44, bottomSafeArea: 34)
    public static let iPhone11ProMax = Device(name: "iPhone 11 Pro Max", size: Size(width: 414, height: 896), topSafeArea: 44, bottomSafeArea: 34)
    public static let iPad = Device(name: "iPad (7th generation)", size: Size(width: 810, height: 1080), topSafeArea: 20, bottomSafeArea: 0, isPad: true)

    /// Every device in the table (DESIGN.md's figures), smallest first.
    public static let all: [Device] = [.iPhoneSE, .iPhone8, .iPhone8Plus, .iPhone11Pro, .iPhone11, .iPhone11ProMax, .iPad]

    /// A device by name or slug, ignoring case ("iPhone 11", "iphone-se", "ipad"); nil when unknown.
    public static func named(_ name: String) -> Device? {
        let folded = name.lowercased()
        if folded == "ipad" { return .iPad }
        return all.first { $0.name.lowercased() == folded || $0.slug == folded }
    }
}
