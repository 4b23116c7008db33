import ArgumentParser
import Foundation
import Testing
@testable import l10n
import Harness
import HarnessCLI

/// `l10n check` end to end on small matrices of Do It: exit codes, formats, bad input.
@Suite struct CheckCommandTests {
    private static let narrow = ["--screens", "detail/fixed-header", "--locales", "en,pl", "--sizes", "AX3", "--devices", "iphone-se",
                                 "--schemes", "light"]

    private func run(_ arguments: [String]) throws -> CommandOutcome {
        try CheckCommand.parse(arguments).execute()
    }

    @Test func theFixedAppPasses() throws {
        let outcome = try run(Self.narrow)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasPrefix("Do It (fixed): 2 renders of 1 screen (1 state) × 2 locales × 1 size × 1 device × 1 scheme\n"))
        #expect(outcome.output.hasSuffix("in 2 renders.\n"))
    }

    @Test func theAsWrittenAppFailsAndSaysWhere() throws {
        let outcome = try run(Self.narrow + ["--variant", "as-written"])
        #expect(outcome.status == 1)
        let clipped = try #require(outcome.output.components(separatedBy: "  error text-clipped\n").last)
        #expect(clipped.contains("    text \"Complete SwiftUI book sample\"  (navigationView/vstack/rectangle/overlay:zstack/vstack/text)\n"))
        #expect(clipped.contains("      where: every locale and size; 2 of 2 renders\n"))
        #expect(clipped.contains("      smallest failing render: detail/fixed-header · iPhone SE (3rd generation) · en · AX3 · light\n"))
        #expect(outcome.message.isEmpty)
    }

    @Test func failOnNeverPasses() throws {
        #expect(try run(Self.narrow + ["--variant", "as-written", "--fail-on", "never"]).status == 0)
    }

    @Test func jsonHasFindingsAndSummary() throws {
        let outcome = try run(Self.narrow + ["--variant", "as-written", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["renders"] == 2)
        #expect((summary["errors"] ?? 0) > 0)
        #expect((object["findings"] as? [Any])?.isEmpty == false)
    }

    @Test func shardsMergeBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["--variant", "as-written", "--screens", "detail/fixed-header,list/sort-sheet", "--locales", "en,pl", "--sizes", "L,AX3",
                         "--devices", "iphone-se", "--schemes", "light", "--format", "json"]
        var files: [String] = []
        for shard in ["1/2", "2/2"] {
            let path = folder.appendingPathComponent("shard\(shard.prefix(1)).json").path
            try Data(try run(arguments + ["--shard", shard]).output.utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        let merged = try run(["--merge"] + files + ["--format", "json"])
        let whole = try run(arguments)
        #expect(merged.status == 1)
        #expect(merged.output == whole.output)
    }

    @Test func junitAndSarifAndGitHub() throws {
        let junit = try run(Self.narrow + ["--variant", "as-written", "--format", "junit"]).output
        #expect(junit.contains("<testsuite name=\"detail\" tests=\"15\""))
        let sarif = try run(Self.narrow + ["--variant", "as-written", "--format", "sarif"]).output
        #expect(sarif.contains("\"version\": \"2.1.0\"") && sarif.contains("\"ruleId\": \"text-clipped\""))
        let github = try run(Self.narrow + ["--variant", "as-written", "--format", "github"]).output
        #expect(github.contains("::error file=Sources/DoIt/Screens/Detail/DetailHeader.swift,line="))
        #expect(github.contains(",title=text-clipped::"))
    }

    @Test func explainAndListRules() throws {
        #expect(try run(["--explain", "text-clipped"]).output.hasPrefix("text-clipped (error)\n\n"))
        let list = try run(["--list-rules"]).output
        #expect(list.split(separator: "\n").count == ScreenRules.ids.count)
        #expect(list.contains("a11y-contrast"))
    }

    @Test(arguments: [
        (["--shard", "3/2"], "bad shard '3/2': I must be between 1 and N"),
        (["--sizes", "huge"], "unknown size 'huge'; sizes: xSmall, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, or a range such as AX1...AX5"),
        (["--screens", "settings"], "unknown screen 'settings'; screens: home, list, detail, item-editor, notes-editor, list-editor"),
        (["--catalogs", "/no/such/folder"], "/no/such/folder"),
        (["--devices", "iphone-17"], "unknown device 'iphone-17'; devices: iphone-se-3rd-generation, iphone-16, iphone-16-pro, "
            + "iphone-16-plus, iphone-16-pro-max, ipad-10th-generation, iphone-se-1st-generation, iphone-8, iphone-8-plus, iphone-11-pro, "
            + "iphone-11, iphone-11-pro-max, ipad-7th-generation, or current, all"),
    ])
    func badInputExitsWithTwo(_ arguments: [String], _ message: String) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.message.hasPrefix(message), "\(outcome.message)")
        #expect(outcome.output.isEmpty)
    }

    @Test func aBadMergeFileSaysWhichAndWhy() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-bad-\(UUID().uuidString).json").path
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try run(["--merge", path])
        #expect(outcome.status == 2)
        #expect(outcome.message.hasPrefix("\(path): unexpected value at the top level"))
        let missing = try run(["--merge", "/no/such.json"])
        #expect(missing.message == "/no/such.json: cannot read file: No such file or directory")
    }

    @Test func theConfigurationNamesTheDevices() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("l10n.yml")
        let arguments = ["--screens", "detail/fixed-header", "--locales", "en", "--sizes", "L", "--schemes", "light", "--config", config.path]
        try Data("check: { devices: [ipad, iphone-16] }\n".utf8).write(to: config)
        let chosen = try run(arguments)
        #expect(chosen.output.contains("× 2 devices ×"), "\(chosen.output)")
        #expect(try run(arguments + ["--devices", "iphone-se"]).output.contains("× 1 device ×"))
        try Data("check:\n  devices: [ipad, iphone-17]\n".utf8).write(to: config)
        let wrong = try run(arguments)
        #expect(wrong.status == 2)
        #expect(wrong.message.hasPrefix("\(config.path):2:12: unknown device 'iphone-17'; devices: iphone-se-3rd-generation,"), "\(wrong.message)")
    }

    @Test(arguments: [
        (["--disable", "no-such-rule"], "unknown rule 'no-such-rule'; see `l10n check --list-rules`"),
        (["--variant", "beta"], "unknown variant 'beta'; variants: fixed, as-written"),
        (["--record"], "--record needs --snapshots DIR"),
        (["--merge", "a.json", "--shard", "1/2"], "--merge joins finished reports; it cannot be combined with --report, --snapshots or --shard"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        do {
            _ = try CheckCommand.parse(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(CheckCommand.message(for: error) == message)
        }
    }

    @Test func snapshotsAndReportAreWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("snapshots").path
        let report = folder.appendingPathComponent("report").path
        // A recording fails the run, so it never passes as a comparison.
        let recorded = try run(Self.narrow + ["--snapshots", snapshots, "--record"])
        #expect(recorded.status == 1)
        #expect(recorded.output.contains("Snapshots: recorded 2 renders in \(snapshots); a recording is not a comparison"))
        let compared = try run(Self.narrow + ["--snapshots", snapshots, "--report", report])
        #expect(compared.status == 0)
        #expect(compared.output.contains("Snapshots (\(snapshots)): 2 compared, 0 changed, 0 missing."))
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
        #expect(compared.message == "wrote the HTML report to \(report)/index.html")
    }
}
