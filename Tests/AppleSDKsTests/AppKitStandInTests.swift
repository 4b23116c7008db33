import StandInAppKit
import StandInCocoa
import StandInCombine
import StandInos
import SwiftUI
import Testing

/// A Mac app's translucent background, written as Mac apps write it.
private struct VibrantBackground: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .underWindowBackground
        view.blendingMode = .behindWindow
        view.state = .active
        return view
    }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}

/// A Mac settings pane: AppKit colours and images, a checkbox, a radio group, a borderless menu.
private struct MacSettingsPane: View {
    @State private var launchAtLogin = false
    @State private var choice = 0
    var body: some View {
        VStack(alignment: .leading) {
            Image(nsImage: NSImage(systemSymbolName: "gear", accessibilityDescription: nil) ?? NSImage(size: .zero))
            Text(verbatim: "Launch at login").foregroundStyle(Color(nsColor: .secondaryLabelColor))
            Toggle(isOn: $launchAtLogin) { Text(verbatim: "Launch") }.toggleStyle(.checkbox)
            Picker(selection: $choice) { Text(verbatim: "A").tag(0) } label: { Text(verbatim: "Mode") }.pickerStyle(.radioGroup)
            Menu { Button(action: {}) { Text(verbatim: "Reveal") } } label: { Text(verbatim: "More") }.menuStyle(.borderlessButton)
            SettingsLink { Text(verbatim: "Settings") }
        }
        .background(VibrantBackground())
        .onExitCommand {}
        .presentedWindowToolbarStyle(.expanded)
    }
}

/// AppKit code as Mac apps write it in views and view models compiles against the stand-in.
@Suite struct AppKitStandInTests {
    @Test("AppKit's colour names draw the iOS system colours they correspond to")
    func colors() {
        #expect(Color(nsColor: .labelColor) == Color(uiColor: .label))
        #expect(Color(nsColor: .windowBackgroundColor) == Color(uiColor: .systemBackground))
        #expect(Color(nsColor: .controlAccentColor) == Color.accentColor)
    }

    @Test("What a Mac view asks of the app, the workspace and the pasteboard answers as a preview would")
    @MainActor func application() {
        #expect(NSApp.activationPolicy() == .regular)
        NSApp.activate(ignoringOtherApps: true)
        #expect(NSWorkspace.shared.open(URL(fileURLWithPath: "/Applications")))
        #expect(NSWorkspace.shared.urlForApplication(withBundleIdentifier: "com.example") == nil)
        let board = NSPasteboard.general
        board.clearContents()
        board.setString("copied", forType: .string)
        #expect(board.string(forType: .string) == "copied")
        let panel = NSOpenPanel()
        panel.canChooseDirectories = true
        #expect(panel.runModal() == .cancel)
        let alert = NSAlert()
        alert.messageText = "Quit?"
        alert.addButton(withTitle: "Quit")
        #expect(alert.runModal() == .alertFirstButtonReturn)
        let monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { $0 }
        #expect(monitor != nil)
        #expect(!NSEvent.modifierFlags.contains(.option))
        let lock = OSAllocatedUnfairLock(initialState: 1)
        #expect(lock.withLock { value -> Int in value += 1; return value } == 2)
    }

    @Test("A Mac settings pane renders on an iPhone screen, its AppKit view as a placeholder")
    func macPaneRenders() throws {
        let screen = ScreenLayout().layout(MacSettingsPane(), name: "settings", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "Launch at login" })
        #expect(screen.allElements.contains { $0.text == "Settings" })
        #expect(screen.allElements.contains { $0.text == "More" })
    }
}

/// A clock row ticking on a timer, handing off its activity, with a password field.
private struct ClockRow: View {
    @State private var now = Date(timeIntervalSince1970: 0)
    @State private var secret = ""
    var body: some View {
        VStack {
            Text(verbatim: "Clock")
            SecureField("Password", text: $secret).textContentType(.password)
        }
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("refresh"))) { _ in }
        .userActivity("com.example.clock") { activity in activity.title = "Clock" }
        .onContinueUserActivity("com.example.clock") { _ in }
    }
}

@Suite struct StandInModifierTests {
    @Test("onReceive, userActivity and textContentType compile and the view is drawn as it is")
    func modifiersOfStandIns() {
        let screen = ScreenLayout().layout(ClockRow(), name: "clock", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "Clock" })
    }
}
