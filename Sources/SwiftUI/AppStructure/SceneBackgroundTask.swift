#if os(Linux)
import Foundation

/// A kind of background work a scene handles (SwiftUI's `BackgroundTask`), for the scene modifier
/// `backgroundTask(_:action:)`, declared by SwiftUI as on iOS so a scene file need not import
/// BackgroundTasks. A preview never runs in the background: no action is called.
public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String?
}

extension BackgroundTask where Request == Void, Response == Void {
    /// The app refresh task of `identifier`, scheduled with a `BGAppRefreshTaskRequest`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(identifier: identifier) }
    /// The events of the background URL session of `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(identifier: identifier) }
}

extension BackgroundTask where Request == String, Response == Void {
    /// The events of any background URL session; the action gets the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(identifier: nil) }
}

extension Scene {
    /// Runs `action` when the system gives the app `task` to do in the background (SwiftUI's
    /// `Scene.backgroundTask(_:action:)`): accepted, never run in a preview.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>,
                                                         action: @escaping @Sendable (D) async -> R) -> some Scene {
        ModifiedScene(content: self)
    }
}
#endif
