import Testing
@testable import L10n

@Test func linksTheSystemICU() {
    #expect(icuVersion.split(separator: ".").count >= 2)
    #expect(Int(icuVersion.split(separator: ".")[0]) ?? 0 >= 60)
}
