#if os(Linux)
@_exported import Foundation

/// A colour space (Core Graphics' `CGColorSpace`), as Core Image's rendering and bitmap contexts
/// take one. Its names are strings (Core Foundation's `CFString` elsewhere in the stand-ins).
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name, if it has one.
    public let name: String?
    /// The number of colour components.
    public let numberOfComponents: Int
    /// A colour space of a name: nil for a name it does not know.
    public convenience init?(name: String) {
        let gray = [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray]
        guard gray.contains(name) || CGColorSpace.rgbNames.contains(name) else { return nil }
        self.init(known: name, components: gray.contains(name) ? 1 : 3)
    }
    init(known name: String, components: Int) {
        self.name = name
        numberOfComponents = components
    }
    private static let rgbNames = [sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, genericRGBLinear, adobeRGB1998, itur_2020, "DeviceRGB"]
    /// sRGB.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Linear sRGB.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Extended-range linear sRGB.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic linear RGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Adobe RGB (1998).
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// ITU-R BT.2020.
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear gray.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
}

/// The device's RGB colour space (Core Graphics' `CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(known: "DeviceRGB", components: 3) }
/// The device's gray colour space (Core Graphics' `CGColorSpaceCreateDeviceGray()`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(known: CGColorSpace.genericGrayGamma2_2, components: 1) }
#endif
