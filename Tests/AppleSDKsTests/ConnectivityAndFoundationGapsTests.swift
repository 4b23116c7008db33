import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInAppIntents
import StandInAppleFoundation
import StandInCoreData
import StandInCoreSpotlight
import StandInHomeKit
import StandInNetwork
import SwiftUI
import Testing

/// A task as `l10n check --app` generates Core Data classes, with a Boolean to sort by.
final class CFGTask: NSManagedObject, @unchecked Sendable {
    var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
    var isDone: Bool { get { managedValue(forKey: "isDone") } set { setManagedValue(newValue, forKey: "isDone") } }
}

/// Local-network peers, accessory setup, a downloads manager, undo titles, Boolean sorts and
/// number intent parameters, written as apps write them.
@Suite("Connectivity and Foundation gaps", .serialized)
struct ConnectivityAndFoundationGapsTests {
    // MARK: Network

    /// Hosts a game on the local network and joins another device's, as a peer-to-peer game does.
    final class PeerSession: @unchecked Sendable {
        private let lock = NSLock()
        private var listenerStates: [NWListener.State] = []
        private var connectionStates: [NWConnection.State] = []
        private var paths: [NWPath] = []
        private var advertised: [NWEndpoint] = []
        private var accepted = 0
        private(set) var listener: NWListener?
        private(set) var connection: NWConnection?

        var seenListenerStates: [NWListener.State] { lock.withLock { listenerStates } }
        var seenConnectionStates: [NWConnection.State] { lock.withLock { connectionStates } }
        var seenPaths: [NWPath] { lock.withLock { paths } }
        var acceptedCount: Int { lock.withLock { accepted } }
        var advertisedEndpoints: [NWEndpoint] { lock.withLock { advertised } }

        static func parameters() -> NWParameters {
            let tcp = NWProtocolTCP.Options()
            tcp.noDelay = true
            tcp.enableKeepalive = true
            tcp.keepaliveIdle = 2
            tcp.connectionTimeout = 5
            let parameters = NWParameters(tls: nil, tcp: tcp)
            parameters.includePeerToPeer = true
            parameters.allowLocalEndpointReuse = true
            parameters.prohibitedInterfaceTypes = [.cellular]
            if let ip = parameters.defaultProtocolStack.internetProtocol as? NWProtocolIP.Options { ip.version = .v4 }
            let socket = NWProtocolWebSocket.Options()
            socket.autoReplyPing = true
            parameters.defaultProtocolStack.applicationProtocols.insert(socket, at: 0)
            return parameters
        }

        func host(named name: String) throws {
            let listener = try NWListener(using: Self.parameters(), on: 8080)
            listener.service = NWListener.Service(name: name, type: "_boardgame._tcp", domain: nil, txtRecord: NWTXTRecord(["version": "2"]))
            listener.newConnectionLimit = 1
            listener.stateUpdateHandler = { [weak self, weak listener] state in
                guard let self else { return }
                lock.withLock { listenerStates.append(state) }
                if case .failed = state { listener?.cancel() }
            }
            listener.newConnectionHandler = { [weak self] incoming in
                guard let self else { return }
                lock.withLock { accepted += 1 }
                incoming.start(queue: .main)
            }
            listener.serviceRegistrationUpdateHandler = { [weak self] change in
                guard let self else { return }
                switch change {
                case .add(let endpoint): lock.withLock { advertised.append(endpoint) }
                case .remove(let endpoint): lock.withLock { advertised.removeAll { $0 == endpoint } }
                }
            }
            listener.start(queue: .main)
            self.listener = listener
        }

        func join(host: NWEndpoint.Host) {
            let connection = NWConnection(host: host, port: 8080, using: Self.parameters())
            connection.stateUpdateHandler = { [weak self] state in self?.lock.withLock { self?.connectionStates.append(state) } }
            connection.pathUpdateHandler = { [weak self] path in self?.lock.withLock { self?.paths.append(path) } }
            connection.viabilityUpdateHandler = { isViable in if !isViable { print("connection not viable") } }
            connection.betterPathUpdateHandler = { hasBetterPath in if hasBetterPath { print("better path") } }
            connection.start(queue: .main)
            let message = NWProtocolWebSocket.Metadata(opcode: .text)
            let context = NWConnection.ContentContext(identifier: "move", metadata: [message])
            connection.send(content: Data("e2e4".utf8), contentContext: context, isComplete: true, completion: .contentProcessed { error in
                if let error { print("send failed: \(error)") }
            })
            self.connection = connection
        }

