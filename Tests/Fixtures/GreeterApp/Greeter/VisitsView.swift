import SwiftUI
import SwiftData
import GreeterAnalytics

/// A visit the app stores.
@Model
final class Visit {
    var place: String
    @Attribute(.unique) var order: Int

    init(place: String, order: Int) {
        self.place = place
        self.order = order
    }
}

/// The visits so far, newest last.
struct VisitsView: View {
    @Query(sort: \Visit.order) private var visits: [Visit]
    /// When the app opened, and how far it has gone: values the app formats itself.
    private let opened = Date(timeIntervalSince1970: 1_773_576_000)
    private let kilometres = 1234.5
    private let stamp: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        List {
            Section("Visits") {
                ForEach(visits) { visit in
                    Text(visit.place)
                }
            }
            Section {
                Text(opened.formatted(date: .long, time: .omitted))
                Text(kilometres.formatted())
                Text(stamp.string(from: opened))
                Text(Locale.current.identifier)
            }
        }
    }
}

#Preview("Visits") {
    let container = try! ModelContainer(for: Visit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Visit(place: "Lisbon", order: 1))
    let second = Visit(place: "Krakow", order: 2)
    container.mainContext.insert(second)
    // Found again by its identifier, as an edit screen does, and corrected.
    (container.mainContext.model(for: second.persistentModelID) as? Visit)?.place = "Kraków"
    return VisitsView()
        .modelContainer(container)
}
