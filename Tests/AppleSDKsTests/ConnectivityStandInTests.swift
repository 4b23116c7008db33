import StandInCoreBluetooth
import StandInCoreNFC
import StandInExternalAccessory
import StandInMultipeerConnectivity
import StandInNearbyInteraction
import StandInUIKit
import StandInWatchConnectivity
import StandInsimd
import SwiftUI
import Testing

/// Smart-home, wearable and IoT code written as apps write it, against a preview's device: radios
/// off, nothing paired, no permission asked yet.
@Suite struct ConnectivityStandInTests {
    /// A heart-rate strap scanner, as a view model.
    @MainActor final class HeartRateScanner: NSObject, CBCentralManagerDelegate, CBPeripheralDelegate {
        nonisolated static let heartRateService = CBUUID(string: "180D")
        private(set) var central: CBCentralManager?
        private(set) var state = CBManagerState.unknown
        private(set) var found: [CBPeripheral] = []
        private var stateUpdate: CheckedContinuation<CBManagerState, Never>?

        var statusText: String {
            switch state {
            case .poweredOn: central?.isScanning == true ? "Scanning…" : "Ready"
            case .poweredOff: "Turn on Bluetooth to find your strap"
            case .unauthorized: "Allow Bluetooth in Settings"
            case .unsupported: "This device has no Bluetooth"
            case .resetting, .unknown: "Starting…"
            @unknown default: "Starting…"
            }
        }

        /// Makes the central manager and waits for its first state.
        func start() async -> CBManagerState {
            await withCheckedContinuation { continuation in
                stateUpdate = continuation
                central = CBCentralManager(delegate: self, queue: nil, options: [CBCentralManagerOptionShowPowerAlertKey: true])
            }
        }

        func scan() {
            central?.scanForPeripherals(withServices: [Self.heartRateService], options: [CBCentralManagerScanOptionAllowDuplicatesKey: false])
        }

        nonisolated func centralManagerDidUpdateState(_ central: CBCentralManager) {
            let state = central.state
            MainActor.assumeIsolated {
                self.state = state
                if state == .poweredOn { scan() }
                stateUpdate?.resume(returning: state)
                stateUpdate = nil
            }
        }

        nonisolated func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
                                        rssi RSSI: NSNumber) {
            let name = advertisementData[CBAdvertisementDataLocalNameKey] as? String ?? peripheral.name
            MainActor.assumeIsolated {
                if name != nil { found.append(peripheral) }
                central.connect(peripheral, options: nil)
            }
        }

