import StandInCoreData
import StandInCoreGraphics
import StandInCoreLocation
import StandInIntents
import StandInPDFKit
import StandInUIKit
import StandInUserNotifications
import StandInos
import SwiftUI
import Testing

/// A chat app's donations and communication notifications, a document app's annotated and
/// generated PDFs, and the odds and ends around them, written as apps write them.
@Suite struct MessagingIntentsAndDocumentsTests {
    /// A chat's view model: each sent message is donated, with the sender as an `INPerson`.
    @MainActor final class ChatModel {
        let conversationID = "family"
        var lastDonationSucceeded = false
        private(set) var lastIntent: INSendMessageIntent?

        func makeIntent(text: String) -> INSendMessageIntent {
            var name = PersonNameComponents()
            name.givenName = "Ana"
            name.familyName = "Lima"
            let me = INPerson(personHandle: INPersonHandle(value: "ana@example.com", type: .emailAddress), nameComponents: name,
                              displayName: nil, image: INImage(imageData: Data([0x89, 0x50])), contactIdentifier: nil,
                              customIdentifier: "user-1", isMe: true, suggestionType: .none)
            let grandma = INPerson(personHandle: INPersonHandle(value: "+15551234", type: .phoneNumber), nameComponents: nil,
                                   displayName: "Grandma", image: nil, contactIdentifier: nil, customIdentifier: "user-2")
            let intent = INSendMessageIntent(recipients: [grandma], outgoingMessageType: .outgoingMessageText, content: text,
                                             speakableGroupName: INSpeakableString(spokenPhrase: "Family"), conversationIdentifier: conversationID,
                                             serviceName: nil, sender: me, attachments: nil)
            intent.setImage(INImage(named: "family-avatar"), forParameterNamed: \.speakableGroupName)
            return intent
        }

        func send(_ text: String) async {
            let intent = makeIntent(text: text)
            let interaction = INInteraction(intent: intent, response: INSendMessageIntentResponse(code: .success, userActivity: nil))
            interaction.direction = .outgoing
            interaction.groupIdentifier = conversationID
            do {
                try await interaction.donate()
                lastDonationSucceeded = true
            } catch {
                lastDonationSucceeded = false
            }
            lastIntent = intent
        }
    }

    struct ChatView: View {
        let model: ChatModel
        @State private var draft = ""
        var body: some View {
            HStack {
                TextField("Message", text: $draft)
                Button("Send") { Task { await model.send(draft) } }
            }
        }
    }

    /// A stamp that draws itself, as apps subclass annotations.
    final class ApprovedStamp: PDFAnnotation, @unchecked Sendable {
        init(bounds: CGRect) {
            super.init(bounds: bounds, forType: .stamp, withProperties: [PDFAnnotationKey.contents: "Approved"])
            stampName = "Approved"
        }
        required init?(coder: NSCoder) { nil }
        override func draw(with box: PDFDisplayBox, in context: CGContext) {
            context.setFillColor(UIColor.red.cgColor)
            context.fill(bounds)
        }
    }

    @Test("A sent message is donated with its sender, and Siri is not authorized")
    @MainActor func donation() async throws {
        let model = ChatModel()
        _ = ChatView(model: model).body
        await model.send("See you Sunday")
        #expect(model.lastDonationSucceeded)
        let intent = try #require(model.lastIntent)
        #expect(intent.sender?.displayName == "Ana Lima")
        #expect(intent.sender?.isMe == true)
        #expect(intent.recipients?.first?.displayName == "Grandma")
        #expect(intent.speakableGroupName?.spokenPhrase == "Family")
        #expect(intent.image(forParameterNamed: \.speakableGroupName) != nil)
        #expect(intent.image(forParameterNamed: \.sender) == nil)

        let interaction = INInteraction(intent: intent, response: INSendMessageIntentResponse(code: .success, userActivity: nil))
        #expect(interaction.intentHandlingStatus == .success)
        let completed = await withCheckedContinuation { continuation in
            interaction.donate { error in continuation.resume(returning: error == nil) }
        }
        #expect(completed)
        try await INInteraction.delete(with: model.conversationID)

        #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
        let answer = await withCheckedContinuation { continuation in
            INPreferences.requestSiriAuthorization { status in continuation.resume(returning: status) }
        }
        #expect(answer == .denied)
        #expect(try await INVoiceShortcutCenter.shared.allVoiceShortcuts().isEmpty)
        #expect(INShortcut(intent: intent)?.intent === intent)
        let activity = NSUserActivity(activityType: "com.example.chat.open")
        activity.suggestedInvocationPhrase = "Open family chat"
        #expect(activity.suggestedInvocationPhrase == "Open family chat")
        #expect(INShortcut(userActivity: activity).userActivity === activity)
    }

