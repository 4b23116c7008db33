import ScreenKit

/// The account settings: who is signed in and the way out, or the way in, and the notifications.
struct SettingsView: View {
    let signedIn: Bool

    var body: some View {
        NavigationView {
            List {
                if signedIn {
                    Text(verbatim: "ada@example.org")
                    Button(action: {}) { Text("Sign Out").foregroundColor(.primary) }
                } else {
                    Button(action: {}) { Text("Sign In").foregroundColor(.primary) }
                }
                Text("Notifications")
            }
            .navigationBarTitle("Settings")
        }
    }
}
