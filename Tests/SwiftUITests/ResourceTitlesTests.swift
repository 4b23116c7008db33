import Foundation
import SwiftUI
import Testing

/// Controls titled with a `LocalizedStringResource` (iOS 16), as apps that keep their strings in
/// a catalog type write them, and iOS 18's label forms.
@MainActor
@Suite struct ResourceTitlesTests {
    private enum Strings {
        static let onlineStatus = LocalizedStringResource("Show online status")
        static let sort = LocalizedStringResource("Sort by")
        static let account = LocalizedStringResource("Account")
        static let nickname = LocalizedStringResource("Nickname")
    }

    private struct Settings: View {
        @State private var online = true
        @State private var order = 0
        @State private var nickname = ""
        var body: some View {
            Form {
                Section(Strings.account) {
                    Toggle(Strings.onlineStatus, isOn: $online)
                    Picker(Strings.sort, selection: $order) { Text(verbatim: "Name").tag(0) }
                    TextField(Strings.nickname, text: $nickname)
                }
                Image(systemName: "circle.fill")
                    .accessibilityLabel { label in label; Text(verbatim: "Online") }
                Text(verbatim: "Ana").accessibilityLabel(Text(verbatim: "Ana, away"), isEnabled: false)
            }
        }
    }

    @Test func resourceTitlesAreShownAndTheLabelFormsCompile() {
        let screen = ScreenLayout().layout(Settings(), name: "settings", in: ScreenConfiguration(device: .iPhone16))
        let texts = screen.allElements.compactMap(\.text)
        for title in ["Show online status", "Sort by", "Nickname"] {
            #expect(texts.contains(title), "\(title) in \(texts)")
        }
        #expect(texts.contains { $0.localizedCaseInsensitiveContains("account") })
    }
}
