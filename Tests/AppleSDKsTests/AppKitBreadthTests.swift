import Foundation
import StandInAppKit
import StandInUniformTypeIdentifiers
import StandInWebKit
import SwiftUI
import Testing

/// AppKit API of menu-bar utilities, editors and file browsers: a Mac without other apps,
/// windows or pasteboard contents of other apps, where nothing opens.
@MainActor
@Suite struct AppKitBreadthTests {
    @Test func aPopoverAndStatusItemNeverShow() {
        let popover = NSPopover()
        popover.behavior = .transient
        popover.show(relativeTo: .zero, of: NSView(frame: .zero), preferredEdge: .minY)
        #expect(!popover.isShown)
        let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        item.button?.imagePosition = .imageLeading
        item.button?.sendAction(on: [.leftMouseUp, .rightMouseUp])
        let quit = NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q")
        quit.keyEquivalentModifierMask = [.command, .option]
        #expect(quit.keyEquivalentModifierMask.contains(.option))
    }

    @Test func onlyThisAppRuns() {
        #expect(NSRunningApplication(processIdentifier: ProcessInfo.processInfo.processIdentifier) != nil)
        #expect(NSRunningApplication(processIdentifier: -1) == nil)
        #expect(NSRunningApplication.current.launchDate == nil && !NSRunningApplication.current.isHidden)
    }

    @Test func aTextViewComesInAScrollViewAndAWindowKeepsNothing() {
        let scroll = NSTextView.scrollableTextView()
        let text = scroll.documentView as? NSTextView
        text?.allowsUndo = true
        text?.isAutomaticQuoteSubstitutionEnabled = false
        scroll.borderType = .noBorder
        #expect(text != nil && text?.allowsUndo == true)
        let window = NSWindow()
        window.contentMinSize = CGSize(width: 400, height: 300)
        window.collectionBehavior.insert(.fullScreenNone)
        #expect(window.minSize.width == 400 && window.screen != nil && !window.isZoomed)
        #expect(window.setFrameAutosaveName("Main"))
    }

    @Test func aMacFontIsFixedAndThePasteboardHoldsWhatWasWritten() {
        #expect(Font(NSFont.monospacedSystemFont(ofSize: 11, weight: .regular)) == .custom("SF Mono", fixedSize: 11))
        #expect(NSFont.systemFontSize == 13)
        let board = NSPasteboard.general
        board.clearContents()
        board.setString("copied", forType: .string)
        #expect(board.readObjects(forClasses: [NSString.self]) as? [String] == ["copied"])
        #expect(board.readObjects(forClasses: [NSURL.self], options: [.urlReadingFileURLsOnly: true])?.isEmpty == true)
    }

    @Test func filesAreNotTrashedAndTheirTypeIsUnknown() throws {
        #expect(throws: CocoaError.self) { try FileManager.default.trashItem(at: URL(fileURLWithPath: "/tmp/x"), resultingItemURL: nil) }
        let values = try URL(fileURLWithPath: NSTemporaryDirectory()).resourceValues(forKeys: [.contentTypeKey, .isDirectoryKey])
        #expect(values.contentType == nil && values.isDirectory == true)
        #expect(NSAlert().suppressionButton == nil)
    }

    /// A window accessor as Mac apps write it: the view's window is AppKit's `NSWindow`.
    private struct WindowAccessor: NSViewRepresentable {
        @Binding var window: NSWindow?
        func makeNSView(context: Context) -> NSView {
            let view = NSView()
            window = view.window
            view.window?.makeKey()
            if let shown = view.window { shown.title = "Never" }
            return view
        }
        func updateNSView(_ nsView: NSView, context: Context) {}
    }

