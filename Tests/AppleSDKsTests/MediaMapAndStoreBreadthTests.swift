import Foundation
import StandInAVKit
import StandInAppleFoundation
import StandInCoreLocation
import StandInCoreMedia
import StandInMapKit
import StandInPhotos
import StandInPhotosUI
import StandInStoreKit
import StandInUIKit
import StandInUniformTypeIdentifiers
import SwiftUI
import Testing

/// The API of media, map-search, photo and purchase screens, answering as an offline device
/// with an empty library and nothing playing.
@MainActor
@Suite struct MediaMapAndStoreBreadthTests {
    @Test func aPlayerStaysPausedAndAnAssetLoadsAZeroDuration() async throws {
        let player = AVPlayer(url: URL(fileURLWithPath: "/clip.mp4"))
        #expect(player.timeControlStatus == .paused)
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { _ in }
        player.removeTimeObserver(token)
        #expect(await player.seek(to: .zero))
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/clip.mp4"))
        #expect(try await asset.load(.duration) == .zero)
        #expect(try await asset.load(.isPlayable) == false)
        await #expect(throws: AVAssetImageGenerator.NotDecoded.self) { try await AVAssetImageGenerator(asset: asset).image(at: .zero) }
        #expect(Notification.Name.AVPlayerItemDidPlayToEndTime.rawValue == "AVPlayerItemDidPlayToEndTimeNotification")
    }

    @Test func recordingIsRefusedAndSpeechHasItsDefaultRate() async {
        let granted = await withCheckedContinuation { continuation in
            AVAudioSession.sharedInstance().requestRecordPermission { continuation.resume(returning: $0) }
        }
        #expect(!granted)
        #expect(await AVAudioApplication.requestRecordPermission() == false)
        #expect(AVSpeechUtteranceDefaultSpeechRate == 0.5)
        #expect(AVPlayerViewController().allowsPictureInPicturePlayback)
    }

    @Test func aSearchCompleterCompletesNothingOffline() {
        let completer = MKLocalSearchCompleter()
        completer.queryFragment = "Kraków"
        completer.resultTypes = [.address, .pointOfInterest]
        #expect(completer.results.isEmpty)
        #expect(MKLocalSearch.Request(completion: MKLocalSearchCompletion()).naturalLanguageQuery == "")
    }

    @Test func theWorldRectangleCoversTheMercatorMap() {
        let region = MKCoordinateRegion(MKMapRect.world)
        #expect(abs(region.center.latitude) < 1e-9 && abs(region.center.longitude) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 360) < 1e-9)
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 50.06, longitude: 19.94))
        #expect(abs(point.coordinate.latitude - 50.06) < 1e-9 && abs(point.coordinate.longitude - 19.94) < 1e-9)
    }

    @Test func aSnapshotFailsOfflineAndAMapOfiOS17Builds() async {
        await #expect(throws: MKMapSnapshotter.Unavailable.self) { try await MKMapSnapshotter(options: MKMapSnapshotter.Options()).start() }
        @Namespace var scope
        let map = Map(position: .constant(.automatic), selection: .constant(MapFeature?.none), scope: scope) {
            Marker("Home" as String, systemImage: "house", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
        }
        .mapStyle(.imagery(elevation: .flat))
        .mapScope(scope)
        .mapControlVisibility(.hidden)
        let screen = ScreenLayout().layout(map.frame(height: 200), name: "map", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.unsettled.isEmpty)
    }

    @Test func thePhotoLibraryIsEmptyAndTypesHaveTheirMIMETypes() {
        var delivered = false
        PHImageManager.default().requestImage(for: PHAsset(), targetSize: CGSize(width: 10, height: 10), contentMode: .aspectFill,
                                              options: nil) { image, _ in delivered = image == nil }
        #expect(delivered)
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(URL(fileURLWithPath: "/picked.pdf").startAccessingSecurityScopedResource())
        #expect(UIImage().size == .zero)
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 8, height: 8))?.size == CGSize(width: 8, height: 8))
    }

    @Test func aPurchaseFromTheEnvironmentIsCancelled() async throws {
        let product = Product(id: "pro", displayName: "Pro", description: "Everything", displayPrice: "€4.99", price: 4.99, type: .nonConsumable)
        let result = try await EnvironmentValues().purchase(product)
        guard case .userCancelled = result else {
            Issue.record("a purchase in a preview went through: \(result)")
            return
        }
        let generator: UIFeedbackGenerator = UIImpactFeedbackGenerator(style: .light)
        generator.prepare()
    }
}