    @Test("A notification is updated from a message intent, keeping its texts")
    @MainActor func communicationNotification() throws {
        let content = UNMutableNotificationContent()
        content.title = "Ana"
        content.body = "See you Sunday"
        content.threadIdentifier = "family"
        let attachment = try UNNotificationAttachment(identifier: "photo", url: URL(fileURLWithPath: "/tmp/photo.jpg"),
                                                      options: [UNNotificationAttachmentOptionsThumbnailHiddenKey: true,
                                                                UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
        content.attachments = [attachment]
        let updated = try content.updating(from: ChatModel().makeIntent(text: "See you Sunday"))
        #expect(updated.body == "See you Sunday")
        #expect(updated.title == "Ana")
        #expect(updated.threadIdentifier == "family")
        #expect(updated.attachments.count == 1)
        let mutable = try #require(updated.mutableCopy() as? UNMutableNotificationContent)
        mutable.subtitle = "Family"
        #expect(updated.subtitle.isEmpty)
    }

    @Test("A page keeps the annotations added to it")
    func stampedPDF() throws {
        let document = PDFDocument()
        let page = PDFPage()
        document.insert(page, at: 0)
        let stamp = ApprovedStamp(bounds: CGRect(x: 400, y: 700, width: 150, height: 50))
        stamp.color = .red
        let border = PDFBorder()
        border.lineWidth = 2
        stamp.border = border
        page.addAnnotation(stamp)
        let link = PDFAnnotation(bounds: CGRect(x: 72, y: 72, width: 200, height: 20), forType: .link, withProperties: nil)
        link.url = URL(string: "https://example.com/terms")
        page.addAnnotation(link)

        #expect(page.annotations.count == 2)
        #expect(stamp.page === page)
        #expect(stamp.type == "Stamp")
        #expect(stamp.contents == "Approved")
        #expect(stamp.value(forAnnotationKey: .contents) as? String == "Approved")
        #expect(stamp.border?.lineWidth == 2)
        #expect(page.annotation(at: CGPoint(x: 450, y: 720)) === stamp)
        #expect((link.action as? PDFActionURL)?.url?.host == "example.com")
        link.setValue("Terms", forAnnotationKey: .contents)
        #expect(link.contents == "Terms")
        page.removeAnnotation(link)
        #expect(page.annotations.count == 1)
        #expect(link.page == nil)
    }

    @Test("A PDF drawn into a data consumer writes nothing in a preview")
    func pdfToDataConsumer() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data as CFMutableData))
        var mediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &mediaBox, nil))
        context.beginPDFPage(nil)
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 72, y: 72, width: 100, height: 100))
        context.endPDFPage()
        context.closePDF()
        #expect(data.length == 0)
        #expect(CGDataConsumer(url: URL(fileURLWithPath: "/tmp/report.pdf") as CFURL) != nil)
    }

    @Test("An entity keeps its uniqueness constraints and indexes")
    func coreDataConstraints() {
        let id = NSAttributeDescription()
        id.name = "id"
        id.attributeType = .UUIDAttributeType
        let entity = NSEntityDescription()
        entity.name = "Message"
        entity.properties = [id]
        entity.uniquenessConstraints = [["id"]]
        let element = NSFetchIndexElementDescription(property: id, collationType: .binary)
        let index = NSFetchIndexDescription(name: "byID", elements: [element])
        entity.indexes = [index]
        let model = NSManagedObjectModel()
        model.entities = [entity]

        #expect(entity.uniquenessConstraints.first?.first as? String == "id")
        #expect(index.entity === entity)
        #expect(element.indexDescription === index)
        #expect(element.propertyName == "id")
    }

    @Test("A points-of-interest signposter records nothing")
    func pointsOfInterest() {
        let log = OSLog(subsystem: "com.example.chat", category: .pointsOfInterest)
        let signposter = OSSignposter(logHandle: log)
        let state = signposter.beginInterval("Load conversation")
        signposter.endInterval("Load conversation", state)
        let id = OSSignpostID(log: log)
        os_signpost(.begin, log: log, name: "Sync", signpostID: id)
        os_signpost(.end, log: log, name: "Sync", signpostID: id, "%d messages", 3)
        #expect(!signposter.isEnabled)
        #expect(!log.signpostsEnabled)
        #expect(id != .invalid)
    }

    @Test("A preview's device cannot monitor regions")
    func regionMonitoring() {
        let manager = CLLocationManager()
        #expect(!CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self))
        #expect(manager.maximumRegionMonitoringDistance == -1)
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.40), radius: 200, identifier: "home")
        manager.startMonitoring(for: region)
        manager.requestState(for: region)
        #expect(manager.monitoredRegions.isEmpty)
    }
}