    @Test func aViewsWindowIsAnNSWindowAndAbsentInAPreview() {
        let view = NSView()
        let window: NSWindow? = view.window
        #expect(window == nil)
        let screen = ScreenLayout().layout(WindowAccessor(window: .constant(nil)).frame(width: 40, height: 20), name: "accessor",
                                           in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.frame.width == 40 }, "drawn as a placeholder of its frame")
    }

    @Test func keyValueCodingOnAViewIsDroppedAsNoRuntimeFindsTheProperty() {
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        web.setValue(false, forKey: "drawsBackground")
        #expect(web.value(forKey: "drawsBackground") == nil)
        web.configuration.preferences.isElementFullscreenEnabled = true
    }

    @Test func recentDocumentsAreNotedNewestFirstAndNoneOpen() async {
        let controller = NSDocumentController()
        controller.noteNewRecentDocumentURL(URL(fileURLWithPath: "/tmp/a.md"))
        controller.noteNewRecentDocumentURL(URL(fileURLWithPath: "/tmp/b.md"))
        controller.noteNewRecentDocumentURL(URL(fileURLWithPath: "/tmp/a.md"))
        #expect(controller.recentDocumentURLs.map(\.lastPathComponent) == ["a.md", "b.md"])
        #expect(NSDocumentController.shared.documents.isEmpty)
        await #expect(throws: CocoaError.self) { _ = try await controller.openDocument(withContentsOf: URL(fileURLWithPath: "/tmp/a.md"), display: true) }
    }

    /// A search field wrapped for SwiftUI, as Mac apps write it.
    private struct SearchBar: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> NSSearchField {
            let field = NSSearchField(frame: .zero)
            field.sendsSearchStringImmediately = true
            field.bezelStyle = .roundedBezel
            field.controlSize = .regular
            field.delegate = context.coordinator
            field.autoresizingMask = [.width, .height]
            return field
        }
        func updateNSView(_ field: NSSearchField, context: Context) { field.stringValue = text }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, NSSearchFieldDelegate {
            func searchFieldDidEndSearching(_ sender: NSSearchField) {}
        }
    }

    @Test func macControlsPanelsAndColoursAsUtilitiesWriteThem() {
        let screen = ScreenLayout().layout(SearchBar(text: .constant("")).frame(width: 200, height: 22), name: "search",
                                           in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.frame.width == 200 })
        let image = NSImageView(frame: .zero)
        image.imageScaling = .scaleProportionallyUpOrDown
        image.imageFrameStyle = .none
        #expect(!image.isEditable && image.animates)
        NSColorPanel.shared.mode = .wheel
        NSColorPanel.shared.orderFront(nil)
        #expect(!NSColorPanel.shared.isVisible)
        var picked: NSColor? = .white
        NSColorSampler().show { picked = $0 }
        #expect(picked == nil)
        let mint: NSColor = .systemMint
        #expect(NSColor(named: "Accent") != nil && mint !== NSColor.white, "one systemMint and one init(named:), not two")
        #expect([NSBundleExecutableArchitectureARM64, NSBundleExecutableArchitectureX86_64].contains(NSRunningApplication.current.executableArchitecture))
        #expect(throws: CocoaError.self) { try NSWorkspace.shared.unmountAndEjectDevice(at: URL(fileURLWithPath: "/Volumes/Backup")) }
        _ = NSSound(named: NSSound.Name("Glass"))
        let item = NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q")
        item.keyEquivalentModifierMask = [.command, .option]
        #expect(item.keyEquivalentModifierMask.contains(.option))
    }

    @Test func aFolderWatcherRegistersAndCancelsWithoutChanges() async {
        let descriptor = open(NSTemporaryDirectory(), O_EVTONLY)
        defer { if descriptor >= 0 { close(descriptor) } }
        let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: descriptor, eventMask: [.write, .delete, .rename], queue: .main)
        source.setEventHandler { Issue.record("a preview's files do not change") }
        source.resume()
        #expect(source.data.isEmpty && source.mask.contains(.rename))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            source.setCancelHandler { done.resume() }
            source.cancel()
        }
        #expect(source.isCancelled)
    }
}

