import Foundation
import StandInCloudKit
import StandInPDFKit
import StandInUIKit
import StandInUniformTypeIdentifiers
import SwiftUI
import Testing

/// Document apps, printing, PDF outlines, iCloud sharing and background tasks, written as apps write them.
@MainActor
@Suite struct DocumentsAndPrintingStandInTests {
    // MARK: A document app

    struct NoteFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String = "First note") { self.text = text }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
    }

    struct NoteEditor: View {
        @Binding var document: NoteFile
        var fileURL: URL?
        var body: some View {
            VStack(alignment: .leading) {
                Text(verbatim: fileURL?.lastPathComponent ?? "Untitled")
                    .font(.headline)
                TextEditor(text: $document.text)
                    .frame(height: 180)
            }
            .padding()
        }
    }

    final class Sketch: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.json] }
        @Published var strokes: [Int] = []
        init() {}
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            strokes = try JSONDecoder().decode([Int].self, from: data)
        }
        func snapshot(contentType: UTType) throws -> [Int] { strokes }
        func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
        }
    }

    struct SketchView: View {
        @ObservedObject var sketch: Sketch
        var body: some View { Text("\(sketch.strokes.count) strokes") }
    }

    struct NotesApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: NoteFile()) { file in
                NoteEditor(document: file.$document, fileURL: file.fileURL)
                    .disabled(!file.isEditable)
            }
            DocumentGroup(newDocument: { Sketch() }) { configuration in
                SketchView(sketch: configuration.document)
            }
            DocumentGroup(viewing: NoteFile.self) { file in Text(file.document.text) }
            DocumentGroupLaunchScene("Notes") {
                NewDocumentButton("Start Writing")
                NewDocumentButton(Text("From a Template"), for: NoteFile.self) { NoteFile(text: "Template") }
            } background: {
                Color.yellow
            }
            .documentBrowserContextMenu { urls in
                Button("Favorite \(urls?.count ?? 0)") {}
            }
        }
    }

    @Test("A DocumentGroup app compiles, and its editor's preview is laid out")
    func documentGroupAndEditor() {
        _ = NotesApp().body
        let screen = ScreenLayout().layout(NoteEditor(document: .constant(NoteFile()), fileURL: nil), name: "editor",
                                           in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "Untitled" })
        #expect(screen.allElements.contains { $0.text == "First note" }, "the editor shows the new document's text")
        let configuration = FileDocumentConfiguration(document: .constant(NoteFile(text: "Milk")))
        #expect(configuration.document.text == "Milk" && configuration.fileURL == nil && configuration.isEditable)
        let sketch = ReferenceFileDocumentConfiguration(document: Sketch())
        #expect(sketch.document.strokes.isEmpty)
    }

    // MARK: A UIKit document

    final class NoteDocument: UIDocument, @unchecked Sendable {
        var text = ""
        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        var errors = 0
        override func handleError(_ error: any Error, userInteractionPermitted: Bool) {
            errors += 1
            super.handleError(error, userInteractionPermitted: userInteractionPermitted)
        }
    }

    @Test("A UIDocument is saved, opened again and closed; a missing file does not open")
    func uiDocumentRoundTrip() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentsAndPrinting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Groceries.txt")

        let draft = NoteDocument(fileURL: url)
        #expect(draft.documentState == .closed && draft.localizedName == "Groceries" && draft.fileType == "public.plain-text")
        #expect(await draft.open() == false, "a missing file fails to open, as on a device")
        #expect(draft.errors == 1 && draft.documentState == .closed)

        draft.text = "Milk, eggs"
        draft.updateChangeCount(.done)
        #expect(draft.hasUnsavedChanges)
        #expect(await draft.save(to: url, for: .forCreating))
        #expect(!draft.hasUnsavedChanges)

        let reopened = NoteDocument(fileURL: url)
        final class Outcome: @unchecked Sendable { var opened: Bool? }
        let outcome = Outcome()
        reopened.open { outcome.opened = $0 }
        #expect(outcome.opened == true, "the completion is called at once")
        #expect(reopened.text == "Milk, eggs" && reopened.documentState == .normal)
        reopened.text += ", bread"
        reopened.updateChangeCount(.done)
        #expect(await reopened.close())
        #expect(reopened.documentState == .closed)
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "Milk, eggs, bread", "closing saves the changes")
        #expect(reopened.undoManager.canUndo == false)
    }

    @Test("Document browsers and pickers keep their settings")
    func browsersAndPickers() {
        final class BrowserDelegate: NSObject, UIDocumentBrowserViewControllerDelegate {
            func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
        }
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText])
        let delegate = BrowserDelegate()
        browser.delegate = delegate
        browser.allowsPickingMultipleItems = true
        #expect(browser.allowsDocumentCreation && browser.contentTypes == [.plainText])
        var mode: UIDocumentBrowserViewController.ImportMode?
        delegate.documentBrowser(browser, didRequestDocumentCreationWithHandler: { _, chosen in mode = chosen })
        #expect(mode == UIDocumentBrowserViewController.ImportMode.none)

        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.directoryURL = URL(fileURLWithPath: "/Documents")
        picker.shouldShowFileExtensions = true
        #expect(picker.directoryURL?.path == "/Documents" && !picker.allowsMultipleSelection)

        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(book.spineLocation == .mid && book.isDoubleSided)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        #expect(pages.spineLocation == .none && pages.transitionStyle == .scroll)
    }

    // MARK: Printing

    final class ReportPrinter: ObservableObject {
        @Published var status = "Idle"

        func print(html: String) {
            guard UIPrintInteractionController.isPrintingAvailable else {
                status = "Printing unavailable"
                return
            }
            status = "Printing"
        }

        func showSheet(html: String) {
            let info = UIPrintInfo.printInfo()
            info.outputType = .general
            info.jobName = "Report"
            info.orientation = .landscape
            let controller = UIPrintInteractionController.shared
            controller.printInfo = info
            controller.showsNumberOfCopies = false
            controller.printFormatter = UIMarkupTextPrintFormatter(markupText: html)
            controller.present(animated: true) { _, completed, error in
                self.status = error.map { "Failed: \($0)" } ?? (completed ? "Printed" : "Cancelled")
            }
        }
    }

    final class TitledRenderer: UIPrintPageRenderer, @unchecked Sendable {
        var headers: [Int] = []
        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) { headers.append(pageIndex) }
    }

    @Test("Printing is unavailable in a preview, and PDFs are drawn but not produced")
    func printing() throws {
        let printer = ReportPrinter()
        printer.print(html: "<h1>Q3</h1>")
        #expect(printer.status == "Printing unavailable")
        printer.showSheet(html: "<h1>Q3</h1>")
        #expect(printer.status == "Cancelled", "the sheet is dismissed at once without printing")
        #expect(UIPrintInteractionController.shared.printInfo?.jobName == "Report")
        #expect(UIPrintInteractionController.canPrint(Data("%PDF-1.4".utf8)))

        let renderer = TitledRenderer()
        renderer.headerHeight = 40
        renderer.addPrintFormatter(UISimpleTextPrintFormatter(text: "Totals"), startingAtPageAt: 0)
        #expect(renderer.numberOfPages == 0, "no paper until the app sets one")
        let a4 = CGRect(x: 0, y: 0, width: 595.2, height: 841.8)
        renderer.setValue(NSValue(cgRect: a4), forKey: "paperRect")
        renderer.setValue(NSValue(cgRect: a4.insetBy(dx: 20, dy: 20)), forKey: "printableRect")
        #expect(renderer.paperRect == a4 && renderer.numberOfPages == 1)

        var pagesDrawn = 0
        let pdf = UIGraphicsPDFRenderer(bounds: a4).pdfData { context in
            for page in 0..<renderer.numberOfPages {
                context.beginPage()
                renderer.drawPage(at: page, in: context.pdfContextBounds)
                pagesDrawn += 1
            }
        }
        #expect(pdf.isEmpty && pagesDrawn == 1 && renderer.headers == [0])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("never-written-\(UUID().uuidString).pdf")
        try UIGraphicsPDFRenderer(bounds: a4, format: .default()).writePDF(to: url) { $0.beginPage(withBounds: a4, pageInfo: [:]) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    // MARK: PDF outlines

    struct OutlineReader {
        func chapters(of document: PDFDocument) -> [String] {
            guard let root = document.outlineRoot else { return [] }
            return (0..<root.numberOfChildren).compactMap { root.child(at: $0)?.label }
        }
    }

    @Test("A PDF outline holds the chapters the app added")
    func pdfOutline() throws {
        let document = PDFDocument()
        document.insert(PDFPage(), at: 0)
        document.insert(PDFPage(), at: 1)
        let root = PDFOutline()
        for (index, title) in ["Intro", "Details"].enumerated() {
            let chapter = PDFOutline()
            chapter.label = title
            if let page = document.page(at: index) { chapter.destination = PDFDestination(page: page, at: CGPoint(x: 0, y: 792)) }
            root.insertChild(chapter, at: index)
        }
        document.outlineRoot = root
        #expect(OutlineReader().chapters(of: document) == ["Intro", "Details"])
        let details = try #require(root.child(at: 1))
        #expect(details.index == 1 && details.parent === root && details.document === document)
        #expect(details.destination?.page === document.page(at: 1))
        details.removeFromParent()
        #expect(root.numberOfChildren == 1 && details.parent == nil)
        let link = PDFOutline()
        link.action = PDFActionGoTo(destination: PDFDestination(page: PDFPage(), at: .zero))
        #expect(link.destination != nil && link.action?.type == "GoTo")
        let data = try #require(document.dataRepresentation())
        let opened = try #require(PDFDocument(data: data))
        #expect(OutlineReader().chapters(of: opened).isEmpty, "a file's outline is not read")
    }

    // MARK: iCloud sharing

    struct CloudSharingView: UIViewControllerRepresentable {
        let share: CKShare
        let container: CKContainer

        func makeUIViewController(context: Context) -> UICloudSharingController {
            let controller = UICloudSharingController(share: share, container: container)
            controller.availablePermissions = [.allowPrivate, .allowReadWrite]
            controller.delegate = context.coordinator
            return controller
        }
        func updateUIViewController(_ uiViewController: UICloudSharingController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }

        final class Coordinator: NSObject, UICloudSharingControllerDelegate {
            func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error) {}
            func itemTitle(for csc: UICloudSharingController) -> String? { "Groceries" }
        }
    }

    @Test("A sharing controller is drawn as a placeholder, and records have no share")
    func cloudSharing() {
        let list = CKRecord(recordType: "List")
        let item = CKRecord(recordType: "Item")
        item.setParent(list)
        item["list"] = CKRecord.Reference(record: list, action: .deleteSelf)
        #expect(item.parent?.recordID == list.recordID && list.share == nil)
        #expect((item["list"] as? CKRecord.Reference)?.referenceAction == .deleteSelf)
        let share = CKShare(rootRecord: list)
        share[CKShare.SystemFieldKey.title] = "Groceries"

        let screen = ScreenLayout().layout(VStack {
            Text("Share the list")
            CloudSharingView(share: share, container: .default()).frame(height: 320)
        }, name: "sharing", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "Share the list" })
        #expect(screen.allElements.contains { $0.frame.height == 320 }, "drawn as a placeholder of its frame")

        let controller = UICloudSharingController(share: share, container: .default())
        #expect(controller.share === share && controller.availablePermissions == .standard)
        let preparing = UICloudSharingController { _, _ in Issue.record("a preview never prepares a share") }
        #expect(preparing.share == nil)
        let coordinator = CloudSharingView.Coordinator()
        #expect(coordinator.itemThumbnailData(for: controller) == nil && coordinator.itemTitle(for: controller) == "Groceries")
    }

    // MARK: Background execution

    @MainActor final class FirmwareUpdater: ObservableObject {
        @Published private(set) var state = "Idle"
        private(set) var backgroundTask = UIBackgroundTaskIdentifier.invalid

        func start() {
            backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Firmware update") { [weak self] in
                self?.state = "Expired"
                self?.finish()
            }
            state = "Updating"
        }

        func finish() {
            guard backgroundTask != .invalid else { return }
            UIApplication.shared.endBackgroundTask(backgroundTask)
            backgroundTask = .invalid
        }

        var canCheckInBackground: Bool { UIApplication.shared.backgroundRefreshStatus == .available }
    }

    @Test("A firmware updater holds a background task that never expires in a preview")
    func backgroundTask() {
        let updater = FirmwareUpdater()
        updater.start()
        #expect(updater.backgroundTask != .invalid && updater.state == "Updating")
        #expect(UIApplication.shared.backgroundTimeRemaining == .greatestFiniteMagnitude, "the app is active")
        #expect(updater.canCheckInBackground)
        updater.finish()
        #expect(updater.backgroundTask == .invalid)
        let other = UIApplication.shared.beginBackgroundTask { }
        #expect(other != .invalid)
        UIApplication.shared.endBackgroundTask(other)
    }
}
