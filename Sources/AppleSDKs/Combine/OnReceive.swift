#if os(Linux)
import SwiftUI

nonisolated extension View {
    /// Runs `action` on each value `publisher` sends (SwiftUI's `onReceive`): a render is a still
    /// picture, so timers never tick and notifications never arrive; the view is drawn as it is.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}
#endif