        nonisolated func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
            peripheral.delegate = self
            peripheral.discoverServices([Self.heartRateService])
        }

        nonisolated func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {
            for characteristic in service.characteristics ?? [] where characteristic.properties.contains(.notify) {
                peripheral.setNotifyValue(true, for: characteristic)
            }
        }

        nonisolated func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {
            guard let bytes = characteristic.value.map(Array.init), bytes.count > 1 else { return }
            _ = bytes[0] & 0x01 == 0 ? Int(bytes[1]) : Int(bytes[1]) | Int(bytes.count > 2 ? bytes[2] : 0) << 8
        }
    }

    @Test("A heart-rate scanner hears Bluetooth is off, and finds nothing")
    @MainActor func bluetoothScanner() async throws {
        #expect(CBManager.authorization == .notDetermined)
        let scanner = HeartRateScanner()
        #expect(scanner.statusText == "Starting…")
        #expect(await scanner.start() == .poweredOff)
        let central = try #require(scanner.central)
        #expect(central.state == .poweredOff)
        #expect(scanner.statusText == "Turn on Bluetooth to find your strap")
        scanner.scan()
        #expect(!central.isScanning)
        #expect(scanner.found.isEmpty)
        let saved = try #require(UUID(uuidString: "6F1C2F0A-3B7E-4E55-9C2B-1D3A4F5E6B7C"))
        #expect(central.retrievePeripherals(withIdentifiers: [saved]).isEmpty)
        #expect(central.retrieveConnectedPeripherals(withServices: [HeartRateScanner.heartRateService]).isEmpty)
    }

    @Test("Bluetooth UUIDs read 16- and 128-bit forms, and print assigned names")
    func bluetoothUUIDs() {
        let short = CBUUID(string: "180d"), long = CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB")
        #expect(short == long)
        #expect(short.uuidString == "180D")
        #expect(short.data == Data([0x18, 0x0D]))
        #expect(short.description == "Heart Rate")
        #expect(CBUUID(string: "2A37").description == "Heart Rate Measurement")
        let custom = CBUUID(string: "6e400001-b5a3-f393-e0a9-e50e24dcca9e")
        #expect(custom.uuidString == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
        #expect(custom.data.count == 16)
        #expect(CBUUID(data: custom.data) == custom)
        #expect(Set([short, long, custom]).count == 2)
        let characteristic = CBMutableCharacteristic(type: CBUUID(string: "2A19"), properties: [.read, .notify], value: nil,
                                                     permissions: [.readable])
        let service = CBMutableService(type: CBUUID(string: "180F"), primary: true)
        service.characteristics = [characteristic]
        #expect(characteristic.service === service)
        #expect(characteristic.properties.contains(.notify))
    }

    /// The iPhone side of a watch companion.
    @MainActor final class WatchLink: NSObject, WCSessionDelegate {
        let session = WCSession.default
        private var activation: CheckedContinuation<WCSessionActivationState, Never>?
        private var transfer: CheckedContinuation<(any Error)?, Never>?

        func activate() async -> WCSessionActivationState {
            guard WCSession.isSupported() else { return .notActivated }
            return await withCheckedContinuation { continuation in
                activation = continuation
                session.delegate = self
                session.activate()
            }
        }

        func sendWorkout(minutes: Int) async -> (any Error)? {
            await withCheckedContinuation { continuation in
                session.sendMessage(["minutes": minutes], replyHandler: { _ in continuation.resume(returning: nil) },
                                    errorHandler: { error in continuation.resume(returning: error) })
            }
        }

        func queueSettings() async -> (any Error)? {
            await withCheckedContinuation { continuation in
                transfer = continuation
                session.transferUserInfo(["units": "metric"])
            }
        }

        nonisolated func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
            MainActor.assumeIsolated {
                activation?.resume(returning: activationState)
                activation = nil
            }
        }

        nonisolated func sessionDidBecomeInactive(_ session: WCSession) {}

        nonisolated func sessionDidDeactivate(_ session: WCSession) { session.activate() }

        nonisolated func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {
            let code = (error as? WCError)?.code
            MainActor.assumeIsolated {
                transfer?.resume(returning: code.map(WCError.init))
                transfer = nil
            }
        }
    }

    @Test("A watch link activates without a paired watch, and its messages fail as not reachable")
    @MainActor func watchLink() async throws {
        let link = WatchLink()
        #expect(await link.activate() == .activated)
        #expect(link.session.activationState == .activated)
        #expect(!link.session.isPaired && !link.session.isWatchAppInstalled && !link.session.isReachable)
        let error = await link.sendWorkout(minutes: 30)
        #expect((error as? WCError)?.code == .notReachable)
        #expect(throws: WCError(.deviceNotPaired)) { try link.session.updateApplicationContext(["theme": "dark"]) }
        #expect((await link.queueSettings() as? WCError)?.code == .deviceNotPaired)
        #expect(link.session.outstandingUserInfoTransfers.isEmpty)
        #expect(link.session.receivedApplicationContext.isEmpty)
    }

    /// Writes a setup link to a smart plug's NFC tag.
    @MainActor final class TagProvisioner: NSObject, NFCNDEFReaderSessionDelegate {
        private var session: NFCNDEFReaderSession?
        private var message: NFCNDEFMessage?
        private var ended: CheckedContinuation<any Error, Never>?

        func provision(_ setupURL: URL) async -> (any Error)? {
            guard let payload = NFCNDEFPayload.wellKnownTypeURIPayload(url: setupURL) else { return nil }
            message = NFCNDEFMessage(records: [payload])
            return await withCheckedContinuation { continuation in
                ended = continuation
                session = NFCNDEFReaderSession(delegate: self, queue: nil, invalidateAfterFirstRead: false)
                session?.alertMessage = "Hold your iPhone near the plug."
                session?.begin()
            }
        }

        nonisolated func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: any Error) {
            let code = (error as? NFCReaderError)?.code ?? .readerSessionInvalidationErrorSessionTerminatedUnexpectedly
            MainActor.assumeIsolated {
                ended?.resume(returning: NFCReaderError(code))
                ended = nil
            }
        }

        nonisolated func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage]) {}

        nonisolated func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag]) {
            guard let tag = tags.first else { return }
            session.connect(to: tag) { error in
                guard error == nil else { return session.invalidate(errorMessage: "Try again.") }
                tag.queryNDEFStatus { status, _, _ in
                    guard status == .readWrite else { return session.invalidate(errorMessage: "This tag is read-only.") }
                    session.invalidate()
                }
            }
        }
    }

    @Test("An NFC provisioner's session ends as unsupported; NDEF records build and read back")
    @MainActor func nfcProvisioner() async throws {
        #expect(!NFCNDEFReaderSession.readingAvailable)
        let setupURL = try #require(URL(string: "https://example.com/setup/plug-42"))
        let error = await TagProvisioner().provision(setupURL)
        #expect((error as? NFCReaderError)?.code == .readerErrorUnsupportedFeature)

        let uri = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(url: setupURL))
        #expect(uri.typeNameFormat == .nfcWellKnown && uri.type == Data("U".utf8))
        #expect(uri.payload.first == 0x04)
        #expect(uri.wellKnownTypeURIPayload() == setupURL)
        let text = try #require(NFCNDEFPayload.wellKnownTypeTextPayload(string: "Living room", locale: Locale(identifier: "en")))
        let (string, locale) = text.wellKnownTypeTextPayload()
        #expect(string == "Living room" && locale?.identifier == "en")
        #expect(uri.wellKnownTypeTextPayload().0 == nil)
        let encoded = Data([0xD1, 0x01, 0x0C, 0x55, 0x04]) + Data("example.com".utf8)
        let message = try #require(NFCNDEFMessage(data: encoded))
        #expect(message.records.count == 1 && message.length == encoded.count)
        #expect(message.records.first?.wellKnownTypeURIPayload()?.absoluteString == "https://example.com")
        #expect(NFCNDEFMessage(data: Data([0xD1, 0x01])) == nil)
    }

    /// A hub sharing a room's lights with nearby phones.
    @MainActor final class LightsHub: NSObject, MCSessionDelegate, MCNearbyServiceBrowserDelegate, MCNearbyServiceAdvertiserDelegate {
        let peer = MCPeerID(displayName: "Kitchen Hub")
        let session: MCSession
        let browser: MCNearbyServiceBrowser
        let advertiser: MCNearbyServiceAdvertiser
        private(set) var nearby: [MCPeerID] = []

        override init() {
            session = MCSession(peer: peer, securityIdentity: nil, encryptionPreference: .required)
            browser = MCNearbyServiceBrowser(peer: peer, serviceType: "lights-hub")
            advertiser = MCNearbyServiceAdvertiser(peer: peer, discoveryInfo: ["room": "kitchen"], serviceType: "lights-hub")
            super.init()
            session.delegate = self
            browser.delegate = self
            advertiser.delegate = self
            browser.startBrowsingForPeers()
            advertiser.startAdvertisingPeer()
        }

        func broadcast(brightness: Int) throws {
            try session.send(Data("\(brightness)".utf8), toPeers: session.connectedPeers, with: .reliable)
        }

        nonisolated func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) {}
        nonisolated func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) {}
        nonisolated func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID) {}
        nonisolated func session(_ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID,
                                 with progress: Progress) {}
        nonisolated func session(_ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID,
                                 at localURL: URL?, withError error: (any Error)?) {}
        nonisolated func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {
            MainActor.assumeIsolated { nearby.append(peerID) }
        }
        nonisolated func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) {}
        nonisolated func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID,
                                    withContext context: Data?, invitationHandler: @escaping (Bool, MCSession?) -> Void) {
            invitationHandler(false, nil)
        }
    }

    struct PeerPicker: UIViewControllerRepresentable {
        let session: MCSession
        func makeUIViewController(context: Context) -> MCBrowserViewController {
            let controller = MCBrowserViewController(serviceType: "lights-hub", session: session)
            controller.maximumNumberOfPeers = 4
            return controller
        }
        func updateUIViewController(_ uiViewController: MCBrowserViewController, context: Context) {}
    }

    @Test("A multipeer hub finds no one, and sending fails as not connected")
    @MainActor func multipeerHub() throws {
        let hub = LightsHub()
        #expect(hub.session.connectedPeers.isEmpty && hub.nearby.isEmpty)
        #expect(hub.session.myPeerID.displayName == "Kitchen Hub")
        #expect(throws: MCError(.notConnected)) { try hub.broadcast(brightness: 80) }
        let picker = PeerPicker(session: hub.session)
        _ = picker.body
        let controller = MCBrowserViewController(serviceType: "lights-hub", session: hub.session)
        #expect(controller.maximumNumberOfPeers == kMCSessionMaximumNumberOfPeers)
        #expect(controller.browser?.serviceType == "lights-hub")
    }

    /// Finds a tracker tag with Ultra Wideband.
    @MainActor final class TagFinder: NSObject, NISessionDelegate {
        let session = NISession()
        private(set) var distanceText = "Searching…"
        private var ended: CheckedContinuation<(any Error)?, Never>?

        var canMeasure: Bool { NISession.deviceCapabilities.supportsPreciseDistanceMeasurement }

        func find(accessoryData: Data) async throws -> (any Error)? {
            let configuration = try NINearbyAccessoryConfiguration(data: accessoryData)
            return await withCheckedContinuation { continuation in
                ended = continuation
                session.delegate = self
                session.run(configuration)
            }
        }

        nonisolated func session(_ session: NISession, didUpdate nearbyObjects: [NINearbyObject]) {
            guard let object = nearbyObjects.first, let distance = object.distance else { return }
            let bearing = object.direction.map { atan2($0.x, -$0.z) * 180 / .pi }
            let text = String(format: "%.1f m", distance) + (bearing.map { String(format: " at %.0f°", $0) } ?? "")
            MainActor.assumeIsolated { distanceText = text }
        }

        nonisolated func session(_ session: NISession, didInvalidateWith error: any Error) {
            let code = (error as? NIError)?.code
            MainActor.assumeIsolated {
                ended?.resume(returning: code.map(NIError.init))
                ended = nil
            }
        }
    }

    @Test("A nearby finder has no capabilities, and its session ends as unsupported")
    @MainActor func nearbyFinder() async throws {
        let finder = TagFinder()
        #expect(!finder.canMeasure && !NISession.deviceCapabilities.supportsDirectionMeasurement)
        #expect(finder.session.discoveryToken == nil)
        let error = try await finder.find(accessoryData: Data([0x01, 0x02, 0x03]))
        #expect((error as? NIError)?.code == .unsupportedPlatform)
        #expect(finder.distanceText == "Searching…")
        #expect(throws: NIError(.invalidConfiguration)) { try NINearbyAccessoryConfiguration(data: Data()) }

        let token = try NINearbyAccessoryConfiguration(data: Data([0x0A, 0x0B])).accessoryDiscoveryToken
        let archived = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: NIDiscoveryToken.self, from: archived) == token)
        #expect(NINearbyPeerConfiguration(peerToken: token).peerDiscoveryToken == token)
    }

    @Test("No accessory is connected, and the Bluetooth picker finds none")
    @MainActor func externalAccessories() async {
        let manager = EAAccessoryManager.shared()
        manager.registerForLocalNotifications()
        #expect(manager.connectedAccessories.isEmpty)
        let error = await withCheckedContinuation { continuation in
            manager.showBluetoothAccessoryPicker(withNameFilter: nil) { error in continuation.resume(returning: error) }
        }
        #expect((error as? EABluetoothAccessoryPickerError)?.code == .resultNotFound)
        await #expect(throws: EABluetoothAccessoryPickerError(.resultNotFound)) {
            try await manager.showBluetoothAccessoryPicker(withNameFilter: nil)
        }
    }

    @Test("simd's vector, matrix and quaternion math")
    func vectorMath() {
        func close(_ a: simd_float3, _ b: simd_float3) -> Bool { simd_length(a - b) < 1e-5 }
        let x = simd_float3(1, 0, 0), y = simd_float3(0, 1, 0)
        #expect(simd_cross(x, y) == [0, 0, 1] && cross(y, x) == [0, 0, -1])
        #expect(simd_dot(x, y) == 0 && dot(x, x) == 1)
        #expect(length(simd_float3(3, 4, 0)) == 5 && simd_distance(x, y) == Float(2).squareRoot())
        #expect(normalize(simd_double3(0, 0, 2)) == [0, 0, 1])
        #expect(mix(x, y, t: 0.5) == [0.5, 0.5, 0] && simd_mix(x, y, simd_float3(repeating: 1)) == y)
        #expect(clamp(simd_float3(-1, 0.5, 2), min: 0, max: 1) == [0, 0.5, 1])
        #expect(min(x, y) == .zero && max(x, y) == [1, 1, 0] && min(3, 4) == 3)
        #expect(simd_int3(1, 2, 3) &+ 1 == [2, 3, 4])

        var move = matrix_identity_float4x4
        move.columns.3 = [1, 2, 3, 1]
        #expect(move * simd_float4(0, 0, 0, 1) == [1, 2, 3, 1])
        #expect(move.inverse * move == matrix_identity_float4x4)
        #expect(simd_float3x3(diagonal: [2, 3, 4]).determinant == 24)
        #expect(simd_float3x3(rows: [[1, 2, 0], [0, 1, 0], [0, 0, 1]]).columns.1 == [2, 1, 0])
        #expect(simd_double4x4(2) * simd_double4(1, 1, 1, 1) == [2, 2, 2, 2])

        let quarterTurn = simd_quatf(angle: .pi / 2, axis: [0, 0, 1])
        #expect(close(quarterTurn.act(x), y))
        #expect(close(simd_make_float3(simd_float4x4(quarterTurn) * simd_float4(x, 0)), y))
        #expect(simd_length(simd_quatf(simd_float3x3(quarterTurn)).vector - quarterTurn.vector) < 1e-5)
        #expect(abs(simd_slerp(simd_quatf(angle: 0, axis: [0, 0, 1]), quarterTurn, 0.5).angle - .pi / 4) < 1e-5)
        #expect(close(simd_quatf(from: x, to: y).act(x), y))
    }
}
