import Foundation
import StandInActivityKit
import StandInCoreHaptics
import StandInCoreMotion
import StandInHealthKit
import StandInNetwork
import StandInWidgetKit
import SwiftUI
import Testing

/// Network, Core Haptics, Core Motion, HealthKit, ActivityKit and WidgetKit's Live Activities,
/// written as apps write them, seen as a preview's device sees them: online over Wi-Fi, without
/// haptics, motion sensors or Health data, and without Live Activities.
@Suite struct DeviceAndHealthStandInTests {
    // MARK: Network

    @MainActor final class ConnectivityModel: ObservableObject {
        @Published private(set) var isOnline = false
        @Published private(set) var usesWiFi = false
        @Published private(set) var isExpensive = true
        private let monitor = NWPathMonitor()

        func start() {
            monitor.pathUpdateHandler = { [weak self] path in
                MainActor.assumeIsolated { self?.apply(path) }
            }
            monitor.start(queue: .main)
        }

        func watch() async {
            for await path in NWPathMonitor() { apply(path) }
        }

        func stop() { monitor.cancel() }

        private func apply(_ path: NWPath) {
            isOnline = path.status == .satisfied
            usesWiFi = path.usesInterfaceType(.wifi)
            isExpensive = path.isExpensive || path.isConstrained
        }
    }

    @Test("A connectivity model sees a satisfied Wi-Fi path as soon as its monitor starts")
    @MainActor func connectivity() async {
        let model = ConnectivityModel()
        model.start()
        #expect(model.isOnline && model.usesWiFi && !model.isExpensive)
        model.stop()

        let watcher = ConnectivityModel()
        await watcher.watch()
        #expect(watcher.isOnline)

        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        connection.start(queue: .main)
        #expect(connection.state == .waiting(.posix(.ENETDOWN)))
        connection.cancel()
        #expect(connection.state == .cancelled)
    }

    // MARK: Core Haptics

    final class HapticsHelper {
        private var engine: CHHapticEngine?
        private(set) var startError: (any Error)?

        var supportsHaptics: Bool { CHHapticEngine.capabilitiesForHardware().supportsHaptics }

        func prepare() {
            do {
                engine = try CHHapticEngine()
                engine?.stoppedHandler = { reason in print("Haptics stopped: \(reason)") }
                engine?.resetHandler = { [weak self] in try? self?.engine?.start() }
                try engine?.start()
            } catch {
                startError = error
            }
        }

