#if os(Linux)
import SwiftUI

nonisolated extension View {
    /// Advertises a user activity for Handoff (SwiftUI's `userActivity`); accepted, nothing is advertised.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }
    /// Advertises a user activity about `element` while it is non-nil; accepted, nothing is advertised.
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }
    /// Continues a user activity handed off to the app; accepted, none arrives in a render.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}
#endif