        /// Whether an error says the user denied local network access (the Local Network
        /// privacy setting), as apps check before showing how to allow it.
        static func isLocalNetworkDenied(_ error: NWError) -> Bool {
            if case .dns(let code) = error, code == DNSServiceErrorType(kDNSServiceErr_PolicyDenied) { return true }
            return false
        }
    }

    @Test("A listener waits for a network and accepts no peer; a connection reports an unsatisfied path")
    func localNetworkPeers() throws {
        let session = PeerSession()
        try session.host(named: "Living Room")
        let listener = try #require(session.listener)
        #expect(session.seenListenerStates == [.waiting(.posix(.ENETDOWN))])
        #expect(listener.port == 8080 && listener.newConnectionLimit == 1)
        #expect(listener.service?.txtRecordObject?["version"] == "2")
        #expect(session.acceptedCount == 0 && session.advertisedEndpoints.isEmpty)
        #expect(try NWListener(using: .tcp).port == nil)
        listener.cancel()
        #expect(listener.state == .cancelled)

        session.join(host: "192.168.1.20")
        let connection = try #require(session.connection)
        #expect(session.seenConnectionStates == [.preparing, .waiting(.posix(.ENETDOWN))])
        #expect(session.seenPaths.map(\.status) == [.unsatisfied])
        #expect(connection.currentPath?.status == .unsatisfied)
        #expect(connection.parameters.includePeerToPeer && connection.parameters.allowLocalEndpointReuse)
        #expect(connection.parameters.defaultProtocolStack.applicationProtocols.count == 1)
        #expect((connection.parameters.defaultProtocolStack.transportProtocol as? NWProtocolTCP.Options)?.noDelay == true)
        #expect(connection.endpoint == .hostPort(host: "192.168.1.20", port: 8080))
        connection.cancel()
    }

    @Test("A denied local network is told by the DNS policy error an app compares with")
    func deniedLocalNetwork() {
        #expect(kDNSServiceErr_PolicyDenied == -65570 && kDNSServiceErr_NoError == 0)
        #expect(PeerSession.isLocalNetworkDenied(.dns(DNSServiceErrorType(kDNSServiceErr_PolicyDenied))))
        #expect(!PeerSession.isLocalNetworkDenied(.dns(DNSServiceErrorType(kDNSServiceErr_Timeout))))
        #expect(!PeerSession.isLocalNetworkDenied(.posix(.ENETDOWN)))
        let browser = NWBrowser(for: .bonjourWithTXTRecord(type: "_boardgame._tcp", domain: nil), using: PeerSession.parameters())
        browser.start(queue: .main)
        #expect(browser.state == .ready && browser.browseResults.isEmpty)
        browser.cancel()
    }

    // MARK: HomeKit

    /// Adds an accessory through the system's setup sheet.
    @MainActor final class AccessorySetupModel {
        private(set) var message = ""
        private(set) var addedCount = 0

        func addAccessory(to homeID: UUID, room roomID: UUID?, setupCode: URL) async {
            let request = HMAccessorySetupRequest()
            request.homeUniqueIdentifier = homeID
            request.suggestedRoomUniqueIdentifier = roomID
            request.suggestedAccessoryName = "Desk Lamp"
            request.payload = HMAccessorySetupPayload(url: setupCode, ownershipToken: HMAccessoryOwnershipToken(data: Data([1, 2, 3])))
            do {
                let result = try await HMAccessorySetupManager().performAccessorySetup(using: request)
                addedCount = result.accessoryUniqueIdentifiers.count
                message = "Added to \(result.homeUniqueIdentifier)"
            } catch let error as HMError where error.code == .operationCancelled {
                message = "Setup cancelled"
            } catch {
                message = "Setup failed"
            }
        }
    }

