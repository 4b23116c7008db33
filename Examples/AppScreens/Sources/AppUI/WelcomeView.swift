import ScreenKit

/// The first screen: a title, a line of text, the daily reminder's schedule and the button that
/// starts. The reminder row shares one line between its name and its schedule, which English fits
/// and German ("An Werktagen um 9 Uhr morgens") does not.
struct WelcomeView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome").font(.largeTitle).bold()
            Text("Your lists, on every device.")
            HStack {
                Text("Reminders").lineLimit(1)
                Spacer()
                Text("Weekdays at 9 AM").foregroundColor(.primary).lineLimit(1)
            }
            Button(action: {}) { Text("Get Started").foregroundColor(.primary).padding() }
            Spacer()
        }
        .padding()
    }
}
