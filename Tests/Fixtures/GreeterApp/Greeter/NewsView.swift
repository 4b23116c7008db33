import SwiftUI

/// Headlines read from an RSS feed with Foundation's XMLParser, as news apps read one: the file
/// imports SwiftUI alone, as on iOS.
final class HeadlineParser: NSObject, XMLParserDelegate {
    private var titles: [String] = []
    private var text = ""
    private var isInItem = false

    func parse(_ data: Data) -> [String] {
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.parse()
        return titles
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        if elementName == "item" { isInItem = true }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if isInItem, elementName == "title" { titles.append(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if elementName == "item" { isInItem = false }
    }
}

/// The headlines a screen shows, kept on the main actor as Swift 5 apps keep their models.
@MainActor
final class HeadlineStore {
    var headlines: [String]

    init(headlines: [String] = []) {
        self.headlines = headlines
    }
}

struct NewsView: View {
    // A default argument that makes a main-actor model, as Xcode accepts in a Swift 5 project.
    let store: HeadlineStore

    init(store: HeadlineStore = HeadlineStore()) {
        self.store = store
    }

    var body: some View {
        List {
            Section {
                ForEach(store.headlines, id: \.self) { Text(verbatim: $0) }
            } header: {
                Text(verbatim: "Harbour Times")
            }
        }
    }
}

#Preview("News") {
    let feed = """
        <rss><channel><title>Harbour Times</title>
        <item><title>Ferry timetable changes</title></item>
        <item><title>Harbour reopens</title></item>
        </channel></rss>
        """
    NewsView(store: HeadlineStore(headlines: HeadlineParser().parse(Data(feed.utf8))))
}

/// A screen still written in UIKit, previewed as iOS 17 previews a view controller.
final class NewsSettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}

#Preview("News settings") {
    let controller = NewsSettingsViewController()
    controller.loadViewIfNeeded()
    controller
}