        func successPattern() throws -> CHHapticPattern {
            let sharp = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.6)
            let strong = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
            return try CHHapticPattern(events: [
                CHHapticEvent(eventType: .hapticTransient, parameters: [sharp, strong], relativeTime: 0),
                CHHapticEvent(eventType: .hapticContinuous, parameters: [strong], relativeTime: 0.1, duration: 0.4),
            ], parameters: [CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0.2)])
        }

        func playSuccess() throws {
            guard let engine else { return }
            try engine.makePlayer(with: successPattern()).start(atTime: CHHapticTimeImmediate)
        }
    }

    @Test("A haptics helper finds no haptics: the engine does not start and players do not play")
    func haptics() throws {
        let haptics = HapticsHelper()
        #expect(!haptics.supportsHaptics)
        haptics.prepare()
        #expect((haptics.startError as? CHHapticError)?.code == .notSupported)
        #expect(try haptics.successPattern().duration == 0.5)
        #expect(throws: CHHapticError(.engineNotRunning)) { try haptics.playSuccess() }
    }

    // MARK: HealthKit and Core Motion

    @MainActor final class StepCountModel: ObservableObject {
        enum Phase: Equatable { case loading, steps(Int), unavailable(String) }
        @Published private(set) var phase = Phase.loading
        let store = HKHealthStore()
        private let pedometer = CMPedometer()
        private let stepType = HKQuantityType(.stepCount)
        private let day = DateInterval(start: Date(timeIntervalSinceReferenceDate: 0), duration: 86_400)

        func load() async {
            guard HKHealthStore.isHealthDataAvailable() else { return await loadFromPedometer() }
            do {
                try await store.requestAuthorization(toShare: [], read: [stepType])
                let predicate = HKQuery.predicateForSamples(withStart: day.start, end: day.end, options: .strictStartDate)
                let statistics = try await HKStatisticsQueryDescriptor(predicate: .quantitySample(type: stepType, predicate: predicate),
                                                                       options: .cumulativeSum).result(for: store)
                phase = .steps(Int(statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0))
            } catch {
                phase = .unavailable("Health")
            }
        }

        private func loadFromPedometer() async {
            guard CMPedometer.isStepCountingAvailable() else { return phase = .unavailable("No step counter") }
            let steps: Int? = await withCheckedContinuation { continuation in
                pedometer.queryPedometerData(from: day.start, to: day.end) { data, _ in
                    continuation.resume(returning: data?.numberOfSteps.intValue)
                }
            }
            phase = steps.map(Phase.steps) ?? .unavailable("Pedometer")
        }
    }

    @Test("A step-count model finds neither Health data nor a step counter")
    @MainActor func stepCount() async throws {
        let model = StepCountModel()
        await model.load()
        #expect(model.phase == .unavailable("No step counter"))

        let store = model.store
        #expect(store.authorizationStatus(for: HKQuantityType(.stepCount)) == .notDetermined)
        await #expect(throws: HKError(.errorHealthDataUnavailable)) {
            try await store.requestAuthorization(toShare: [HKQuantityType(.bodyMass)], read: [HKCategoryType(.sleepAnalysis)])
        }
        let error = await withCheckedContinuation { continuation in
            store.execute(HKSampleQuery(sampleType: HKQuantityType(.heartRate), predicate: nil, limit: HKObjectQueryNoLimit,
                                        sortDescriptors: nil) { _, samples, error in
                continuation.resume(returning: samples == nil ? error as? HKError : nil)
            })
        }
        #expect(error?.code == .errorHealthDataUnavailable)
        let pedometerError = await withCheckedContinuation { continuation in
            CMPedometer().queryPedometerData(from: Date(timeIntervalSinceReferenceDate: 0), to: Date(timeIntervalSinceReferenceDate: 60)) { _, error in
                continuation.resume(returning: (error as NSError?)?.code)
            }
        }
        #expect(pedometerError == Int(CMErrorMotionActivityNotAvailable.rawValue))
        #expect(!CMMotionManager().isDeviceMotionAvailable)
    }

    @Test("Quantities convert between units, as units read from their strings")
    func units() {
        let weight = HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 70)
        #expect(abs(weight.doubleValue(for: .pound()) - 154.3236) < 0.001)
        let temperature = HKQuantity(unit: .degreeCelsius(), doubleValue: 37)
        #expect(abs(temperature.doubleValue(for: .degreeFahrenheit()) - 98.6) < 0.0001)
        let beatsPerMinute = HKUnit.count().unitDivided(by: .minute())
        #expect(HKUnit(from: "count/min") == beatsPerMinute)
        #expect(HKQuantity(unit: beatsPerMinute, doubleValue: 120).doubleValue(for: .hertz()) == 2)
        #expect(HKUnit(from: "ml/kg*min") == HKUnit.literUnit(with: .milli).unitDivided(by: .gramUnit(with: .kilo).unitMultiplied(by: .minute())))
        #expect(HKQuantityType(.stepCount).aggregationStyle == .cumulative)
        #expect(HKQuantityType(.heartRate).is(compatibleWith: beatsPerMinute))
        #expect(Set<HKObjectType>([HKQuantityType(.stepCount), HKObjectType.quantityType(forIdentifier: .stepCount)].compactMap { $0 }).count == 1)
    }

    // MARK: ActivityKit and WidgetKit

    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var driver: String
            var minutesLeft: Int
        }
        var orderNumber: Int
    }

    @MainActor final class DeliveryTracker: ObservableObject {
        @Published private(set) var activity: Activity<DeliveryAttributes>?
        @Published private(set) var problem: String?

        func start(order: Int) {
            do {
                activity = try Activity.request(attributes: DeliveryAttributes(orderNumber: order),
                                                content: ActivityContent(state: .init(driver: "Anna", minutesLeft: 20), staleDate: nil),
                                                pushType: nil)
            } catch let error as ActivityAuthorizationError {
                problem = error.failureReason
            } catch {
                problem = "\(error)"
            }
        }

        func finishAll() async -> Int {
            var states = 0
            for activity in Activity<DeliveryAttributes>.activities {
                await activity.end(nil, dismissalPolicy: .immediate)
                for await _ in activity.activityStateUpdates { states += 1 }
            }
            return states
        }
    }

    @Test("Starting a Live Activity fails as on a device with Live Activities turned off")
    @MainActor func liveActivity() async {
        let tracker = DeliveryTracker()
        tracker.start(order: 42)
        #expect(tracker.activity == nil)
        #expect(tracker.problem == ActivityAuthorizationError.denied.failureReason)
        #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(await tracker.finishAll() == 0)
        #expect(throws: ActivityAuthorizationError.denied) {
            try Activity.request(attributes: DeliveryAttributes(orderNumber: 1), contentState: .init(driver: "Ben", minutesLeft: 5))
        }
        var enabledChanges = 0
        for await _ in ActivityAuthorizationInfo().activityEnablementUpdates { enabledChanges += 1 }
        #expect(enabledChanges == 0)
    }

    struct DeliveryLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                VStack(alignment: .leading) {
                    Text(verbatim: context.state.driver)
                    Text(verbatim: "\(context.state.minutesLeft) min")
                }
                .padding()
                .activityBackgroundTint(.cyan)
                .activitySystemActionForegroundColor(.black)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text(verbatim: "#\(context.attributes.orderNumber)") }
                    DynamicIslandExpandedRegion(.trailing) { Text(verbatim: "\(context.state.minutesLeft) min") }
                    DynamicIslandExpandedRegion(.bottom) {
                        if context.isStale { Text(verbatim: "Late") } else { Text(verbatim: context.state.driver) }
                    }
                } compactLeading: {
                    Image(systemName: "bag")
                } compactTrailing: {
                    Text(verbatim: "\(context.state.minutesLeft)m")
                } minimal: {
                    Text(verbatim: "\(context.state.minutesLeft)")
                }
                .keylineTint(.red)
                .contentMargins(.trailing, 8, for: .expanded)
            }
        }
    }

    @Test("A Live Activity's preview draws its Lock Screen view and its Dynamic Island for the first state")
    @MainActor func liveActivityPreview() {
        func screen(_ kind: ActivityPreviewViewKind) -> LaidOutScreen {
            let view = WidgetPreviewView.view(family: kind, attributes: DeliveryAttributes(orderNumber: 7), widget: { DeliveryLiveActivity() },
                                              timeline: {
                                                  DeliveryAttributes.ContentState(driver: "Anna", minutesLeft: 12)
                                                  DeliveryAttributes.ContentState(driver: "Ben", minutesLeft: 3)
                                              })
            return ScreenLayout().layout(view, name: "delivery", in: ScreenConfiguration(device: .iPhone16))
        }
        // The Lock Screen view is 361 points wide, as tall as its content, tinted all over.
        let lockScreen = screen(.content)
        #expect(lockScreen.texts.compactMap(\.text) == ["Anna", "12 min"])
        #expect(lockScreen.unsettled.isEmpty)
        #expect(lockScreen.allElements.filter { $0.kind == .color }.map(\.frame.size.width) == [361, 361])
        let expanded = screen(.dynamicIsland(.expanded))
        #expect(expanded.texts.compactMap(\.text) == ["#7", "12 min", "Anna"])
        #expect(expanded.allElements.first { $0.kind == .roundedRectangle }?.frame.size.width == 371)
        let compact = screen(.dynamicIsland(.compact))
        #expect(compact.texts.compactMap(\.text) == ["12m"])
        #expect(compact.allElements.first { $0.kind == .capsule }?.frame.size.height == 37)
        #expect(screen(.dynamicIsland(.minimal)).texts.compactMap(\.text) == ["12"])
        // A preview without its attributes cannot be drawn, and says so.
        let unbuilt = ScreenLayout().layout(WidgetPreviewView.view(family: .content, widget: { DeliveryLiveActivity() }, timeline: {
            DeliveryAttributes.ContentState(driver: "Anna", minutesLeft: 12)
        }), name: "delivery")
        #expect(!unbuilt.unsettled.isEmpty)
    }
}
