import Testing
@testable import ScreenKit

@Test func moduleIsLinked() {
    #expect(ScreenKitModule.name == "ScreenKit")
}
