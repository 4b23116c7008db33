import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInAVFAudio
import StandInCoreLocation
import StandInos
import StandInUIKit
import SwiftUI
import Testing

/// Signposts around work, iOS 17's location stream, SwiftUI rows in UIKit cells, popovers, caches
/// and a dictation screen's audio engine, written as apps write them.
@Suite struct SignpostsStreamsCellsAndAudioEngineTests {
    @MainActor final class NearbyModel {
        var place = "Locating…"
        var updates = 0
        func track() async throws {
            for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                updates += 1
                if let location = update.location { place = "\(location.coordinate.latitude)" }
            }
            if updates == 0 { place = "Location unavailable" }
        }
    }

    @Test func signpostsRunTheirWorkAndCountIdentities() {
        let signposter = OSSignposter(logger: Logger(subsystem: "app", category: "load"))
        let first = signposter.makeSignpostID(), second = signposter.makeSignpostID()
        #expect(first != second)
        let state = signposter.beginInterval("load", id: first, "items: \(3)")
        let total = signposter.withIntervalSignpost("sum", id: second) { [1, 2, 3].reduce(0, +) }
        signposter.endInterval("load", state)
        signposter.emitEvent("done")
        #expect(total == 6)
        #expect(state.signpostID == first)
        #expect(!OSSignposter.disabled.isEnabled)
    }

    @Test @MainActor func theLocationStreamEndsWithoutAnUpdate() async throws {
        let model = NearbyModel()
        try await model.track()
        #expect(model.updates == 0)
        #expect(model.place == "Location unavailable")
    }

    @Test @MainActor func swiftUIRowsConfigureCellsAndPopoversAreAbsentOnAnIPhone() throws {
        let cell = UICollectionViewCell()
        cell.contentConfiguration = UIHostingConfiguration { Text(verbatim: "Row") }.margins(.horizontal, 8).minSize(height: 44)
            .background(.blue)
        let configuration = try #require(cell.contentConfiguration as? UIHostingConfiguration<Text, FilledShape>)
        #expect(configuration.insets.leading == 8 && configuration.insets.top == 0)
        #expect(configuration.minimumSize.height == 44)
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = UIView()
        #expect(share.popoverPresentationController == nil)
    }

    @Test func aCacheOfTheIOSFormKeepsItsMemory() {
        let cache = URLCache(memoryCapacity: 10_000_000, diskCapacity: 100_000_000)
        #expect(cache.memoryCapacity == 10_000_000)
        #expect(cache.diskCapacity == 0, "a preview's cache never touches the disk")
    }

    @Test func aDictationEngineTapsItsInputAndFailsToStartWithoutAMicrophone() {
        let engine = AVAudioEngine()
        let format = engine.inputNode.outputFormat(forBus: 0)
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { buffer, _ in _ = buffer.frameLength }
        engine.prepare()
        #expect(throws: NSError.self) { try engine.start() }
        #expect(!engine.isRunning)
        #expect(format.sampleRate == 48_000 && format.channelCount == 1)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 0, channels: 1) == nil)
        #expect(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 512)?.frameCapacity == 512)
        engine.inputNode.removeTap(onBus: 0)
    }
}
