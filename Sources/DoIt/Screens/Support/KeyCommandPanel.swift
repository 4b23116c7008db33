import SwiftUI

/// What iPadOS shows while ⌘ is held with a hardware keyboard: the screen's key commands by
/// discoverability title, each with its shortcut. Shown here as a sheet over the screen, so it
/// is its own layer. Like the system panel it stands for, it stops growing at the largest
/// standard text size.
struct KeyCommandPanel: View {
    let commands: [KeyCommand]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(commands) { command in
                HStack(alignment: .firstTextBaseline) {
                    Text(command.discoverabilityTitle)
                    Spacer(minLength: 24)
                    Text(verbatim: command.shortcut).foregroundStyle(.secondary).fixedSize()
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}
