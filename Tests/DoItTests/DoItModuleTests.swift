import Testing
@testable import DoIt

@Test func moduleIsLinked() {
    #expect(DoItModule.name == "DoIt")
}
