import AuthenticationServices
import AVKit
import Charts
import MapKit
import PhotosUI
import StoreKit
import SwiftUI

/// Where the visits were: a map, a chart of them, a photo picker and the store's offer, each
/// from one of Apple's frameworks around SwiftUI.
struct PlacesView: View {
    @State private var position = MapCameraPosition.automatic
    @State private var photo: PhotosPickerItem?
    let counts = [("Lisbon", 3), ("Kraków", 2)]

    var body: some View {
        VStack(spacing: 12) {
            Text("Places")
                .font(.headline)
            Map(position: $position) {
                Marker("Lisbon", coordinate: CLLocationCoordinate2D(latitude: 38.72, longitude: -9.14))
            }
            .frame(height: 160)
            Chart(counts, id: \.0) { item in
                BarMark(x: .value("City", item.0), y: .value("Visits", item.1))
            }
            .frame(height: 120)
            PhotosPicker(selection: $photo, matching: .images) {
                Label("Add a photo", systemImage: "photo")
            }
            VideoPlayer(player: nil)
                .frame(height: 80)
            SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }
                .frame(height: 44)
            ProductView(id: "com.example.greeter.pro")
        }
        .padding()
    }
}

#Preview("Places") {
    PlacesView()
}
