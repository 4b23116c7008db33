import Testing
@testable import SourceScan

@Test func moduleIsLinked() {
    #expect(SourceScanModule.name == "SourceScan")
}
