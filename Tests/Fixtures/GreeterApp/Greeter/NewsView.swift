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

struct NewsView: View {
    let headlines: [String]

    var body: some View {
        List {
            Section {
                ForEach(headlines, id: \.self) { Text(verbatim: $0) }
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
    NewsView(headlines: HeadlineParser().parse(Data(feed.utf8)))
}
