import Foundation
import StandInAppleFoundation
import StandInCoreImage
import StandInUIKit
import StandInUniformTypeIdentifiers
import StandInWebKit
import SwiftUI
import Testing

/// A log exported as a text document, as apps declare one.
private struct LogDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var content: Data

    init(content: Data) { self.content = content }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        content = data
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: content)
    }
}

/// Foundation's formatters swift-corelibs-foundation lacks, file wrappers and documents, and the
/// HTML reading of attributed strings, as apps write them.
@Suite struct DocumentsAndFormattersStandInTests {
    @Test func aRelativeDateIsWrittenInTheRendersLocale() {
        let formatter = RelativeDateTimeFormatter()
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(inLocale("en") { formatter.localizedString(for: now.addingTimeInterval(-2 * 86400), relativeTo: now) } == "2 days ago")
        formatter.dateTimeStyle = .named
        #expect(inLocale("en") { formatter.localizedString(for: now.addingTimeInterval(86400), relativeTo: now) } == "tomorrow")
        #expect(inLocale("de") { formatter.localizedString(from: DateComponents(day: -1)) } == "gestern")
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(formatter.localizedString(from: DateComponents(hour: 3)).contains("3"))
    }

    @Test func aDurationIsWrittenInEveryUnitsStyle() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .month, .year]
        formatter.unitsStyle = .full
        #expect(inLocale("en") { formatter.string(from: DateComponents(day: 3)) } == "3 days")
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        #expect(inLocale("en") { formatter.string(from: 3900) } == "1h 5m")
        formatter.unitsStyle = .positional
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(inLocale("en") { formatter.string(from: 3905) } == "1:05:05")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(minute: 2), unitsStyle: .full) != nil)
    }

    @Test func aFileWrapperKeepsItsContentsAndADocumentReadsThem() throws {
        let wrapper = FileWrapper(regularFileWithContents: Data("log".utf8))
        #expect(wrapper.isRegularFile && !wrapper.isDirectory)
        let document = try LogDocument(configuration: .init(contentType: .plainText, file: wrapper))
        #expect(document.content == Data("log".utf8))
        #expect(LogDocument.writableContentTypes == [.plainText])
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addRegularFile(withContents: Data(), preferredFilename: "a.txt")
        #expect(folder.fileWrappers?.keys.sorted() == ["a.txt"])
    }

    @Test func fileExportersAndImportersAreAcceptedAndDrawTheView() {
        let view = Text(verbatim: "Log")
            .fileExporter(isPresented: .constant(true), document: LogDocument(content: Data()), contentType: .plainText,
                          defaultFilename: "log.txt") { _ in }
            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.json]) { _ in }
        let screen = ScreenLayout().layout(view, name: "export", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.compactMap(\.text) == ["Log"])
    }

    @Test func htmlIsReadAsItsText() async throws {
        let (string, attributes) = try await NSAttributedString.fromHTML("<p>Fresh &amp; ripe</p><p>Pears<br>Apples</p><script>x()</script>")
        #expect(string.string == "Fresh & ripe\nPears\nApples")
        #expect(attributes[.documentType] as? NSAttributedString.DocumentType == .html)
        let read = try NSAttributedString(data: Data("<b>Bold</b> &#233;".utf8), options: [.documentType: NSAttributedString.DocumentType.html],
                                          documentAttributes: nil)
        #expect(read.string == "Bold é")
    }

    @Test func aCoreImageImageOfAUIImageHasItsSize() throws {
        let image = try #require(UIImage(systemName: "qrcode"))
        #expect(CIImage(image: image)?.extent.size == image.size)
    }
}
