import Testing
@testable import CatalogLint

@Test func moduleIsLinked() {
    #expect(CatalogLintModule.name == "CatalogLint")
}
