import AppUI
import HarnessCLI

@main struct AppScreens: HarnessMain {
    static let screens = AppUI.screens
}
