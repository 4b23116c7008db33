#if os(Linux)
@_exported import Foundation

// Region monitoring's states and the delegate's callbacks of it. A preview's device cannot monitor
// regions (`CLLocationManager.isMonitoringAvailable(for:)` is false), so none of them is called.

/// Where the device is relative to a region (Core Location's `CLRegionState`).
public enum CLRegionState: Int, Sendable { case unknown, inside, outside }

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
}
#endif
