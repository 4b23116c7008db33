// Previews of the app's screens whose files declare none, written as a team would write them, so
// that the check has them as screens (the files themselves stay as their authors wrote them).
import SwiftUI

#Preview("Comment depth") {
    NavigationStack { CommentMaximumDepthSettingsView() }
}

#Preview("Haptics") {
    NavigationStack { HapticSettingsView() }
}
