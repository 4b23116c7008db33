import Catalogs
import Foundation
import HarnessCLI
import Testing
@testable import l10n

/// No update loses a translation, even when another program or another run writes the catalog
/// while `extract` runs; a catalog the update may not replace is refused with what to do.
@Suite struct ExtractLostUpdateTests {
    private typealias Folder = TemporaryFolder

    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Lists" : { }
          },
          "version" : "1.0"
        }
        """

    private static let translated = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Lists" : {
              "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Listy" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aTranslationWrittenWhileExtractRunsIsKept() throws {
        let folder = try Folder(["a/Home.swift": "let a = Text(\"Lists\")\nlet b = Text(\"New\")\n", "Localizable.xcstrings": Self.catalog])
        let path = folder.root + "/Localizable.xcstrings"
        var wrote = false
        let command = try ExtractCommand.parse([folder.root + "/a", "--format", "xcstrings", "-o", path])
        let output = try command.render(beforeWrite: {
            // Another program (a translation tool) replaces the file after extract read it.
            guard !wrote else { return }
            wrote = true
            try? Data(Self.translated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }).output
        #expect(output.hasPrefix("\(path): 2 keys, 1 new, 0 stale\n"))
        #expect(output.contains("note: \(path) changed while it was being updated (another program wrote it after it was read"))
        let result = try XCStringsFile.read(contentsOf: path)
        #expect(result.entry(forKey: "New") != nil)
        #expect(result.entry(forKey: "Lists")?.localization(for: "pl") != nil)
    }

    @Test func aCatalogThatKeepsChangingStopsTheRunWithExit2() throws {
        let folder = try Folder(["a/Home.swift": "let b = Text(\"New\")\n", "Localizable.xcstrings": Self.catalog])
        let path = folder.root + "/Localizable.xcstrings"
        var round = 0
        let command = try ExtractCommand.parse([folder.root + "/a", "--format", "xcstrings", "-o", path])
        let failure = #expect(throws: CommandFailure.self) {
            try command.render(beforeWrite: {
                round += 1
                try? Data((Self.translated + String(repeating: " ", count: round)).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            })
        }
        #expect(failure?.code == 2)
        #expect(failure?.message.hasPrefix("\(path): changed while it was being updated (another program wrote it after it was read") == true)
        #expect(failure?.message.hasSuffix("nothing was written, so nothing in it is lost: run again") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.translated + "   ")
    }

    @Test func twoRunsAtOnceKeepBothNewKeys() throws {
        let folder = try Folder(["a/A.swift": "let a = Text(\"From A\")\n", "b/B.swift": "let b = Text(\"From B\")\n",
                                 "Localizable.xcstrings": Self.catalog])
        let path = folder.root + "/Localizable.xcstrings"
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let first = LockedBox<String>()
        let root = folder.root
        Thread.detachNewThread {
            let command = try? ExtractCommand.parse([root + "/a", "--format", "xcstrings", "-o", path])
            let output = try? command?.render(beforeWrite: {
                // Holds the catalog read while the second run starts and reads it too.
                started.signal()
                Thread.sleep(forTimeInterval: 0.5)
            }).output
            first.set(output ?? "failed")
            finished.signal()
        }
        started.wait()
        let second = try ExtractCommand.parse([root + "/b", "--format", "xcstrings", "-o", path]).render().output
        finished.wait()
        #expect(first.value?.hasPrefix("\(path): 2 keys, 1 new") == true, "\(first.value ?? "")")
        #expect(second.hasPrefix("\(path): 3 keys, 1 new"), "\(second)")
        let result = try XCStringsFile.read(contentsOf: path)
        #expect(result.entry(forKey: "From A") != nil)
        #expect(result.entry(forKey: "From B") != nil)
    }

    @Test func aReadOnlyCatalogIsRefusedNotReplaced() throws {
        let folder = try Folder(["a/Home.swift": "let b = Text(\"New\")\n", "Localizable.xcstrings": Self.catalog])
        let path = folder.root + "/Localizable.xcstrings"
        #expect(chmod(path, 0o444) == 0)
        let failure = #expect(throws: CommandFailure.self) {
            try ExtractCommand.parse([folder.root + "/a", "--format", "xcstrings", "-o", path]).render()
        }
        #expect(failure?.code == 2)
        #expect(failure?.message == "\(path): cannot write file: the file is read-only; make it writable (chmod u+w) if it should be updated")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.catalog)
    }

    @Test func anOutputThatIsADeviceOrUnderAFileSaysWhatToGive() throws {
        let folder = try Folder(["a/Home.swift": "let b = Text(\"New\")\n", "notes.txt": "mine\n"])
        for dryRun in [[], ["--dry-run"]] {
            let device = #expect(throws: CommandFailure.self) {
                try ExtractCommand.parse([folder.root + "/a", "--format", "xcstrings", "-o", "/dev/null"] + dryRun).render()
            }
            #expect(device?.code == 2)
            #expect(device?.message == "/dev/null: --output is a character device, not a folder or a .xcstrings file; nothing was written")
        }
        let underFile = #expect(throws: CommandFailure.self) {
            try ExtractCommand.parse([folder.root + "/a", "--format", "xcstrings", "-o", folder.root + "/notes.txt/out"]).render()
        }
        #expect(underFile?.code == 2)
        #expect(underFile?.message == "\(folder.root)/notes.txt: cannot write file: it is a regular file, not a folder")
        #expect(try String(contentsOfFile: folder.root + "/notes.txt", encoding: .utf8) == "mine\n")
    }
}
