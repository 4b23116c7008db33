import Catalogs
import Foundation
import Testing

@Suite struct FileSetWriterChangeTests {
    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fsw-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = folder + "/A.xcstrings"
        let second = folder + "/B.xcstrings"
        try Data("old A".utf8).write(to: URL(fileURLWithPath: first))
        try Data("edited B".utf8).write(to: URL(fileURLWithPath: second))
        let error = Fixture.error { () throws(CatalogError) in
            try FileSetWriter.write([(first, Fixture.utf8("new A")), (second, Fixture.utf8("new B"))],
                                    expected: [first: Fixture.utf8("old A"), second: Fixture.utf8("old B")])
        }
        #expect(error?.file == second)
        #expect(error?.message.contains("changed while l10n was working on it") == true)
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "old A")
        #expect(try String(contentsOfFile: second, encoding: .utf8) == "edited B")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["A.xcstrings", "B.xcstrings"])

        try FileSetWriter.write([(first, Fixture.utf8("new A"))], expected: [first: Fixture.utf8("old A")])
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "new A")
        let created = folder + "/C.xcstrings"
        #expect(Fixture.error { () throws(CatalogError) in try FileSetWriter.write([(first, Fixture.utf8("x"))], expected: [first: nil]) } != nil)
        try FileSetWriter.write([(created, Fixture.utf8("c"))], expected: [created: nil])
        #expect(try String(contentsOfFile: created, encoding: .utf8) == "c")
    }
}
