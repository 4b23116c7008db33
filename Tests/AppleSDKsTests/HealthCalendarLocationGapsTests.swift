import Foundation
import StandInCoreLocation
import StandInEventKit
import StandInHealthKit
import SwiftUI
import Testing

/// Activity rings, characteristics, anchored queries and workout builders (HealthKit), recurring
/// events with places and reminder priorities (EventKit), and service sessions, iOS 18 location
/// updates and placemarks (Core Location), written as apps write them and seen as a preview's device
/// sees them: no Health data and no access asked for, an empty calendar, no location.
@Suite struct HealthCalendarLocationGapsTests {
    // MARK: HealthKit

    @MainActor final class ActivityModel: ObservableObject {
        @Published private(set) var summaries: [HKActivitySummary] = []
        @Published private(set) var ringsError: (any Error)?
        @Published private(set) var bloodType = HKBloodType.notSet
        @Published private(set) var profileErrors: [any Error] = []
        @Published private(set) var heartRates: [HKQuantitySample] = []
        @Published private(set) var anchor: HKQueryAnchor?
        @Published private(set) var snapshotError: (any Error)?
        @Published private(set) var savedWorkout: HKWorkout?
        @Published private(set) var workoutError: (any Error)?
        let store = HKHealthStore()

        /// The rings of the week ending on `day`, by an activity summary query.
        func loadWeek(endingOn day: Date) async {
            let calendar = Calendar(identifier: .gregorian)
            let units: Set<Calendar.Component> = [.era, .year, .month, .day]
            var end = calendar.dateComponents(units, from: day)
            end.calendar = calendar
            var start = calendar.dateComponents(units, from: calendar.date(byAdding: .day, value: -6, to: day) ?? day)
            start.calendar = calendar
            let predicate = HKQuery.predicate(forActivitySummariesBetweenStart: start, end: end)
            let result: Result<[HKActivitySummary], any Error> = await withCheckedContinuation { continuation in
                let query = HKActivitySummaryQuery(predicate: predicate) { _, summaries, error in
                    if let error {
                        continuation.resume(returning: .failure(error))
                    } else {
                        continuation.resume(returning: .success(summaries ?? []))
                    }
                }
                query.updateHandler = { _, _, _ in }
                store.execute(query)
            }
            switch result {
            case .success(let summaries): self.summaries = summaries
            case .failure(let error): ringsError = error
            }
        }

        /// The user's characteristics, each read on its own.
        func readProfile() {
            do { bloodType = try store.bloodType().bloodType } catch { profileErrors.append(error) }
            do { _ = try store.biologicalSex().biologicalSex } catch { profileErrors.append(error) }
            do { _ = try store.dateOfBirthComponents().year } catch { profileErrors.append(error) }
            do {
                switch try store.wheelchairUse().wheelchairUse {
                case .yes, .no, .notSet: break
                }
            } catch { profileErrors.append(error) }
            do { _ = try store.fitzpatrickSkinType().skinType == .III } catch { profileErrors.append(error) }
        }

        /// Heart rates since the last anchor, once and then as they come.
        func watchHeartRate() async {
            let descriptor = HKAnchoredObjectQueryDescriptor(predicates: [.quantitySample(type: HKQuantityType(.heartRate))],
                                                             anchor: anchor, limit: 100)
            do {
                let snapshot = try await descriptor.result(for: store)
                heartRates = snapshot.addedSamples
            } catch {
                snapshotError = error
            }
            do {
                for try await update in descriptor.results(for: store) {
                    heartRates += update.addedSamples
                    anchor = update.newAnchor
                }
            } catch {
                snapshotError = error
            }
        }

