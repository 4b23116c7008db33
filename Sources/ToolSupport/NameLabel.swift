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

    /// The roles whose argument names people (a singular and a plural each).
    private static let peopleRoles: Set<String> = [
        "names", "author", "authors", "maintainer", "maintainers", "contributor", "contributors",
        "translator", "translators", "developer", "developers", "creator", "creators", "artist", "artists",
    ]
}
