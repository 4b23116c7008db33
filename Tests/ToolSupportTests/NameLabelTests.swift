import Testing
import ToolSupport

/// Which parameter and property names hold names, the same in every language.
@Suite struct NameLabelTests {
    @Test func rolesNamePeopleByTheirLastWord() {
        #expect(NameLabel.namesPeople("maintainers"))
        #expect(NameLabel.namesPeople("languageMaintainers"))
        #expect(NameLabel.namesPeople("author"))
        #expect(!NameLabel.namesPeople("authorization"))
        #expect(!NameLabel.namesPeople("title"))
        #expect(!NameLabel.namesPeople("name"))
    }

    @Test func namesAreNamesAndPeople() {
        #expect(NameLabel.holdsName("name"))
        #expect(NameLabel.holdsName("displayName"))
        #expect(NameLabel.holdsName("translators"))
        #expect(!NameLabel.holdsName("caption"))
    }
}