        /// Records a run from `start` to `end` with a workout builder.
        func recordRun(from start: Date, to end: Date) async {
            let configuration = HKWorkoutConfiguration()
            configuration.activityType = .running
            configuration.locationType = .outdoor
            let builder = HKWorkoutBuilder(healthStore: store, configuration: configuration, device: .local())
            let energy = HKQuantitySample(type: HKQuantityType(.activeEnergyBurned), quantity: HKQuantity(unit: .kilocalorie(), doubleValue: 240),
                                          start: start, end: end, metadata: [HKMetadataKeyHeartRateMotionContext: HKHeartRateMotionContext.active.rawValue])
            do {
                try await builder.beginCollection(at: start)
                try await builder.addSamples([energy])
                try await builder.addMetadata([HKMetadataKeyIndoorWorkout: false, HKMetadataKeyWorkoutBrandName: "Morning Run",
                                               HKMetadataKeySyncIdentifier: "run-1", HKMetadataKeySyncVersion: 1])
                try await builder.endCollection(at: end)
                savedWorkout = try await builder.finishWorkout()
            } catch {
                workoutError = error
                builder.discardWorkout()
            }
        }
    }

    static func isNotDetermined(_ error: (any Error)?) -> Bool { (error as? HKError)?.code == .errorAuthorizationNotDetermined }

    @Test("Activity rings, characteristics and anchored queries fail or end as on a device without Health data")
    @MainActor func healthModels() async {
        let model = ActivityModel()
        let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
        await model.loadWeek(endingOn: day)
        #expect(model.summaries.isEmpty)
        #expect((model.ringsError as? HKError)?.code == .errorHealthDataUnavailable)

        model.readProfile()
        #expect(model.bloodType == .notSet)
        #expect(model.profileErrors.count == 5)
        #expect(model.profileErrors.allSatisfy { Self.isNotDetermined($0) })

        await model.watchHeartRate()
        #expect(model.heartRates.isEmpty)
        #expect(model.anchor == nil)
        #expect((model.snapshotError as? HKError)?.code == .errorHealthDataUnavailable)

        await model.recordRun(from: day, to: day.addingTimeInterval(1800))
        #expect(model.savedWorkout == nil)
        #expect(Self.isNotDetermined(model.workoutError))
    }

