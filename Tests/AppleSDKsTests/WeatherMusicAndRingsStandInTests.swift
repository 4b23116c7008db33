import Foundation
import StandInCoreLocation
import StandInHealthKit
import StandInHealthKitUI
import StandInMusicKit
import StandInUIKit
import StandInWeatherKit
import SwiftUI
import Testing

/// WeatherKit, MusicKit and HealthKitUI written as apps write them: a view model and a view per
/// framework, and what a preview sees of them (no weather, no Apple Music, rings of a summary the
/// app makes).
@MainActor
@Suite struct WeatherMusicAndRingsStandInTests {
    // MARK: WeatherKit

    @Observable @MainActor
    final class ForecastModel {
        enum State: Equatable { case loading, loaded(CurrentWeather), failed(String) }
        var state = State.loading
        var days: [DayWeather] = []
        var attribution: WeatherAttribution?
        var attributionFailed = false

        func load(at location: CLLocation) async {
            do {
                let (current, daily) = try await WeatherService.shared.weather(for: location, including: .current, .daily)
                state = .loaded(current)
                days = Array(daily.prefix(7))
            } catch WeatherError.permissionDenied {
                state = .failed("Weather isn’t available here.")
            } catch {
                state = .failed(error.localizedDescription)
            }
            do {
                attribution = try await WeatherService.shared.attribution
            } catch {
                attributionFailed = true
            }
        }
    }

    struct ForecastView: View {
        let model: ForecastModel
        var body: some View {
            VStack(alignment: .leading) {
                switch model.state {
                case .loading:
                    ProgressView()
                case .loaded(let now):
                    Label(now.condition.description, systemImage: now.symbolName)
                    Text(verbatim: "\(Int(now.temperature.converted(to: .celsius).value))° · wind \(now.wind.compassDirection.abbreviation)")
                    Text(verbatim: "UV \(now.uvIndex.value) \(now.uvIndex.category.description)")
                case .failed(let message):
                    Text(verbatim: message)
                }
                ForEach(model.days, id: \.date) { day in
                    HStack {
                        Image(systemName: day.symbolName)
                        Text(verbatim: "\(Int(day.highTemperature.value))° / \(Int(day.lowTemperature.value))°")
                        Image(systemName: day.moon.phase.symbolName)
                    }
                }
                if let attribution = model.attribution {
                    Link(attribution.serviceName, destination: attribution.legalPageURL)
                }
            }
        }
    }

    @Test("A weather request throws WeatherError.permissionDenied, so the view shows its error state")
    func weatherFails() async throws {
        let model = ForecastModel()
        await model.load(at: CLLocation(latitude: 52.52, longitude: 13.405))
        #expect(model.state == .failed("Weather isn’t available here."))
        #expect(model.days.isEmpty)
        #expect(model.attribution == nil && model.attributionFailed)
        let screen = ScreenLayout().layout(ForecastView(model: model), name: "forecast", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "Weather isn’t available here." })

