import StandInCallKit
import StandInHomeKit
import StandInPushKit
import SwiftUI
import Testing

/// Smart-home control, VoIP calls and VoIP pushes, written as apps write them: a preview's device
/// has no home and no HomeKit access, no call service and no push service.
@MainActor @Suite struct HomeCallStandInTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "home", in: ScreenConfiguration(device: .iPhoneSE))
    }

    final class Outcome: @unchecked Sendable {
        var calls = 0
        var error: (any Error)?
        var status: CXCallDirectoryManager.EnabledStatus?
    }

    // MARK: HomeKit

    @MainActor final class HomeStore: NSObject, ObservableObject, HMHomeManagerDelegate {
        @Published var homes: [HMHome] = []
        @Published var loaded = false
        @Published var message: String?
        let manager = HMHomeManager()

        override init() {
            super.init()
            manager.delegate = self
        }

        nonisolated func homeManagerDidUpdateHomes(_ manager: HMHomeManager) {
            MainActor.assumeIsolated {
                homes = manager.homes
                loaded = true
            }
        }

        var isAuthorized: Bool { manager.authorizationStatus.contains(.authorized) }

        func addHome(named name: String) async {
            do {
                let home = try await manager.addHome(named: name)
                homes.append(home)
            } catch HMError.homeAccessNotAuthorized {
                message = "Allow Home access in Settings"
            } catch {
                message = error.localizedDescription
            }
        }

        static func lights(in home: HMHome) -> [HMService] {
            home.accessories.flatMap(\.services).filter { $0.serviceType == HMServiceTypeLightbulb }
        }

        static func isOn(_ light: HMService) -> Bool {
            let power = light.characteristics.first { $0.characteristicType == HMCharacteristicTypePowerState }
            return power?.value as? Bool ?? false
        }

        static func toggle(_ light: HMService) async throws {
            guard let power = light.characteristics.first(where: { $0.characteristicType == HMCharacteristicTypePowerState }) else { return }
            try await power.writeValue(!isOn(light))
        }

        static func lockLabel(_ value: Int) -> String {
            switch HMCharacteristicValueLockMechanismState(rawValue: value) {
            case .secured: "Locked"
            case .unsecured: "Unlocked"
            case .jammed: "Jammed"
            case .unknown, nil: "Unknown"
            }
        }
    }

    struct HomeList: View {
        @ObservedObject var store: HomeStore
        var body: some View {
            NavigationStack {
                List {
                    if store.homes.isEmpty {
                        Text("No Homes")
                    }
                    ForEach(store.homes, id: \.uniqueIdentifier) { home in
                        Section(home.name) {
                            ForEach(HomeStore.lights(in: home), id: \.uniqueIdentifier) { light in
                                Toggle(light.name, isOn: .constant(HomeStore.isOn(light)))
                            }
                        }
                    }
                    if let message = store.message { Text(message) }
                }
                .navigationTitle("Home")
            }
        }
    }

    @Test("A preview's device has no home, is not authorized, and adding a home fails")
    func homes() async throws {
        let store = HomeStore()
        #expect(store.loaded)
        #expect(store.homes.isEmpty)
        #expect(store.manager.primaryHome == nil)
        #expect(store.manager.authorizationStatus == .determined)
        #expect(!store.isAuthorized)
        #expect(layout(HomeList(store: store)).allElements.contains { $0.text == "No Homes" })
        await store.addHome(named: "Beach House")
        #expect(store.message == "Allow Home access in Settings")
        #expect(store.homes.isEmpty)

        let outcome = Outcome()
        store.manager.addHome(withName: "Cabin") { home, error in
            outcome.calls += 1
            outcome.error = error
            #expect(home == nil)
        }
        #expect(outcome.calls == 1)
        #expect((outcome.error as? HMError)?.code == .homeAccessNotAuthorized)
        #expect(outcome.error.map { $0 as NSError }?.domain == HMErrorDomain)
        #expect(HomeStore.lockLabel(HMCharacteristicValueLockMechanismState.secured.rawValue) == "Locked")
        #expect(HMServiceTypeLightbulb != HMServiceTypeSwitch)
        #expect(HMCharacteristicTypeTargetTemperature != HMCharacteristicTypeCurrentTemperature)

        let browser = HMAccessoryBrowser()
        browser.startSearchingForNewAccessories()
        #expect(browser.discoveredAccessories.isEmpty)
        let trigger = HMTimerTrigger(name: "Morning", fireDate: Date(timeIntervalSinceReferenceDate: 0), recurrence: DateComponents(day: 1))
        #expect(trigger.name == "Morning" && !trigger.isEnabled)
        await #expect(throws: HMError.self) { try await trigger.enable(true) }
    }

    // MARK: CallKit and PushKit

    final class CallManager: NSObject, CXProviderDelegate, PKPushRegistryDelegate, @unchecked Sendable {
        let provider: CXProvider
        let controller = CXCallController()
        let registry = PKPushRegistry(queue: .main)
        var ended: [UUID] = []
        var token: Data?

        override init() {
            let configuration = CXProviderConfiguration()
            configuration.supportsVideo = true
            configuration.maximumCallsPerCallGroup = 1
            configuration.supportedHandleTypes = [.phoneNumber, .generic]
            configuration.includesCallsInRecents = false
            provider = CXProvider(configuration: configuration)
            super.init()
            provider.setDelegate(self, queue: nil)
            registry.delegate = self
            registry.desiredPushTypes = [.voIP]
        }

        func startCall(to number: String, video: Bool) async throws {
            let action = CXStartCallAction(call: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
                                           handle: CXHandle(type: .phoneNumber, value: number))
            action.isVideo = video
            try await controller.request(CXTransaction(action: action))
        }

        func reportIncoming(from name: String) async throws {
            let update = CXCallUpdate()
            update.remoteHandle = CXHandle(type: .generic, value: name)
            update.localizedCallerName = name
            update.hasVideo = false
            try await provider.reportNewIncomingCall(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2)), update: update)
        }

        func providerDidReset(_ provider: CXProvider) { ended.removeAll() }

        func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
            ended.append(action.callUUID)
            action.fulfill()
        }

        func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
            token = pushCredentials.token
        }

        func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
                          completion: @escaping () -> Void) {
            completion()
        }
    }

    @Test("A preview has no call service and no push token")
    func calls() async throws {
        let manager = CallManager()
        #expect(manager.provider.configuration.supportsVideo)
        #expect(manager.provider.configuration.maximumCallGroups == 2)
        #expect(manager.controller.callObserver.calls.isEmpty)

        let startError = await #expect(throws: CXErrorCodeRequestTransactionError.self) {
            try await manager.startCall(to: "+1 555 0100", video: true)
        }
        #expect(startError?.code == .unknownCallProvider)
        do {
            try await manager.reportIncoming(from: "Ada")
            Issue.record("an incoming call was reported")
        } catch CXErrorCodeIncomingCallError.unentitled {
        } catch {
            Issue.record("unexpected \(error)")
        }

        let end = CXEndCallAction(call: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3)))
        #expect(!end.isComplete)
        manager.provider(manager.provider, perform: end)
        #expect(end.isComplete && manager.ended == [end.callUUID])
        let transaction = CXTransaction(actions: [end, CXSetMutedCallAction(call: end.callUUID, muted: true)])
        #expect(!transaction.isComplete)
        #expect(CXHandle(type: .phoneNumber, value: "1").isEqual(to: CXHandle(type: .phoneNumber, value: "1")))

        let outcome = Outcome()
        CXCallDirectoryManager.sharedInstance.getEnabledStatusForExtension(withIdentifier: "com.example.blocker") { status, error in
            outcome.status = status
            outcome.error = error
        }
        #expect(outcome.status == .disabled && outcome.error == nil)
        await #expect(throws: CXErrorCodeCallDirectoryManagerError.self) {
            try await CXCallDirectoryManager.sharedInstance.reloadExtension(withIdentifier: "com.example.blocker")
        }

        #expect(manager.registry.desiredPushTypes == [.voIP])
        #expect(manager.registry.pushToken(for: .voIP) == nil)
        #expect(manager.token == nil)
    }
}