    @Test("A hand-made activity summary keeps its values for a ring view; types and correlations build")
    func activitySummaryAndTypes() {
        let summary = HKActivitySummary()
        #expect(summary.activeEnergyBurned.doubleValue(for: .kilocalorie()) == 0)
        #expect(summary.activityMoveMode == .activeEnergy)
        summary.activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 320)
        summary.activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 400)
        summary.appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 15)
        summary.appleExerciseTimeGoal = HKQuantity(unit: .hour(), doubleValue: 0.5)
        summary.appleStandHours = HKQuantity(unit: .count(), doubleValue: 6)
        summary.appleStandHoursGoal = HKQuantity(unit: .count(), doubleValue: 12)
        let move = summary.activeEnergyBurned.doubleValue(for: .kilocalorie()) / summary.activeEnergyBurnedGoal.doubleValue(for: .kilocalorie())
        let exercise = summary.appleExerciseTime.doubleValue(for: .minute()) / summary.appleExerciseTimeGoal.doubleValue(for: .minute())
        #expect(move == 0.8 && exercise == 0.5)
        let calendar = Calendar(identifier: .gregorian)
        let components = summary.dateComponents(for: calendar)
        #expect(components.day == nil && components.calendar == calendar)
        let today = DateComponents(calendar: calendar, year: 2024, month: 5, day: 1)
        #expect(!HKQuery.predicateForActivitySummary(with: today).evaluate(with: summary))

        let readTypes: Set<HKObjectType> = [HKCharacteristicType(.bloodType), HKCharacteristicType(.wheelchairUse),
                                            HKObjectType.activitySummaryType(), HKCorrelationType(.bloodPressure)]
        #expect(readTypes.count == 4)
        #expect(HKCharacteristicType(.dateOfBirth) == HKObjectType.characteristicType(forIdentifier: .dateOfBirth))

        let start = Date(timeIntervalSinceReferenceDate: 0)
        let energyType = HKQuantityType(.dietaryEnergyConsumed)
        let energy = HKQuantitySample(type: energyType, quantity: HKQuantity(unit: .kilocalorie(), doubleValue: 95), start: start, end: start)
        let banana = HKCorrelation(type: HKCorrelationType(.food), start: start, end: start, objects: [energy],
                                   metadata: [HKMetadataKeyFoodType: "Banana"])
        #expect(banana.objects(for: energyType).count == 1)
        #expect(banana.metadata?[HKMetadataKeyFoodType] as? String == "Banana")
        let scale = HKDevice(name: "Scale", manufacturer: "Acme", model: "S1", hardwareVersion: nil, firmwareVersion: "2.0",
                             softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
        #expect(scale.manufacturer == "Acme" && HKDevice.local().name == "iPhone")
    }

    // MARK: EventKit

    @MainActor final class PlannerModel: ObservableObject {
        @Published private(set) var events: [EKEvent] = []
        @Published private(set) var accessGranted = true
        let store = EKEventStore()

        func load(from start: Date, to end: Date) async {
            accessGranted = (try? await store.requestFullAccessToEvents()) ?? false
            let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
            events = store.events(matching: predicate).sorted { $0.compareStartDate(with: $1) == .orderedAscending }
        }

        /// A stand-up on Mondays, Wednesdays and Fridays in room 4, ten times.
        func makeStandup(at start: Date) -> EKEvent {
            let event = EKEvent(eventStore: store)
            event.title = "Stand-up"
            event.startDate = start
            event.endDate = start.addingTimeInterval(15 * 60)
            event.availability = .tentative
            let room = EKStructuredLocation(title: "Room 4")
            room.geoLocation = CLLocation(latitude: 52.52, longitude: 13.405)
            room.radius = 50
            event.structuredLocation = room
            let days: [EKRecurrenceDayOfWeek] = [EKRecurrenceDayOfWeek(.monday), EKRecurrenceDayOfWeek(.wednesday), EKRecurrenceDayOfWeek(.friday)]
            let rule = EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, daysOfTheWeek: days, daysOfTheMonth: nil, monthsOfTheYear: nil,
                                        weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: EKRecurrenceEnd(occurrenceCount: 10))
            event.addRecurrenceRule(rule)
            return event
        }

        /// A review on the second Tuesday of each month.
        func makeReview(at start: Date) -> EKEvent {
            let event = EKEvent(eventStore: store)
            event.title = "Review"
            event.startDate = start
            event.endDate = start.addingTimeInterval(3600)
            let rule = EKRecurrenceRule(recurrenceWith: .monthly, interval: 1, daysOfTheWeek: [EKRecurrenceDayOfWeek(.tuesday, weekNumber: 2)],
                                        daysOfTheMonth: nil, monthsOfTheYear: nil, weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil,
                                        end: nil)
            event.recurrenceRules = [rule]
            return event
        }

        func makeReminder(_ title: String, priority: EKReminderPriority) -> EKReminder {
            let reminder = EKReminder(eventStore: store)
            reminder.title = title
            reminder.priority = Int(priority.rawValue)
            return reminder
        }

        func priorityLabel(of reminder: EKReminder) -> String {
            switch EKReminderPriority(rawValue: UInt(reminder.priority)) {
            case .high?: return "!!!"
            case .medium?: return "!!"
            case .low?: return "!"
            case .none?, nil: return ""
            }
        }
    }

    @Test("Recurring events with places and reminder priorities build; the calendar is empty")
    @MainActor func planner() async {
        let model = PlannerModel()
        let monday = Date(timeIntervalSinceReferenceDate: 700_000_000)
        await model.load(from: monday, to: monday.addingTimeInterval(7 * 86_400))
        #expect(model.events.isEmpty && !model.accessGranted)

        let standup = model.makeStandup(at: monday)
        let review = model.makeReview(at: monday.addingTimeInterval(86_400))
        #expect(standup.compareStartDate(with: review) == .orderedAscending)
        #expect(review.compareStartDate(with: standup) == .orderedDescending)
        #expect(standup.availability == .tentative && review.availability == .busy)
        #expect(standup.structuredLocation?.title == "Room 4" && standup.structuredLocation?.radius == 50)
        #expect(standup.structuredLocation?.geoLocation?.coordinate.latitude == 52.52)
        let weekly = standup.recurrenceRules?.first
        #expect(weekly?.daysOfTheWeek?.map(\.dayOfTheWeek) == [.monday, .wednesday, .friday])
        #expect(weekly?.recurrenceEnd?.occurrenceCount == 10)
        let monthly = review.recurrenceRules?.first?.daysOfTheWeek?.first
        #expect(monthly?.dayOfTheWeek == .tuesday && monthly?.weekNumber == 2)
        #expect(EKRecurrenceDayOfWeek(.friday).weekNumber == 0)

        #expect(model.priorityLabel(of: model.makeReminder("Call", priority: .high)) == "!!!")
        #expect(model.priorityLabel(of: model.makeReminder("Read", priority: .low)) == "!")
        #expect(EKReminderPriority.medium.rawValue == 5)
    }

    // MARK: Core Location

    @MainActor final class NearbyModel: ObservableObject {
        @Published private(set) var status = "unknown"
        @Published private(set) var diagnosticCount = 0
        @Published private(set) var location: CLLocation?
        @Published private(set) var isStill = false
        @Published private(set) var address = ""
        private var session: CLServiceSession?

        func start(asking requirement: CLServiceSession.AuthorizationRequirement) async {
            let session = CLServiceSession(authorization: requirement)
            self.session = session
            do {
                for try await diagnostic in session.diagnostics {
                    diagnosticCount += 1
                    if diagnostic.authorizationDenied || diagnostic.authorizationDeniedGlobally || diagnostic.authorizationRestricted {
                        status = "denied"
                    } else if diagnostic.authorizationRequestInProgress {
                        status = "asking"
                    } else if diagnostic.insufficientlyInUse || diagnostic.serviceSessionRequired || diagnostic.fullAccuracyDenied {
                        status = "limited"
                    } else {
                        status = "ok"
                    }
                }
                for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                    if update.authorizationDenied || update.authorizationDeniedGlobally || update.authorizationRestricted { break }
                    if update.insufficientlyInUse || update.serviceSessionRequired || update.locationUnavailable { continue }
                    location = update.location
                    isStill = update.stationary || update.isStationary || update.accuracyLimited || update.authorizationRequestInProgress
                }
            } catch {
                status = "failed"
            }
        }

        func lookUp(_ place: CLLocation) async {
            let placemarks = (try? await CLGeocoder().reverseGeocodeLocation(place)) ?? []
            address = placemarks.first.map(Self.describe) ?? ""
        }

        static func describe(_ placemark: CLPlacemark) -> String {
            let parts = [placemark.subThoroughfare, placemark.thoroughfare, placemark.subLocality, placemark.locality,
                         placemark.subAdministrativeArea, placemark.administrativeArea, placemark.postalCode, placemark.isoCountryCode,
                         placemark.inlandWater, placemark.ocean, placemark.timeZone?.identifier]
            return (parts.compactMap { $0 } + (placemark.areasOfInterest ?? [])).joined(separator: ", ")
        }

        func stop() { session?.invalidate() }
    }

    @Test("A service session reports one pending request, location updates end, geocoding finds nothing")
    @MainActor func nearby() async {
        let model = NearbyModel()
        await model.start(asking: .whenInUse)
        #expect(model.status == "asking" && model.diagnosticCount == 1)
        #expect(model.location == nil && !model.isStill)
        await model.lookUp(CLLocation(latitude: 48.8566, longitude: 2.3522))
        #expect(model.address.isEmpty)
        #expect(NearbyModel.describe(CLPlacemark()).isEmpty)
        model.stop()

        let quiet = NearbyModel()
        await quiet.start(asking: .none)
        #expect(quiet.status == "ok" && quiet.diagnosticCount == 1)

        let precise = CLServiceSession(authorization: .always, fullAccuracyPurposeKey: "Navigation")
        precise.invalidate()
        var afterInvalidation = 0
        do {
            for try await _ in precise.diagnostics { afterInvalidation += 1 }
        } catch {
            afterInvalidation = -1
        }
        #expect(afterInvalidation == 0)
    }
}
