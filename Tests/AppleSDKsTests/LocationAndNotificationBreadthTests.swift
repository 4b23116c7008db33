import Foundation
import StandInCoreLocation
import StandInUserNotifications
import Testing

/// A tracker and a reminder as apps set them up: a preview has no location, and delivers nothing.
@Suite struct LocationAndNotificationBreadthTests {
    @Test func aFitnessTrackerIsSetUpAndSeesNoMovement() {
        let manager = CLLocationManager()
        manager.activityType = .fitness
        manager.pausesLocationUpdatesAutomatically = false
        manager.startMonitoringSignificantLocationChanges()
        let home = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 52.23, longitude: 21.01), radius: 200, identifier: "home")
        manager.startMonitoring(for: home)
        #expect(home.contains(CLLocationCoordinate2D(latitude: 52.2301, longitude: 21.0101)))
        #expect(!home.contains(CLLocationCoordinate2D(latitude: 52.3, longitude: 21.0)))
        #expect(CLLocation(latitude: 0, longitude: 0).speed < 0)
        #expect(manager.heading == nil)
    }

    @Test func aTimeSensitiveReminderIsComposed() throws {
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.interruptionLevel = .timeSensitive
        content.attachments = [try UNNotificationAttachment(identifier: "plant", url: URL(fileURLWithPath: "/tmp/plant.png"))]
        #expect(content.attachments.count == 1 && content.interruptionLevel == .timeSensitive)
    }
}
