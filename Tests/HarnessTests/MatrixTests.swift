import Diagnostics
import Testing
@testable import Harness
import ScreenKit

@Suite struct MatrixTests {
    private let screens = SampleScreens.all

    @Test func defaultsCoverEveryAxis() throws {
        let matrix = try MatrixSelection().matrix(of: screens, catalogs: TemporaryCatalogs(SampleScreens.catalog).load())
        #expect(matrix.locales.map(\.bcp47) == ["en", "pl", "en-XA", "ar-XB", "en-XL"])
        #expect(matrix.sizes == ContentSizeCategory.allCases)
        #expect(matrix.devices == [.iPhoneSE, .iPhone16, .iPhone16ProMax])
        #expect(matrix.devices.map(\.size) == [Size(width: 375, height: 667), Size(width: 393, height: 852), Size(width: 440, height: 956)])
        #expect(matrix.schemes == [.light, .dark])
        #expect(matrix.count == 3 * 5 * 12 * 3 * 2)
        #expect(matrix.cells.count == matrix.count)
        #expect(Set(matrix.cells).count == matrix.count)
    }

    @Test func cellsComeInMatrixOrder() throws {
        let matrix = try MatrixSelection(locales: ["en", "pl"], sizes: ["L", "AX1"], devices: ["iphone-se"], schemes: ["light"])
            .matrix(of: screens, catalogs: nil)
        #expect(matrix.cells.map(\.description) == [
            "greeting/default · iPhone SE (3rd generation) · en · L · light", "greeting/default · iPhone SE (3rd generation) · en · AX1 · light",
            "greeting/default · iPhone SE (3rd generation) · pl · L · light", "greeting/default · iPhone SE (3rd generation) · pl · AX1 · light",
            "greeting/long · iPhone SE (3rd generation) · en · L · light", "greeting/long · iPhone SE (3rd generation) · en · AX1 · light",
            "greeting/long · iPhone SE (3rd generation) · pl · L · light", "greeting/long · iPhone SE (3rd generation) · pl · AX1 · light",
            "settings/default · iPhone SE (3rd generation) · en · L · light", "settings/default · iPhone SE (3rd generation) · en · AX1 · light",
            "settings/default · iPhone SE (3rd generation) · pl · L · light", "settings/default · iPhone SE (3rd generation) · pl · AX1 · light",
        ])
    }

    @Test func axesNarrow() throws {
        let matrix = try MatrixSelection(screens: ["greeting/long"], locales: ["pl,ar-XB"], sizes: ["AX1...AX5", "xSmall"],
                                         devices: ["all"], schemes: ["dark"]).matrix(of: screens, catalogs: nil)
        #expect(matrix.screens.map(\.id) == ["greeting"])
        #expect(matrix.screens.first?.states == ["long"])
        #expect(matrix.locales.map(\.bcp47) == ["pl", "ar-XB"])
        #expect(matrix.sizes.map(\.shortName) == ["xSmall", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(matrix.devices == Device.all)
        #expect(matrix.schemes == [.dark])
    }

    @Test func todaysDevicesAndTheEarlierOnesAreSelectable() throws {
        let current = try MatrixSelection(devices: ["current"]).matrix(of: screens, catalogs: nil)
        #expect(current.devices.map(\.name) == ["iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro", "iPhone 16 Plus",
                                                "iPhone 16 Pro Max", "iPad (10th generation)"])
        let chosen = try MatrixSelection(devices: ["ipad,iPhone 11", "iphone-se-1st-generation", "iphone-se"]).matrix(of: screens, catalogs: nil)
        #expect(chosen.devices == [.iPad, .iPhone11, .iPhoneSEFirstGeneration, .iPhoneSE])
        #expect(Device.iPad.size == Size(width: 820, height: 1180) && Device.iPad.topSafeArea == 24 && Device.iPad.bottomSafeArea == 20)
    }

    @Test func aWholeScreenWinsOverOneOfItsStates() throws {
        let matrix = try MatrixSelection(screens: ["greeting/long", "greeting"]).matrix(of: screens, catalogs: nil)
        #expect(matrix.screens.first?.states == ["default", "long"])
    }

    @Test(arguments: [
        (MatrixSelection(screens: ["nope"]), "unknown screen 'nope'; screens: greeting, settings"),
        (MatrixSelection(screens: ["greeting/empty"]), "screen 'greeting' has no state 'empty'; states: default, long"),
        (MatrixSelection(locales: ["p l"]), "'p l' is not a locale identifier (examples: pl, pt-BR, zh-Hant, en-XA)"),
        (MatrixSelection(sizes: ["AX6"]), "unknown size 'AX6'; sizes: xSmall, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, or a range such as AX1...AX5"),
        (MatrixSelection(devices: ["pixel"]), "unknown device 'pixel'; devices: iphone-se-3rd-generation, iphone-16, iphone-16-pro, iphone-16-plus, iphone-16-pro-max, ipad-10th-generation, iphone-se-1st-generation, iphone-8, iphone-8-plus, iphone-11-pro, iphone-11, iphone-11-pro-max, ipad-7th-generation, or current, all"),
        (MatrixSelection(schemes: ["sepia"]), "unknown color scheme 'sepia'; schemes: light, dark"),
    ])
    func badAxesSayWhatExists(_ selection: MatrixSelection, _ message: String) {
        #expect(throws: MatrixError.self) { try selection.matrix(of: screens, catalogs: nil) }
        do {
            _ = try selection.matrix(of: screens, catalogs: nil)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func shardsPartitionTheMatrix() throws {
        let matrix = try MatrixSelection(sizes: ["L", "AX5"]).matrix(of: screens, catalogs: nil)
        let shards = try (1...3).map { index in try Shard(parsing: "\(index)/3") }
        let parts = shards.map { matrix.cells(in: $0) }
        #expect(parts.map(\.count).reduce(0, +) == matrix.count)
        #expect(Set(parts.flatMap { $0 }) == Set(matrix.cells))
        #expect(parts.allSatisfy { abs($0.count - matrix.count / 3) <= 1 })
    }

    @Test(arguments: [("0/3", "bad shard '0/3': I must be between 1 and N"), ("4/3", "bad shard '4/3': I must be between 1 and N"),
                      ("2", "bad shard '2': expected I/N, such as 2/4"), ("a/b", "bad shard 'a/b': expected I/N, such as 2/4")])
    func badShards(_ text: String, _ message: String) {
        #expect(throws: MatrixError.badShard(text, reason: String(message.split(separator: ": ", maxSplits: 1)[1]))) {
            try Shard(parsing: text)
        }
        #expect(MatrixError.badShard(text, reason: String(message.split(separator: ": ", maxSplits: 1)[1])).description == message)
    }
}
