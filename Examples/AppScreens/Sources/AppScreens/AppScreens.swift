import AppUI
import Harness
import HarnessCLI

@main struct AppScreens: HarnessMain {
    static let screens = AppUI.screens
    static let rules: [any ScreenRule] = [FormalGermanRule()]
}
