import SwiftUI

// The app's entry: left out of the check, which runs the previews instead.
@main
struct GreeterApp: App {
    var body: some Scene {
        WindowGroup {
            GreetingView(model: GreetingModel())
        }
    }
}

extension GreeterApp {
    static let launchCount = 0
}
