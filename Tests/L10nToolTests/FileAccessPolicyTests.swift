import Catalogs
import Foundation
import HarnessCLI
import Testing
@testable import l10n

/// Every reader of the tool under one file-access policy: a link planted out of the folder given,
/// or a FIFO, is never read nor echoed; it is named with the same words everywhere.
@Suite struct FileAccessPolicyTests {
    private typealias Folder = TemporaryFolder

    private static let escape = "a symbolic link that leads out of the folder scanned (or nowhere)"
    private static let marker = "OUTSIDE-MARKER-7f3a"

    /// A file outside every test folder, whose text must never show up in an output.
    private func outsideFile(_ folder: Folder, named name: String = "secret.txt", text: String? = nil) throws -> String {
        try folder.write(text ?? "\(Self.marker) <document><label id=\"\(Self.marker)\"", to: name)
        return folder.root + "/" + name
    }

    private static let interfaceSet = [
        "en.lproj/Main.strings": "\"abc-12-xyz.text\" = \"Hi\";\n",
        "pl.lproj/Main.strings": "\"abc-12-xyz.text\" = \"Cześć\";\n\"out-11-side.text\" = \"Z zewnątrz\";\n",
    ]

    private func lint(_ arguments: [String]) throws -> CommandOutcome {
        try LintCommand.parse(arguments).execute()
    }

    @Test(arguments: ["Main.storyboard", "Main.xib"])
    func aStoryboardOrXIBLinkedOutOfTheFolderIsNotRead(_ name: String) throws {
        let outside = try Folder()
        let folder = try Folder(Self.interfaceSet)
        try folder.link("Base.lproj/" + name, to: try outsideFile(outside))
        let outcome = try lint([folder.root])
        #expect(outcome.output.contains("/Base.lproj/\(name): note: Not read: \(Self.escape). [parse-error]"), "\(outcome.output)")
        #expect(!outcome.output.contains(Self.marker))
        #expect(!outcome.output.contains("Cannot read this storyboard"))
    }

    @Test func anInfoPlistLinkedToASystemFileIsNotRead() throws {
        let folder = try Folder(["en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"A\";\n",
                                 "pl.lproj/InfoPlist.strings": "\"CFBundleName\" = \"B\";\n"])
        try folder.link("Info.plist", to: "/etc/passwd")
        let outcome = try lint([folder.root])
        #expect(outcome.output.contains("/Info.plist: note: Not read: \(Self.escape). [parse-error]"), "\(outcome.output)")
        #expect(!outcome.output.contains("root"))
        #expect(!outcome.output.contains("Cannot read this property list"))
    }

    @Test func aBaseFolderLinkedOutOfTheTreeGivesNoIDs() throws {
        let outside = try Folder(["Base.lproj/Main.storyboard": "<document><objects><label id=\"out-11-side\" text=\"Out\"/></objects></document>"])
        let folder = try Folder(Self.interfaceSet)
        try folder.link("Base.lproj", to: outside.root + "/Base.lproj")
        let outcome = try lint([folder.root])
        let note = "/Base.lproj: note: Not read: \(Self.escape). [parse-error]"
        #expect(outcome.output.components(separatedBy: note).count == 2, "\(outcome.output)")
        // Its ids are not read: the key only the outside storyboard declares is extra.
        #expect(outcome.output.contains("Key 'out-11-side.text' is not in the base en table Main"), "\(outcome.output)")
        #expect(outcome.output.contains("[extra-key]"))
    }

