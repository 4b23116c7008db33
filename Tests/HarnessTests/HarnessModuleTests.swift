import Testing
@testable import Harness

@Test func moduleIsLinked() {
    #expect(HarnessModule.name == "Harness")
}
