#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// The AirPlay button, which lists the nearby speakers and TVs when tapped (AVKit's
/// `AVRoutePickerView`). A preview shows it as its frame (inside a `UIViewRepresentable`, as a
/// placeholder) and never presents the list, so its delegate is never called.
open class AVRoutePickerView: UIView, @unchecked Sendable {
    /// The button's color while a route other than the device is in use: system blue by default.
    open var activeTintColor: UIColor! = .systemBlue
    /// Whether video-capable devices are listed first.
    open var prioritizesVideoDevices = false
    /// Its delegate.
    open weak var delegate: (any AVRoutePickerViewDelegate)?
}

/// What a route picker tells its delegate (AVKit's `AVRoutePickerViewDelegate`): both methods are
/// optional; a preview never presents routes, so neither is called.
public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    /// The list of routes will show.
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    /// The list of routes was dismissed.
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    /// Does nothing by default.
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    /// Does nothing by default.
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}

/// A speed a player's controls offer (AVKit's `AVPlaybackSpeed`, iOS 16).
open class AVPlaybackSpeed: NSObject, @unchecked Sendable {
    /// The rate played at when the speed is selected.
    public let rate: Float
    /// The speed's name, for roomy menus.
    public let localizedName: String

    /// A speed of a rate and name.
    public init(rate: Float, localizedName: String) {
        self.rate = rate
        self.localizedName = localizedName
    }

    /// The speed's short name, such as "1.5×".
    open var localizedNumericName: String { Self.numericName(of: rate) }

    /// The speeds the system offers: 0.5×, 1×, 1.25×, 1.5× and 2×.
    open class var systemDefaultSpeeds: [AVPlaybackSpeed] {
        [0.5, 1, 1.25, 1.5, 2].map { AVPlaybackSpeed(rate: $0, localizedName: numericName(of: $0)) }
    }

    /// A rate's short name: "2×" for a whole rate, "1.25×" otherwise.
    static func numericName(of rate: Float) -> String {
        let whole = rate.isFinite && rate == rate.rounded() && abs(rate) < 1_000_000
        return (whole ? String(Int(rate)) : String(rate)) + "\u{D7}"
    }
}
#endif
