import Foundation
import Testing
@testable import PreviewScreens

/// The probes' outcome kept for the next run of the same program over the same inputs.
@Suite struct PreviewProbeCacheTests {
    @Test func anOutcomeIsKeptUnderWhatItDependsOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = folder + "/program", file = folder + "/probe-cache.json"
        try Data("v1".utf8).write(to: URL(fileURLWithPath: program))
        let key = try #require(PreviewProbeCache.key(executable: program, trials: 3, environment: ["L": "de,ja"], timeLimit: 60, extra: "catalogs 1"))
        #expect(PreviewProbeCache.lookUp(key, in: file) == nil)
        PreviewProbeCache.store([1: "Fatal error: no model"], under: key, in: file)
        #expect(PreviewProbeCache.lookUp(key, in: file) == [1: "Fatal error: no model"])
        // Other locales, other catalogs or a rebuilt program: not the same outcome.
        #expect(PreviewProbeCache.key(executable: program, trials: 3, environment: ["L": "de"], timeLimit: 60, extra: "catalogs 1") != key)
        #expect(PreviewProbeCache.key(executable: program, trials: 3, environment: ["L": "de,ja"], timeLimit: 60, extra: "catalogs 2") != key)
        try Data("v2, longer".utf8).write(to: URL(fileURLWithPath: program))
        #expect(PreviewProbeCache.key(executable: program, trials: 3, environment: ["L": "de,ja"], timeLimit: 60, extra: "catalogs 1") != key)
        #expect(PreviewProbeCache.key(executable: folder + "/missing", trials: 3, environment: [:], timeLimit: 60) == nil)
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("probe-cache-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: file))
        #expect(PreviewProbeCache.lookUp("k", in: file) == nil)
        PreviewProbeCache.store([:], under: "k", in: file)
        #expect(PreviewProbeCache.lookUp("k", in: file) == [:])
    }
}
