import Foundation
import Testing
@testable import L10n

struct LocalizedStringKeyTests {
    @Test func interpolationBuildsSwiftUIsKey() {
        let name = "Ada"
        let count = 3
        let key: LocalizedStringKey = "Hello \(name), \(count) items"
        #expect(key.key == "Hello %@, %lld items")
        #expect(key.arguments == [.string("Ada"), .int(3)])
        #expect(key.hasFormatting)
    }

    @Test func numericTypesGetTheirSpecifiers() {
        let double = 2.5
        let float: Float = 1.5
        let int32: Int32 = 7
        let unsigned: UInt = 9
        let key: LocalizedStringKey = "\(double) \(float) \(int32) \(unsigned) \(double, specifier: "%.1f")"
        #expect(key.key == "%lf %f %d %llu %.1f")
    }

    @Test func anyNumberTakesAnExplicitSpecifier() {
        let rate: Float = 1.25
        let tracks: Int32 = 12
        let key: LocalizedStringKey = "\(rate, specifier: "%.2g")× \(tracks, specifier: "%d") tracks"
        #expect(key.key == "%.2g× %d tracks")
        #expect(key.arguments == [.double(1.25), .int(12)])
    }

    @Test func literalPercentIsEscapedOnlyWhenInterpolated() {
        let value = 5
        let interpolated: LocalizedStringKey = "\(value)% done"
        #expect(interpolated.key == "%lld%% done")
        let plain: LocalizedStringKey = "100% done"
        #expect(plain.key == "100% done")
        #expect(!plain.hasFormatting)
    }

    @Test func datesAndNestedKeysAreObjects() {
        let date = Date(timeIntervalSince1970: 0)
        let key: LocalizedStringKey = "Due \(date, date: .medium) — \(LocalizedStringKey("High"))"
        #expect(key.key == "Due %@ — %@")
        #expect(key.arguments == [.date(date, .medium, .none), .localized(LocalizedStringKey("High"))])
    }

    @Test func runtimeStringIsLookedUpAsIs() {
        let text = "Editing: %@"
        #expect(LocalizedStringKey(text).key == "Editing: %@")
        #expect(LocalizedStringKey(text).arguments.isEmpty)
    }
}
