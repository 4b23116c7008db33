import ScreenKit

/// What iPadOS shows while ⌘ is held with a hardware keyboard: the screen's key commands by
/// discoverability title, with their shortcuts, in a panel over the screen.
struct KeyCommandOverlay: View {
    let commands: [KeyCommand]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(commands) { command in
                HStack(alignment: .firstTextBaseline) {
                    Text(command.discoverabilityTitle)
                    Spacer(minLength: 24)
                    Text(verbatim: command.shortcut).foregroundColor(.secondary)
                }
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 13, style: .continuous).fill(Color(.secondarySystemBackground)))
        .padding(.horizontal, 32)
    }
}
