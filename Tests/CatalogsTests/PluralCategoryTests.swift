import Testing
@testable import Catalogs

@Test func pluralCategoriesSortInCLDROrder() {
    #expect([PluralCategory.other, .few, .one, .zero, .many, .two].sorted() == [.zero, .one, .two, .few, .many, .other])
}
