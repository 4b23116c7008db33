import Foundation
import StandInAVFoundation
import StandInAVKit
import StandInCombine
import StandInEventKit
import StandInUIKit
import SwiftUI
import Testing

/// Camera, recorder, calendar and observation API of media and planner apps: a device without
/// camera or microphone, nothing playing, nothing changing.
@MainActor
@Suite struct CaptureRecordingAndCalendarBreadthTests {
    final class PreviewView: UIView, @unchecked Sendable {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
        var previewLayer: AVCaptureVideoPreviewLayer? { layer as? AVCaptureVideoPreviewLayer }
    }

    @Test func aViewMakesItsLayerOfItsLayerClass() {
        #expect(PreviewView().previewLayer != nil)
        #expect(!(UIView().layer is AVCaptureVideoPreviewLayer))
    }

    @Test func aRecorderRecordsNothingWithoutAMicrophone() throws {
        let settings: [String: Any] = [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 44_100, AVNumberOfChannelsKey: 1,
                                       AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue]
        let recorder = try AVAudioRecorder(url: URL(fileURLWithPath: "/memo.m4a"), settings: settings)
        #expect(!recorder.record() && !recorder.isRecording)
        #expect(recorder.averagePower(forChannel: 0) == -160)
        let settingsOfPhoto = AVCapturePhotoSettings()
        settingsOfPhoto.flashMode = .auto
        #expect(AVCapturePhoto().fileDataRepresentation() == nil)
    }

    @Test func aPlayersPropertiesArePublishedOnceAtFirst() {
        let player = AVPlayer()
        var seen: [AVPlayer.TimeControlStatus] = []
        let subscription = player.publisher(for: \.timeControlStatus).sink { seen.append($0) }
        var none: [Float] = []
        let later = player.publisher(for: \.rate, options: [.new]).sink { none.append($0) }
        #expect(seen == [.paused] && none.isEmpty)
        subscription.cancel()
        later.cancel()
        #expect(AVPlayerItem(url: URL(fileURLWithPath: "/a.mp4")).status == .unknown)
        #expect(AVPlayerItem.didPlayToEndTimeNotification == .AVPlayerItemDidPlayToEndTime)
    }

    @Test func anEventRepeatsAndItsCalendarIsReadAsOnIOS() {
        let store = EKEventStore()
        let event = EKEvent(eventStore: store)
        event.calendar = EKCalendar(for: .event, eventStore: store)
        event.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, end: EKRecurrenceEnd(occurrenceCount: 4)))
        #expect(event.hasRecurrenceRules && event.recurrenceRules?.first?.recurrenceEnd?.occurrenceCount == 4)
        let color: CGColor? = event.calendar.cgColor
        _ = color
        #expect(Notification.Name.EKEventStoreChanged.rawValue == "EKEventStoreChangedNotification")
    }
}
