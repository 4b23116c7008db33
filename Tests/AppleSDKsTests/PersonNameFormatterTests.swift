import Foundation
import StandInAppleFoundation
import Testing

/// `PersonNameComponentsFormatter` as an app uses it (the app folder's build names this class so),
/// and names read back from text.
@Suite struct PersonNameFormatterTests {
    private static var ada: PersonNameComponents {
        var name = PersonNameComponents()
        name.givenName = "Ada"
        name.middleName = "King"
        name.familyName = "Lovelace"
        name.nickname = "Addie"
        return name
    }

    @Test func eachStyleWritesItsPartsOfTheName() {
        let formatter = RenderPersonNameComponentsFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        #expect(formatter.string(from: Self.ada) == "Ada Lovelace")
        formatter.style = .short
        #expect(formatter.string(from: Self.ada) == "Addie")
        formatter.style = .abbreviated
        #expect(formatter.string(from: Self.ada) == "AL")
        #expect(formatter.string(for: "not a name") == nil)
    }

    @Test func namesAreReadGivenNameFirstAndEmptyTextIsNone() throws {
        let read = try PersonNameComponents("Ada King Lovelace")
        #expect(read.givenName == "Ada" && read.middleName == "King" && read.familyName == "Lovelace")
        #expect(RenderPersonNameComponentsFormatter().personNameComponents(from: "  ") == nil)
        #expect(throws: NameParseError.self) { try PersonNameComponents("", strategy: .name) }
    }

    @Test func dateRangesAndURLsAreWrittenPartByPart() throws {
        let start = Date(timeIntervalSince1970: 0)
        let range = start..<start.addingTimeInterval(4_500)
        #expect(range.formatted(.timeDuration) == "1:15:00")
        let url = try URL("https://www.example.com/path?q=1", strategy: .url)
        #expect(url.formatted(.url.scheme(.never).host(.omitSpecificSubdomains()).path()) == "example.com/path")
    }
}
