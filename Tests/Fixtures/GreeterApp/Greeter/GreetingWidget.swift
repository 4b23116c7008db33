import SwiftUI
import WidgetKit

// A home-screen widget as a widget extension writes one, with its `#Preview(as:)`.

struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: .now, name: "Ada") }

    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct GreetingWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: GreetingEntry

    var body: some View {
        VStack {
            Text("Welcome back")
            Text(verbatim: entry.name)
        }
        .containerBackground(Color.yellow, for: .widget)
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Greeting", provider: GreetingProvider()) { entry in
            GreetingWidgetView(entry: entry)
        }
        .configurationDisplayName("Greeting")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Greeting widget", as: .systemSmall) {
    GreetingWidget()
} timeline: {
    GreetingEntry(date: .now, name: "Grace")
    GreetingEntry(date: .now, name: "Linus")
}