    @Test("Accessory setup ends as a dismissed sheet does: cancelled, nothing added")
    @MainActor func accessorySetup() async throws {
        let model = AccessorySetupModel()
        let code = try #require(URL(string: "X-HM://0023ISYWY1234"))
        await model.addAccessory(to: UUID(), room: nil, setupCode: code)
        #expect(model.message == "Setup cancelled" && model.addedCount == 0)
        #expect(HMAccessorySetupPayload(url: nil) == nil && HMAccessoryOwnershipToken(data: Data()) == nil)
    }

    // MARK: Downloads

    /// Downloads episodes in the background, as a podcast app's downloads manager does.
    final class DownloadsManager: @unchecked Sendable {
        let configuration: URLSessionConfiguration
        let session: URLSession

        init() {
            let configuration = URLSessionConfiguration.background(withIdentifier: "com.example.podcasts.downloads")
            configuration.isDiscretionary = true
            configuration.sessionSendsLaunchEvents = true
            configuration.allowsExpensiveNetworkAccess = false
            configuration.allowsConstrainedNetworkAccess = false
            configuration.waitsForConnectivity = true
            configuration.sharedContainerIdentifier = "group.com.example.podcasts"
            self.configuration = configuration
            session = URLSession(configuration: configuration)
        }

        func pendingDownloads() async -> Int { await session.allTasks.count }

        func resumeData(after error: any Error) -> Data? { (error as? URLError)?.downloadTaskResumeData }

        func hasRoom(for bytes: Int64, in folder: URL) throws -> Bool {
            let values = try folder.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
            return (values.volumeAvailableCapacityForImportantUsage ?? 0) > bytes
        }
    }

    @Test("A downloads manager's settings are kept; no task runs and the device has 64 GB free")
    func downloadsManager() async throws {
        let manager = DownloadsManager()
        #expect(manager.configuration.identifier == "com.example.podcasts.downloads")
        #expect(!manager.configuration.allowsExpensiveNetworkAccess && !manager.configuration.allowsConstrainedNetworkAccess)
        #expect(manager.configuration.waitsForConnectivity && manager.configuration.sessionSendsLaunchEvents)
        #expect(URLSessionConfiguration.default.allowsExpensiveNetworkAccess)
        #expect(manager.configuration.sharedContainerIdentifier == nil, "a preview has no app group")
        #expect(await manager.pendingDownloads() == 0)
        #expect(manager.resumeData(after: URLError(.networkConnectionLost)) == nil)
        #expect(try manager.hasRoom(for: 50_000_000_000, in: FileManager.default.temporaryDirectory))
        #expect(try !manager.hasRoom(for: 65_000_000_000, in: FileManager.default.temporaryDirectory))
    }

    // MARK: Undo

    /// A shopping list whose edits can be undone from an Edit menu.
    final class ShoppingList {
        private(set) var items: [String] = []
        let undoManager = UndoManager()

        func add(_ item: String) {
            items.append(item)
            undoManager.registerUndo(withTarget: self) { $0.remove(item) }
            if !undoManager.isUndoing && !undoManager.isRedoing { undoManager.setActionName("Add Item") }
        }

        func remove(_ item: String) {
            items.removeAll { $0 == item }
            undoManager.registerUndo(withTarget: self) { $0.add(item) }
            if !undoManager.isUndoing && !undoManager.isRedoing { undoManager.setActionName("Remove Item") }
        }
    }

    @Test("Undo and redo titles name the action, and undoing makes it the one to redo")
    func undoTitles() {
        let list = ShoppingList()
        #expect(list.undoManager.undoMenuItemTitle == "Undo" && !list.undoManager.canUndo)
        list.add("Milk")
        #expect(list.undoManager.undoMenuItemTitle == "Undo Add Item" && list.undoManager.undoActionName == "Add Item")
        list.undoManager.undo()
        #expect(list.items.isEmpty && list.undoManager.redoMenuItemTitle == "Redo Add Item" && list.undoManager.redoActionName == "Add Item")
        #expect(list.undoManager.undoMenuItemTitle == "Undo" && !list.undoManager.isUndoing)
        list.undoManager.redo()
        #expect(list.items == ["Milk"] && list.undoManager.undoMenuItemTitle == "Undo Add Item" && !list.undoManager.canRedo)
        #expect(list.undoManager.undoMenuTitle(forUndoActionName: "Typing") == "Undo Typing")
        #expect(list.undoManager.redoMenuTitle(forUndoActionName: "") == "Redo")
    }

