import Diagnostics
import Foundation
import Testing
@testable import Harness

/// `--merge` joins the shards of one run, each once, all of them; it refuses anything else.
@Suite struct ShardMergeTests {
    private static let selection = MatrixSelection(locales: ["en", "pl", "en-XA"], sizes: ["L", "AX3"], devices: ["iphone-se"],
                                                   schemes: ["light", "dark"])

    private static func checker(title: String = "Samples") throws -> ScreenChecker {
        ScreenChecker(screens: SampleScreens.all, catalogs: try TemporaryCatalogs(SampleScreens.catalog).load(), title: title)
    }

    /// The shards of a run as files would hold them: written to JSON and read back.
    private static func shards(_ count: Int, checker: ScreenChecker, selection: MatrixSelection = selection) throws -> [(file: String, report: CheckReport)] {
        let matrix = try checker.matrix(selection)
        return try (1...count).map { index in
            let json = checker.run(matrix, shard: try Shard(parsing: "\(index)/\(count)")).report(as: .json)
            return ("shard\(index).json", try CheckJSONReport.read(Data(json.utf8), file: "shard\(index).json"))
        }
    }

    @Test func theShardsOfOneRunMerge() throws {
        let checker = try Self.checker()
        let shards = try Self.shards(3, checker: checker)
        let merged = try ReportMerge.mergeShards(shards.reversed())
        #expect(merged.report(as: .json) == checker.run(try checker.matrix(Self.selection)).report(as: .json))
        #expect(shards[0].report.report(as: .json).contains("\"shard\" : {"))
    }

    @Test func theSameShardTwiceIsRefused() throws {
        let shards = try Self.shards(2, checker: try Self.checker())
        #expect(throws: ReportFileError(file: "shard1.json", problem: "shard 1/2 again: shard1.json is shard 1/2 too")) {
            try ReportMerge.mergeShards([shards[0], shards[1], shards[0]])
        }
    }

    @Test func aMissingShardIsRefused() throws {
        let shards = try Self.shards(3, checker: try Self.checker())
        #expect(throws: ReportFileError(file: "shard1.json", problem: "the run is not complete without shard 2/3")) {
            try ReportMerge.mergeShards([shards[0], shards[2]])
        }
    }

    @Test func shardsOfDifferentMatricesOrSplitsAreRefused() throws {
        let checker = try Self.checker()
        let two = try Self.shards(2, checker: checker)
        let other = try Self.shards(2, checker: checker, selection: MatrixSelection(locales: ["en"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"]))
        #expect(throws: ReportFileError(file: "shard2.json", problem: "its matrix differs from shard1.json's; merge the shards of one run")) {
            try ReportMerge.mergeShards([two[0], other[1]])
        }
        let three = try Self.shards(3, checker: checker)
        #expect(throws: ReportFileError(file: "shard2.json", problem: "shard 2/3 does not split the matrix as shard1.json (shard 1/2) does")) {
            try ReportMerge.mergeShards([two[0], three[1]])
        }
        let renamed = try Self.shards(2, checker: try Self.checker(title: "Other app"))
        #expect(throws: ReportFileError.self) { try ReportMerge.mergeShards([two[0], renamed[1]]) }
    }

    @Test func aWholeRunDoesNotMergeWithOthers() throws {
        let checker = try Self.checker()
        let whole = checker.run(try checker.matrix(Self.selection))
        #expect(throws: ReportFileError(file: "whole.json", problem: "a report of the whole matrix, not a shard (--shard I/N); it cannot be merged with others")) {
            try ReportMerge.mergeShards([("whole.json", whole), ("again.json", whole)])
        }
        #expect(try ReportMerge.mergeShards([("whole.json", whole)]).renders == whole.renders)
    }

    @Test func negativeAndWrongCountsAreRefused() throws {
        let checker = try Self.checker()
        let json = checker.run(try checker.matrix(Self.selection), shard: try Shard(parsing: "1/2")).report(as: .json)
        let negative = json.replacingOccurrences(of: "\"renders\" : 18", with: "\"renders\" : -18")
        #expect(negative != json)
        #expect(throws: ReportFileError(file: "n.json", problem: "summary.renders is -18; a count cannot be negative")) {
            try CheckJSONReport.read(Data(negative.utf8), file: "n.json")
        }
        let inflated = try CheckJSONReport.read(Data(json.replacingOccurrences(of: "\"renders\" : 18", with: "\"renders\" : 19").utf8), file: "i.json")
        let second = try Self.shards(2, checker: checker)[1]
        #expect(throws: ReportFileError(file: "i.json", problem: "shard 1/2 reports 19 renders; its part of the matrix has 18")) {
            try ReportMerge.mergeShards([("i.json", inflated), second])
        }
        let badShard = json.replacingOccurrences(of: "\"index\" : 1", with: "\"index\" : 3")
        #expect(throws: ReportFileError(file: "b.json", problem: "shard is 3/2; expected I/N with 1 ≤ I ≤ N")) {
            try CheckJSONReport.read(Data(badShard.utf8), file: "b.json")
        }
    }
}
