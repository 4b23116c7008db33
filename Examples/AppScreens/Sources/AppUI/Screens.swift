import Harness
import ScreenKit

/// The app's screens as the harness takes them: the same list its executable and its tests use.
public let screens: [ScreenPreview] = [
    ScreenPreview("welcome", summary: "The first screen: a greeting and the button that starts") { WelcomeView() },
    ScreenPreview("settings", summary: "The account settings", states: ["default", "signed-out"]) { state in
        SettingsView(signedIn: state == "default")
    },
]