    // MARK: Foundation

    /// Watches iCloud key-value changes, as a settings sync does.
    final class SettingsSync: NSObject {
        private(set) var lastReason = ""

        func observe() {
            NotificationCenter.default.addObserver(self, selector: Selector("storeDidChange:"),
                                                   name: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
                                                   object: NSUbiquitousKeyValueStore.default)
        }

        func storeDidChange(_ notification: Notification) {
            switch notification.userInfo?[NSUbiquitousKeyValueStoreChangeReasonKey] as? Int {
            case NSUbiquitousKeyValueStoreServerChange, NSUbiquitousKeyValueStoreInitialSyncChange: lastReason = "synced"
            case NSUbiquitousKeyValueStoreQuotaViolationChange: lastReason = "quota"
            case NSUbiquitousKeyValueStoreAccountChange: lastReason = "account"
            default: lastReason = "unknown"
            }
        }
    }

    @Test("A selector observer is never called; change reasons read as on Apple platforms")
    func keyValueStoreChanges() {
        let sync = SettingsSync()
        sync.observe()
        NotificationCenter.default.post(name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil,
                                        userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: NSUbiquitousKeyValueStoreServerChange])
        #expect(sync.lastReason.isEmpty)
        sync.storeDidChange(Notification(name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil,
                                         userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: NSUbiquitousKeyValueStoreQuotaViolationChange]))
        #expect(sync.lastReason == "quota")
        NotificationCenter.default.removeObserver(sync, name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil)
    }

    @Test("A Core Data fetch sorts by a Boolean key path: open tasks first")
    func booleanSort() {
        ManagedModelRegistry.register([ManagedEntityModel(name: "CFGTask", className: "CFGTask")])
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let tasks = [("Pay rent", true), ("Buy milk", false), ("Call mum", false)].map { title, isDone -> CFGTask in
            let task = CFGTask(context: context)
            task.title = title
            task.isDone = isDone
            return task
        }
        defer { for task in tasks { context.delete(task) } }
        let openFirst = FetchRequest<CFGTask>(sortDescriptors: [SortDescriptor(\CFGTask.isDone), SortDescriptor(\CFGTask.title)])
        #expect(openFirst.wrappedValue.map(\.title) == ["Buy milk", "Call mum", "Pay rent"])
        let doneFirst = FetchRequest<CFGTask>(sortDescriptors: [SortDescriptor(\CFGTask.isDone, order: .reverse), SortDescriptor(\CFGTask.title)])
        #expect(doneFirst.wrappedValue.map(\.title) == ["Pay rent", "Buy milk", "Call mum"])
    }

    @Test("A Spotlight attribute set is kept per activity; air pressure reads in the locale's barometric unit")
    func activityAndPressure() {
        let activity = NSUserActivity(activityType: "com.example.recipe")
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Pancakes"
        activity.contentAttributeSet = attributes
        #expect(activity.contentAttributeSet?.title == "Pancakes")
        #expect(NSUserActivity(activityType: "com.example.recipe").contentAttributeSet == nil)
        let pressure = Measurement(value: 1013.25, unit: UnitPressure.hectopascals)
        let style = Measurement<UnitPressure>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "en_US"), usage: .barometric)
        #expect(style.format(pressure).contains("inHg"))
    }

    // MARK: App Intents

    struct SetPlaybackSpeed: AppIntent {
        static let title: LocalizedStringResource = "Set Playback Speed"
        @Parameter(title: "Speed", default: 1.0, controlStyle: .slider, inclusiveRange: (0.5, 3.0)) var speed: Double
        @Parameter(title: "Skip Interval", controlStyle: .stepper, inclusiveRange: (5, 60)) var skipSeconds: Int
        @Parameter(title: "Volume", controlStyle: .field) var volume: Double?
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test("Number parameters with a control style start at their default or their range's lower bound")
    func speedParameter() {
        let intent = SetPlaybackSpeed()
        #expect(intent.speed == 1.0 && intent.skipSeconds == 5 && intent.volume == nil)
        intent.speed = 2.5
        #expect(intent.speed == 2.5)
    }
}
