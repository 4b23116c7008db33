/// What a parameter's or property's name says of the text it holds: a person's name
/// (`maintainers: "…"`, `author:`) is the same in every language, so it is data, not
/// interface text. The source scanner and the screen harness judge literals by the same names.
public enum NameLabel {
    /// Whether `label` names the people credited in a role: its last camel-case word is a role
    /// such as `maintainers`, `author` or `translators`.
    public static func namesPeople(_ label: String) -> Bool {
        let lastWordStart = label.lastIndex(where: \.isUppercase) ?? label.startIndex
        return peopleRoles.contains(label[lastWordStart...].lowercased())
    }

    /// Whether `label` holds a name: `name`, `…Name`, or the people of a role.
    public static func holdsName(_ label: String) -> Bool {
        label == "name" || label.hasSuffix("Name") || namesPeople(label)
    }

    /// Whether a type's static property named `binding` holds sample data for previews and tests
    /// (`preview`, `sampleItems`, `mockUser`, `dummy`): one of its camel-case words says so.
    public static func namesSampleData(_ binding: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in binding {
            if character.isUppercase, !word.isEmpty { words.append(word); word = "" }
            if character != "_" { word.append(character) } else if !word.isEmpty { words.append(word); word = "" }
        }
        if !word.isEmpty { words.append(word) }
        return words.contains { sampleWords.contains($0.lowercased()) }
    }

    /// The words that mark sample data.
    private static let sampleWords: Set<String> = [
        "preview", "previews", "sample", "samples", "mock", "mocks", "mocked", "dummy", "dummies", "example", "examples",
        "fake", "fakes", "stub", "stubs", "stubbed", "fixture", "fixtures", "demo",
    ]

    /// The roles whose argument names people (a singular and a plural each).
    private static let peopleRoles: Set<String> = [
        "names", "author", "authors", "maintainer", "maintainers", "contributor", "contributors",
        "translator", "translators", "developer", "developers", "creator", "creators", "artist", "artists",
    ]
}