        let location = CLLocation(latitude: 0, longitude: 0)
        await #expect(throws: WeatherError.permissionDenied) { try await WeatherService().weather(for: location) }
        await #expect(throws: WeatherError.permissionDenied) {
            try await WeatherService.shared.weather(for: location, including: .hourly, .minute, .alerts)
        }
        await #expect(throws: WeatherError.permissionDenied) {
            try await WeatherService.shared.weather(for: location, including: .daily(startDate: Date(timeIntervalSince1970: 0),
                                                                                     endDate: Date(timeIntervalSince1970: 86_400)))
        }
        #expect(WeatherError.permissionDenied.errorDescription != nil)
    }

    @Test("Weather values describe themselves as WeatherKit's do")
    func weatherValues() {
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(WeatherCondition.clear.accessibilityDescription == "Clear")
        #expect(Wind.CompassDirection.allCases.map(\.abbreviation).prefix(4) == ["N", "NNE", "NE", "ENE"])
        #expect(Wind.CompassDirection.southSouthwest.abbreviation == "SSW")
        #expect(UVIndex.ExposureCategory.veryHigh > .high && UVIndex.ExposureCategory.moderate.rangeValue == 3...5)
        #expect(MoonPhase.waxingGibbous.symbolName == "moonphase.waxing.gibbous")
        #expect(Precipitation.mixed.description == "Wintry Mix" && PressureTrend.rising.description == "Rising")
    }

    // MARK: MusicKit

    /// A song as Apple Music API returns it, as an app's preview fixture decodes it.
    static let songJSON = """
    {"data": [{"id": "1477896820", "type": "songs", "attributes": {"name": "Alpha", "artistName": "Kollegah",
      "albumName": "Alpha", "durationInMillis": 141827, "genreNames": ["Hip-Hop/Rap"], "releaseDate": "2014-05-09",
      "playParams": {"id": "1477896820", "kind": "song"},
      "artwork": {"width": 3000, "height": 3000, "url": "https://example.com/{w}x{h}bb.jpg", "bgColor": "1c1c1c"}}}]}
    """

    @Observable @MainActor
    final class MusicModel {
        var status = MusicAuthorization.currentStatus
        var songs: MusicItemCollection<Song> = []
        var failure: (any Error)?
        var canPlay = true

        func search(_ term: String) async {
            status = await MusicAuthorization.request()
            var request = MusicCatalogSearchRequest(term: term, types: [Song.self, Album.self, Artist.self])
            request.limit = 10
            do {
                songs = try await request.response().songs
            } catch {
                failure = error
            }
            canPlay = (try? await MusicSubscription.current.canPlayCatalogContent) ?? false
        }

        func play(_ song: Song) async {
            let player = ApplicationMusicPlayer.shared
            player.queue = ApplicationMusicPlayer.Queue(for: songs, startingAt: song)
            do {
                try await player.play()
            } catch {
                failure = error
            }
        }
    }

    struct SongRow: View {
        let song: Song
        var body: some View {
            HStack {
                if let artwork = song.artwork { ArtworkImage(artwork, width: 60, height: 60) }
                VStack(alignment: .leading) {
                    Text(song.title)
                    Text(song.artistName)
                }
            }
        }
    }

    struct PlayerBar: View {
        @ObservedObject var state = ApplicationMusicPlayer.shared.state
        @State private var offer = false
        var body: some View {
            Image(systemName: state.playbackStatus == .playing ? "pause.fill" : "play.fill")
                .musicSubscriptionOffer(isPresented: $offer, options: .init(messageIdentifier: .playMusic))
        }
    }

    @Test("MusicKit is not authorized in a preview: searches and playback throw, the player stays stopped")
    func musicFails() async throws {
        #expect(MusicAuthorization.currentStatus == .notDetermined)
        let model = MusicModel()
        await model.search("alpha")
        #expect(model.status == .denied)
        #expect(model.failure as? MusicTokenRequestError == .permissionDenied)
        #expect(model.songs.isEmpty && !model.canPlay)

        let songs = try JSONDecoder().decode(MusicItemCollection<Song>.self, from: Data(Self.songJSON.utf8))
        let song = try #require(songs.first)
        #expect(song.title == "Alpha" && song.albumTitle == "Alpha" && song.duration == 141.827)
        #expect(song.artwork?.url(width: 100, height: 100)?.absoluteString == "https://example.com/100x100bb.jpg")
        #expect(song.artwork?.backgroundColor != nil)

        model.songs = songs
        model.failure = nil
        await model.play(song)
        #expect(model.failure as? MusicTokenRequestError == .permissionDenied)
        #expect(ApplicationMusicPlayer.shared.state.playbackStatus == .stopped)
        #expect(ApplicationMusicPlayer.shared.queue.entries.map(\.title) == ["Alpha"])
        #expect(ApplicationMusicPlayer.shared.queue.currentEntry?.subtitle == "Kollegah")

        var request = MusicCatalogResourceRequest<Song>(matching: \.id, equalTo: song.id)
        request.properties = [.albums]
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await request.response() }
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await song.with([.albums, .artists]) }
        #expect(try await songs.nextBatch() == nil)

        var updates: [MusicSubscription] = []
        for await subscription in MusicSubscription.subscriptionUpdates { updates.append(subscription) }
        #expect(updates.map(\.canPlayCatalogContent) == [false])
    }

    @Test("ArtworkImage draws a placeholder of the size asked for")
    func artworkImage() throws {
        let songs = try JSONDecoder().decode(MusicItemCollection<Song>.self, from: Data(Self.songJSON.utf8))
        let song = try #require(songs.first)
        let screen = ScreenLayout().layout(VStack { SongRow(song: song); PlayerBar() }, name: "song",
                                           in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.frame.size.width == 60 && $0.frame.size.height == 60 })
        #expect(screen.allElements.contains { $0.text == "Kollegah" })
    }

    // MARK: HealthKitUI

    struct ActivityRings: UIViewRepresentable {
        let summary: HKActivitySummary?
        func makeUIView(context: Context) -> HKActivityRingView { HKActivityRingView() }
        func updateUIView(_ uiView: HKActivityRingView, context: Context) { uiView.setActivitySummary(summary, animated: true) }
    }

    @Test("An activity ring view keeps its summary and is drawn as a placeholder of its frame")
    func activityRings() {
        let summary = HKActivitySummary()
        summary.activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 320)
        summary.activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 500)
        let rings = HKActivityRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(rings.activitySummary == nil)
        rings.setActivitySummary(summary, animated: true)
        #expect(rings.activitySummary === summary)
        rings.activitySummary = nil
        #expect(rings.activitySummary == nil)

        let screen = ScreenLayout().layout(ActivityRings(summary: summary).frame(width: 120, height: 120), name: "rings",
                                           in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.kind == .color && $0.frame.size.width == 120 && $0.frame.size.height == 120 })
    }
}
