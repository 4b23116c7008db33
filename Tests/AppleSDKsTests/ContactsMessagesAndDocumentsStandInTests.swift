import StandInContacts
import StandInContactsUI
import StandInGameKit
import StandInLinkPresentation
import StandInMessageUI
import StandInPDFKit
import StandInQuickLook
import StandInUIKit
import SwiftUI
import Testing

/// Contacts, mail, Quick Look, PDFs, link previews and Game Center, written as apps write them: a
/// preview's device has no contacts access, no mail account, no network and no Game Center account.
@MainActor @Suite struct ContactsMessagesAndDocumentsStandInTests {
    private func layout(_ view: some View, locale: String = "en") -> LaidOutScreen {
        ScreenLayout().layout(view, name: "documents", in: ScreenConfiguration(device: .iPhoneSE, locale: LocaleIdentifier(language: locale, region: nil)))
    }

    // MARK: Contacts

    @MainActor final class ContactsModel: ObservableObject {
        @Published var contacts: [CNContact] = []
        @Published var status = CNContactStore.authorizationStatus(for: .contacts)
        @Published var denied = false
        let store = CNContactStore()

        func load() async throws {
            guard try await store.requestAccess(for: .contacts) else {
                denied = true
                return
            }
            let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
            let request = CNContactFetchRequest(keysToFetch: keys + [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)])
            try store.enumerateContacts(with: request) { contact, _ in contacts.append(contact) }
            contacts += try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Anna"),
                                                  keysToFetch: [CNContactEmailAddressesKey as CNKeyDescriptor])
        }

        func add(given: String, family: String) throws {
            let contact = CNMutableContact()
            contact.givenName = given
            contact.familyName = family
            contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+48 600 100 200"))]
            contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "anna@example.com" as NSString)]
            let request = CNSaveRequest()
            request.add(contact, toContainerWithIdentifier: nil)
            try store.execute(request)
        }
    }

    struct ContactName: View {
        let contact: CNContact
        var body: some View { Text(verbatim: CNContactFormatter.string(from: contact, style: .fullName) ?? "") }
    }

    @Test("Asking for contacts is refused, the store is empty and saving throws")
    func contactsList() async throws {
        let model = ContactsModel()
        #expect(model.status == .notDetermined)
        try await model.load()
        #expect(model.denied && model.contacts.isEmpty)
        #expect(throws: CNError.self) { try model.add(given: "Anna", family: "Nowak") }
        do {
            try model.add(given: "Anna", family: "Nowak")
        } catch CNError.authorizationDenied {
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: CNError.self) { try model.store.unifiedContact(withIdentifier: "x", keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor]) }
    }

    @Test("Contacts made in code keep their values, names are written in the render's order")
    func contactValues() throws {
        let anna = CNMutableContact()
        anna.givenName = "Anna"
        anna.familyName = "Nowak"
        anna.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: "anna@example.com" as NSString)]
        let copy = try #require(anna.copy() as? CNContact)
        #expect(copy.identifier == anna.identifier && copy.givenName == "Anna")
        #expect(CNContact.predicateForContacts(matchingName: "ann").evaluate(with: anna))
        #expect(!CNContact.predicateForContacts(matchingName: "Jan").evaluate(with: anna))
        #expect(anna.emailAddresses.first.map { $0.value as String } == "anna@example.com")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelHome) == "home")
        let taro = CNMutableContact()
        taro.givenName = "太郎"
        taro.familyName = "山田"
        let english = layout(VStack { ContactName(contact: anna); ContactName(contact: taro) })
        #expect(english.allElements.contains { $0.text == "Anna Nowak" })
        let japanese = layout(VStack { ContactName(contact: anna); ContactName(contact: taro) }, locale: "ja")
        #expect(japanese.allElements.contains { $0.text == "Nowak Anna" })
        #expect(japanese.allElements.contains { $0.text == "山田太郎" })
        let card = try CNContactVCardSerialization.data(with: [anna])
        #expect(try CNContactVCardSerialization.contacts(with: card).first?.familyName == "Nowak")
    }

    @Test("The contact access button draws as a row of a button's height; the picker presents nothing")
    func contactAccessButton() {
        let screen = layout(VStack(spacing: 0) {
            ContactAccessButton(queryString: "Ann") { identifiers in print(identifiers) }
            Text(verbatim: "Below")
        }.contactAccessPicker(isPresented: .constant(true)) { _ in })
        let button = screen.allElements.first { $0.kind == .roundedRectangle }
        let below = screen.allElements.first { $0.text == "Below" }
        #expect(button?.frame.size.height == 44)
        #expect(below.map { $0.frame.minY >= (button?.frame.maxY ?? .infinity) } == true)
        _ = CNContactPickerViewController()
        _ = CNContactViewController(forNewContact: nil)
    }

    // MARK: Messages

    struct FeedbackButton: View {
        @State var showsMail = false
        @State var usesLink = false
        var body: some View {
            Button("Send feedback") { send() }
        }
        func send() {
            if MFMailComposeViewController.canSendMail() { showsMail = true } else { usesLink = true }
        }
    }

    final class MailCoordinator: NSObject, MFMailComposeViewControllerDelegate {}

    @Test("The device cannot send mail or messages; a mail sheet made anyway is a controller")
    func feedback() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        let coordinator = MailCoordinator()
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = coordinator
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        mail.setMessageBody("Hi", isHTML: false)
        mail.addAttachmentData(Data("log".utf8), mimeType: "text/plain", fileName: "log.txt")
        #expect(mail.mailComposeDelegate === coordinator)
        let screen = layout(FeedbackButton())
        #expect(screen.allElements.contains { $0.text == "Send feedback" })
    }

    // MARK: Quick Look

    struct Attachments: View {
        let files: [URL]
        @State var selected: URL?
        var body: some View {
            List(files, id: \.self) { file in Text(verbatim: file.lastPathComponent) }
                .quickLookPreview($selected, in: files)
                .quickLookPreview($selected)
        }
    }

    final class Source: NSObject, QLPreviewControllerDataSource {
        let url = URL(fileURLWithPath: "/tmp/report.pdf")
        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }
        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem { url as NSURL }
    }

    @Test("Quick Look presents nothing: the view draws as it is")
    func quickLook() {
        let files = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.png")]
        let screen = layout(Attachments(files: files, selected: files[0]))
        #expect(screen.allElements.contains { $0.text == "a.pdf" } && screen.allElements.contains { $0.text == "b.png" })
        let source = Source()
        let controller = QLPreviewController()
        controller.dataSource = source
        #expect(source.previewController(controller, previewItemAt: 0).previewItemURL == source.url)
        #expect(!QLPreviewController.canPreview(source.url as QLPreviewItem))
        #expect(controller.currentPreviewItem == nil)
    }

    // MARK: PDF

    struct PDFKitView: UIViewRepresentable {
        let document: PDFDocument
        func makeUIView(context: Context) -> PDFView {
            let view = PDFView()
            view.document = document
            view.autoScales = true
            view.displayMode = .singlePageContinuous
            return view
        }
        func updateUIView(_ uiView: PDFView, context: Context) {}
    }

    @Test("A PDF view is a placeholder of its frame; documents made in code keep their pages")
    func pdf() throws {
        let document = PDFDocument()
        document.insert(PDFPage(), at: 0)
        document.insert(PDFPage(), at: 1)
        #expect(document.pageCount == 2 && document.page(at: 1)?.label == "2")
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
        let data = try #require(document.dataRepresentation())
        #expect(PDFDocument(data: data) != nil)
        #expect(PDFDocument(data: Data("not a pdf".utf8)) == nil)
        #expect(PDFDocument(url: try #require(URL(string: "https://example.com/a.pdf"))) == nil)
        let view = PDFView(frame: CGRect(x: 0, y: 0, width: 306, height: 400))
        view.document = document
        #expect(view.currentPage === document.page(at: 0))
        view.goToNextPage(nil)
        #expect(view.currentPage === document.page(at: 1) && !view.canGoToNextPage)
        #expect(view.scaleFactorForSizeToFit == 0.5)
        let screen = layout(PDFKitView(document: document).frame(height: 200))
        #expect(screen.allElements.contains { $0.kind == .color && $0.frame.size.height == 200 })
    }

    // MARK: Link previews

    @MainActor final class LinkModel: ObservableObject {
        @Published var metadata: LPLinkMetadata?
        @Published var failure: LPError.Code?
        func fetch(_ url: URL) async {
            do {
                metadata = try await LPMetadataProvider().startFetchingMetadata(for: url)
            } catch let error as LPError {
                failure = error.code
            } catch {
                failure = .unknown
            }
        }
    }

    @Test("Fetching a link's metadata fails offline")
    func linkPreview() async throws {
        let url = try #require(URL(string: "https://example.com"))
        let model = LinkModel()
        await model.fetch(url)
        #expect(model.metadata == nil && model.failure == .metadataFetchFailed)
        let provider = LPMetadataProvider()
        provider.cancel()
        await #expect(throws: LPError.self) { try await provider.startFetchingMetadata(for: url) }
        provider.startFetchingMetadata(for: url) { metadata, error in
            #expect(metadata == nil && (error as? LPError)?.code == .metadataFetchCancelled)
        }
        let view = LPLinkView(url: url)
        #expect(view.metadata.originalURL == url)
    }

    // MARK: Game Center

    @MainActor final class GameCenterModel: ObservableObject {
        @Published var signedIn = true
        @Published var failure: GKError.Code?
        func authenticate() {
            GKLocalPlayer.local.authenticateHandler = { [weak self] viewController, error in
                if viewController != nil { return }
                self?.signedIn = GKLocalPlayer.local.isAuthenticated
                self?.failure = (error as? GKError)?.code
            }
        }
    }

    @Test("The player is signed out of Game Center: scores and achievements are refused")
    func gameCenter() async throws {
        let model = GameCenterModel()
        model.authenticate()
        #expect(!model.signedIn && model.failure == .notAuthenticated)
        #expect(GKLocalPlayer.local.displayName == "Me")
        await #expect(throws: GKError.self) {
            try await GKLeaderboard.submitScore(10, context: 0, player: GKLocalPlayer.local, leaderboardIDs: ["main"])
        }
        #expect(try await GKLeaderboard.loadLeaderboards(IDs: ["main"]).isEmpty)
        let achievement = GKAchievement(identifier: "first")
        achievement.percentComplete = 100
        #expect(achievement.isCompleted)
        await #expect(throws: GKError.self) { try await GKAchievement.report([achievement]) }
        GKAccessPoint.shared.isActive = true
        #expect(!GKAccessPoint.shared.isVisible)
        #expect(GKGameCenterViewController(state: .leaderboards).state == .leaderboards)
    }
}
