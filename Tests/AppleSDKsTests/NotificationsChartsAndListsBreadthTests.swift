import Foundation
import StandInAppleFoundation
import StandInCharts
import StandInCoreLocation
import StandInMapKit
import StandInStoreKit
import StandInUIKit
import StandInUserNotifications
import SwiftUI
import Testing

/// Notification, chart, map, store and list-formatting API apps write, answering as a device
/// with nothing scheduled, in the render's language.
@MainActor
@Suite struct NotificationsChartsAndListsBreadthTests {
    @Test func aListIsJoinedAsTheRendersLanguageJoinsOne() {
        #expect(inLocale("en") { ListFormatter.localizedString(byJoining: ["Tea", "Toast", "Jam"]) } == "Tea, Toast, and Jam")
        #expect(inLocale("de") { ListFormatter.localizedString(byJoining: ["Tee", "Toast", "Marmelade"]) } == "Tee, Toast und Marmelade")
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "pl_PL")
        #expect(formatter.string(from: [1, 2]) == "1 i 2")
    }

    @Test func aSubscriptionsUnitIsNamedInTheRendersLanguage() {
        #expect(inLocale("en") { Product.SubscriptionPeriod.Unit.month.localizedDescription } == "month")
        #expect(inLocale("de") { Product.SubscriptionPeriod.Unit.year.localizedDescription } == "Jahr")
    }

    @Test func theBadgeIsSetFromCodeThatIsNotAsyncAndActionsTakeIcons() async {
        let center = UNUserNotificationCenter.current()
        let done = await withCheckedContinuation { continuation in
            center.setBadgeCount(0) { error in continuation.resume(returning: error == nil) }
        }
        #expect(done)
        let content = UNMutableNotificationContent()
        content.sound = .defaultCritical
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [],
                                          icon: UNNotificationActionIcon(systemImageName: "clock"))
        _ = UNNotificationCategory(identifier: "reminder", actions: [snooze], intentIdentifiers: [], options: [])
    }

    private enum Kind: String, CaseIterable, Plottable { case run, ride }

    private struct Session: Identifiable {
        let id: Int
        let kind: Kind
        let minutes: Double
    }

    @Test func anEnumerationIsPlottableAndAnAnnotationIsTaggedForSelection() {
        let sessions = [Session(id: 1, kind: .run, minutes: 30)]
        let chart = Chart(sessions) { BarMark(x: .value("Kind", $0.kind.rawValue), y: .value("Minutes", $0.minutes)) }
        let map = Map(initialPosition: .automatic, selection: .constant(Optional<Int>.none)) {
            Annotation("Café", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)) { Text(verbatim: "☕︎") }.tag(1)
        }
        let screen = ScreenLayout().layout(VStack { chart; map }.frame(height: 400), name: "plot", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.unsettled.isEmpty)
        #expect(Kind.allCases.count == 2)
    }

    @Test func aTextFieldTakesEveryContentType() {
        let types: [UITextContentType] = [.givenName, .familyName, .nickname, .newPassword, .telephoneNumber, .postalCode, .creditCardNumber]
        #expect(Set(types.map(\.rawValue)).count == types.count)
    }
}
