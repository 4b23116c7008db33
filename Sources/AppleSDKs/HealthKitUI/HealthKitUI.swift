#if os(Linux)
@_exported import Foundation
// `import HealthKitUI` brings HealthKit, as on iOS.
@_exported import StandInHealthKit
import StandInUIKit

/// The Move, Exercise and Stand rings of an activity summary (HealthKitUI's `HKActivityRingView`):
/// a plain view, drawn as a placeholder of its frame when shown through a `UIViewRepresentable`;
/// it keeps the summary it is given (a preview's store has none to give).
open class HKActivityRingView: UIView, @unchecked Sendable {
    /// The summary the rings show, or nil for empty rings.
    open var activitySummary: HKActivitySummary?

    /// Shows `activitySummary`; `animated` changes nothing in a preview, which draws one frame.
    open func setActivitySummary(_ activitySummary: HKActivitySummary?, animated: Bool) {
        self.activitySummary = activitySummary
    }
}
#endif