    @Test(arguments: ["fifo", "folder"])
    func aSpecialFileNamedLikeAStoryboardIsSkippedWithANote(_ kind: String) throws {
        let folder = try Folder(Self.interfaceSet)
        if kind == "fifo" {
            folder.fifo("Base.lproj/Main.storyboard")
        } else {
            try FileManager.default.createDirectory(atPath: folder.root + "/Base.lproj/Main.storyboard", withIntermediateDirectories: true)
        }
        let outcome = try lint([folder.root])
        let what = kind == "fifo" ? "a FIFO" : "a directory"
        #expect(outcome.output.contains("/Base.lproj/Main.storyboard: note: Not read: it is \(what), not a regular file. [parse-error]"),
                "\(outcome.output)")
        #expect(!outcome.output.contains("Cannot read this storyboard"))
        #expect(outcome.status != 2)  // skipped on purpose: no I/O failure
    }

    @Test func aConfigurationLinkedOutOfTheFolderIsRefused() throws {
        let outside = try Folder()
        let folder = try Folder(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        try folder.link(".l10nlint.yml", to: try outsideFile(outside, text: "\(Self.marker): [\n"))
        let outcome = try lint([folder.root])
        #expect(outcome.status == 2)
        #expect(outcome.message == "\(folder.root)/.l10nlint.yml: cannot read file: \(Self.escape)")
    }

    @Test func aBaselineLinkedOutOrAFIFOIsRefused() throws {
        let outside = try Folder()
        let folder = try Folder(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        try folder.link("baseline.json", to: try outsideFile(outside))
        let linked = try lint([folder.root, "--baseline", folder.root + "/baseline.json"])
        #expect(linked.status == 2)
        #expect(linked.message == "\(folder.root)/baseline.json: cannot read file: \(Self.escape)")
        folder.fifo("pipe.json")
        let piped = try lint([folder.root, "--baseline", folder.root + "/pipe.json"])
        #expect(piped.status == 2)
        #expect(piped.message == "\(folder.root)/pipe.json: cannot read file: it is a FIFO, not a regular file")
    }

    @Test func aMergedReportLinkedOutIsRefused() throws {
        let outside = try Folder()
        let folder = try Folder()
        try folder.link("shard.json", to: try outsideFile(outside))
        let outcome = try CheckCommand.parse(["--merge", folder.root + "/shard.json"]).execute()
        #expect(outcome.status == 2)
        #expect(outcome.message == "\(folder.root)/shard.json: cannot read file: \(Self.escape)")
    }

    @Test func aSnapshotLinkedOutOfItsFolderIsNotShownInTheDiff() throws {
        let outside = try Folder()
        let folder = try Folder()
        let snapshots = folder.root + "/snapshots"
        let narrow = ["--screens", "detail/fixed-header", "--locales", "en", "--sizes", "L", "--devices", "iphone-se", "--schemes", "light"]
        _ = try CheckCommand.parse(narrow + ["--snapshots", snapshots, "--record"]).execute()
        let recorded = try #require(try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted().first)
        try FileManager.default.removeItem(atPath: snapshots + "/" + recorded)
        try FileManager.default.createSymbolicLink(atPath: snapshots + "/" + recorded, withDestinationPath: try outsideFile(outside))
        let outcome = try CheckCommand.parse(narrow + ["--snapshots", snapshots]).execute()
        #expect(outcome.status == 2)
        #expect(outcome.message == "\(snapshots)/\(recorded): cannot read the snapshot: cannot read file: \(Self.escape)", "\(outcome.message)")
        #expect(!outcome.output.contains(Self.marker))
    }

    @Test func extractsDryRunRefusesALinkedOrSpecialOutputAsTheRealRunDoes() throws {
        let outside = try Folder()
        let folder = try Folder(["src/Home.swift": "let a = Text(\"Lists\")\n"])
        let target = try outsideFile(outside, named: "Localizable.xcstrings",
                                     text: "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"\(Self.marker)\" : { } }, \"version\" : \"1.0\" }")
        try folder.link("Localizable.xcstrings", to: target)
        folder.fifo("Pipe.xcstrings")
        let refusals = [
            ("Localizable.xcstrings", "cannot write file: it is a symbolic link, not a regular file; only a regular file is replaced"),
            ("Pipe.xcstrings", "--output is a FIFO, not a folder or a .xcstrings file; nothing was written"),
        ]
        for (name, refusal) in refusals {
            let output = folder.root + "/" + name
            for dryRun in [["--dry-run"], []] {
                let failure = #expect(throws: CommandFailure.self) {
                    try ExtractCommand.parse([folder.root + "/src", "--format", "xcstrings", "-o", output] + dryRun).render()
                }
                #expect(failure?.code == 2)
                #expect(failure?.message == "\(output): \(refusal)")
                #expect(failure?.message.contains(Self.marker) == false)
            }
        }
    }

    @Test func extractReadsNoSwiftFileLinkedOutOfTheFolderGiven() throws {
        let outside = try Folder(["Secret.swift": "let s = Text(\"\(Self.marker)\")\n"])
        let folder = try Folder(["src/Home.swift": "let a = Text(\"Lists\")\n"])
        try folder.link("src/Linked.swift", to: outside.root + "/Secret.swift")
        let output = try ExtractCommand.parse([folder.root + "/src"]).render().output
        #expect(output.contains("Lists"))
        #expect(!output.contains(Self.marker))
    }
}
