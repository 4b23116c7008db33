import Catalogs
import Foundation
import Testing

/// The `.strings` writer and the atomic file writer.
@Suite struct StringsWriterTests {
    @Test func writesSortedEntriesWithCommentsAndEscapes() {
        let entries = [
            StringsEntry(key: "b", value: "line\nnext\t\"quoted\" \\ é 😀", comment: "Second"),
            StringsEntry(key: "a", value: "bell\u{07}del\u{7F}"),
            StringsEntry(key: "c", value: "x", comment: "ends */ early"),
        ]
        let text = String(decoding: StringsWriter().encode(entries), as: UTF8.self)
        #expect(text == """
            "a" = "bell\\U0007del\\U007F";

            /* Second */
            "b" = "line\\nnext\\t\\"quoted\\" \\\\ é 😀";

            /* ends * / early */
            "c" = "x";

            """)
    }

    @Test func repeatedKeysKeepTheirOrder() {
        let entries = [StringsEntry(key: "k", value: "2"), StringsEntry(key: "a", value: "1"), StringsEntry(key: "k", value: "3")]
        let text = String(decoding: StringsWriter().encode(entries), as: UTF8.self)
        #expect(text == "\"a\" = \"1\";\n\n\"k\" = \"2\";\n\n\"k\" = \"3\";\n")
    }

    @Test func writtenFilesReadBackToTheSameEntries() throws {
        let entries = (0..<64).map { number in
            let scalar = Unicode.Scalar(UInt32(number)) ?? " "
            return StringsEntry(key: "key \(number) \"\\", value: "v\(Character(scalar))\(number)", comment: number.isMultiple(of: 3) ? "note \(number)" : nil)
        }
        let reread = try StringsFile.parse(StringsWriter().encode(entries))
        let sorted = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        #expect(reread.entries.map(\.key) == sorted.map(\.key))
        #expect(reread.entries.map(\.value) == sorted.map(\.value))
        #expect(reread.entries.map(\.comment) == sorted.map(\.comment))
    }
}

@Suite struct AtomicFileWriterTests {
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "catalogs-atomic-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func replacesTheFileAndLeavesNoTemporaryBehind() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.strings"
        try AtomicFileWriter.write(Array("old".utf8), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFileWriter.write(Array("new".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.strings"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func failureNamesThePathAndKeepsTheOldFile() throws {
        let failure = Fixture.error { () throws(CatalogError) in try AtomicFileWriter.write([1], to: "/nonexistent-folder/x.strings") }
        #expect(failure?.description == "/nonexistent-folder/x.strings: cannot write file: No such file or directory")
    }
}

@Suite struct FileSetWriterTests {
    private func temporaryFolder() throws -> String {
        try AtomicFileWriterTests.temporaryFolder()
    }

    @Test func writesEveryFileAndLeavesNothingElseBehind() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFileWriter.write(Array("old".utf8), to: folder + "/A.strings")
        try FileSetWriter.write([(folder + "/A.strings", Array("a".utf8)), (folder + "/B.strings", Array("b".utf8))])
        #expect(FileManager.default.contents(atPath: folder + "/A.strings") == Data("a".utf8))
        #expect(FileManager.default.contents(atPath: folder + "/B.strings") == Data("b".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["A.strings", "B.strings"])
    }

    @Test func aFileThatCannotBeWrittenLeavesEveryFileAsItWas() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFileWriter.write(Array("old".utf8), to: folder + "/A.strings")
        let failure = Fixture.error { () throws(CatalogError) in
            try FileSetWriter.write([(folder + "/A.strings", Array("a".utf8)), (folder + "/missing/B.strings", Array("b".utf8))])
        }
        #expect(failure?.description == "\(folder)/missing/B.strings: cannot write file: No such file or directory")
        #expect(FileManager.default.contents(atPath: folder + "/A.strings") == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.strings"])
    }

    @Test func aTargetThatIsNotARegularFileIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/B.strings", 0o644) == 0)
        let failure = Fixture.error { () throws(CatalogError) in
            try FileSetWriter.write([(folder + "/A.strings", Array("a".utf8)), (folder + "/B.strings", Array("b".utf8))])
        }
        #expect(failure?.description == "\(folder)/B.strings: cannot write file: it is a FIFO, not a regular file; only a regular file is replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["B.strings"])
    }
}
