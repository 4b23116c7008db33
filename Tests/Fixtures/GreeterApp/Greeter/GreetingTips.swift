import SwiftUI
import TipKit

// A tip with a parameter, an event, rules and actions, as TipKit apps declare one.

struct SayHelloTip: Tip {
    @Parameter static var hasGreeted: Bool = false
    static let openedApp = Tips.Event(id: "openedApp")

    var title: Text { Text("Say hello") }
    var message: Text? { Text("Welcome back") }
    var image: Image? { Image(systemName: "hand.wave") }

    var rules: [Rule] {
        #Rule(Self.$hasGreeted) { $0 == false }
        #Rule(Self.openedApp) { $0.donations.count >= 2 }
    }

    var options: [Option] {
        Tips.MaxDisplayCount(3)
    }

    var actions: [Action] {
        Action(id: "greet", title: "Say hello")
    }
}
