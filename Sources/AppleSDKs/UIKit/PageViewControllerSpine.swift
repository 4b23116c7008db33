#if os(Linux)
@_exported import Foundation

extension UIPageViewController {
    /// Where the pages' spine is (UIKit's `UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine (scrolling pages).
        case none
        /// At the leading or top edge: one page shown.
        case min
        /// In the middle: two pages shown.
        case mid
        /// At the trailing or bottom edge.
        case max

        /// The location an option's value names (the location, or its raw value as an `Int` or `NSNumber`).
        static func of(_ value: Any?) -> SpineLocation? {
            if let location = value as? SpineLocation { return location }
            if let number = value as? NSNumber { return SpineLocation(rawValue: number.intValue) }
            return (value as? Int).flatMap(SpineLocation.init(rawValue:))
        }
    }
}

extension UIPageViewController.OptionsKey {
    /// Where the spine of curling pages is (UIKit's `UIPageViewController.OptionsKey.spineLocation`): a `SpineLocation`'s raw value.
    public static let spineLocation = UIPageViewController.OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
}
#endif
