// Previews of the app's screens whose files declare none, written as a team would write them, so
// that the check has them as screens (the files themselves stay as their authors wrote them).
import SwiftUI

#Preview("About") {
    NavigationStack { AboutView() }
}

#Preview("Emoji search") {
    NavigationStack { EmojiSearchView() }
}

#Preview("Change icon") {
    NavigationStack { ChangeIconView() }
}

#Preview("Advanced settings") {
    NavigationStack { AdvSettingView() }
}
