import Diagnostics
import Testing
@testable import Harness
import ScreenKit

@Suite struct OccurrenceTests {
    private static let sizes = ContentSizeCategory.allCases.map(\.shortName)

    @Test(arguments: [
        (["AX2", "AX3", "AX4", "AX5"], "from AX2 up"),
        (["xSmall", "S", "M"], "up to M"),
        (["L", "xL", "xxL"], "L to xxL"),
        (["S", "AX3"], "at S, AX3"),
        (["AX5"], "at AX5"),
        (sizes, "every size"),
    ])
    func sizesReadAsRanges(_ chosen: [String], _ expected: String) {
        #expect(Occurrence.describeSizes(Set(chosen), Self.sizes) == expected)
    }

    private let matrix = MatrixSummary(CheckMatrix(
        screens: [ScreenPreview("detail", states: ["default", "long"]) { _ in EmptyView() }],
        locales: ["en", "pl", "de"], devices: [.iPhoneSE, .iPhone11]))

    private func cells(_ locales: [String], from size: ContentSizeCategory, devices: [Device] = [.iPhoneSE],
                       schemes: [ColorScheme] = [.light], states: [String] = ["default"]) -> [MatrixPlace] {
        states.flatMap { state in
            locales.flatMap { locale in
                ContentSizeCategory.allCases.filter { $0 >= size }.flatMap { category in
                    devices.flatMap { device in
                        schemes.map { scheme in
                            MatrixCell(screen: "detail", state: state, locale: LocaleIdentifier(stringLiteral: locale), size: category,
                                       device: device, scheme: scheme).place
                        }
                    }
                }
            }
        }
    }

    @Test func namesOnlyWhatIsNotEverything() {
        let found = cells(["pl", "de"], from: .accessibilityLarge)
        #expect(Occurrence.describe(found, screen: "detail", in: matrix) == "state default; pl, de; from AX2 up; iPhone SE (3rd generation); light; 8 of 288 renders")
    }

    @Test func localesThatFailFromDifferentSizesAreListedApart() {
        let found = cells(["pl"], from: .accessibilityMedium, devices: [.iPhoneSE, .iPhone11], schemes: [.light, .dark], states: ["default", "long"])
            + cells(["de"], from: .accessibilityExtraLarge, devices: [.iPhoneSE, .iPhone11], schemes: [.light, .dark], states: ["default", "long"])
        #expect(Occurrence.describe(found, screen: "detail", in: matrix) == "pl from AX1 up, de from AX3 up; 64 of 288 renders")
    }

    @Test func statesThatFailDifferentlyAreListedApart() {
        let found = cells(["pl", "de"], from: .accessibilityLarge, states: ["default"]) + cells(["en", "pl", "de"], from: .extraSmall, states: ["long"])
        #expect(Occurrence.describe(found, screen: "detail", in: matrix)
            == "state default: pl, de; from AX2 up | state long: every locale and size; iPhone SE (3rd generation); light; 44 of 288 renders")
    }

    @Test func everywhereIsSaidShortly() {
        let found = cells(["en", "pl", "de"], from: .extraSmall, devices: [.iPhoneSE, .iPhone11], schemes: [.light, .dark],
                          states: ["default", "long"])
        #expect(Occurrence.describe(found, screen: "detail", in: matrix) == "every locale and size; 288 of 288 renders")
    }
}
