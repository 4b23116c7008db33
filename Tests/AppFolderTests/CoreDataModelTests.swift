@testable import AppFolder
import Foundation
import Testing

@Suite("Reading a Core Data model and generating what Xcode generates")
struct CoreDataModelTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Book" representedClassName=".Book" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String" defaultValueString="Untitled &amp; new"/>
                <attribute name="pages" attributeType="Integer 16" defaultValueString="100" usesScalarValueType="YES"/>
                <attribute name="rating" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="shape" optional="YES" attributeType="Composite"/>
                <relationship name="shelf" optional="YES" maxCount="1" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            </entity>
            <entity name="Comic" representedClassName="Comic" parentEntity="Book" codeGenerationType="class"/>
            <entity name="Shelf" representedClassName="Shelf" codeGenerationType="category">
                <relationship name="books" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            </entity>
            <entity name="Note" representedClassName="Note"/>
        </model>
        """

    @Test("Entities, attributes, relationships, parents and codegen are read with their lines")
    func readsModel() throws {
        let model = try CoreDataModel.parse(Self.contents, file: "M.xcdatamodel/contents")
        #expect(model.entities.map(\.name) == ["Book", "Comic", "Shelf", "Note"])
        #expect(model.entities.map(\.codegen) == [.classDefinition, .classDefinition, .category, .manual])
        let book = try #require(model.entities.first)
        #expect(book.className == "Book")
        #expect(book.attributes.map(\.name) == ["title", "pages", "rating", "shape"])
        #expect(book.attributes[0].defaultValue == "Untitled & new" && book.attributes[0].line == 4)
        #expect(book.attributes[2].usesScalar == false)
        #expect(book.relationships == [.init(name: "shelf", destination: "Shelf", inverse: "books", isToMany: false, isOrdered: false, line: 8)])
        #expect(model.entities[1].parent == "Book")
        #expect(model.entities[2].relationships.first?.isOrdered == true && model.entities[2].relationships.first?.cascades == true)
    }

    @Test("Malformed XML is an issue naming the file, the line and what is wrong", arguments: [
        ("<model>\n  <entity name=\"A\">\n  </model>", 3, "closing tag </model> does not match <entity> opened on line 2"),
        ("<model>\n<entity name=\"A\"/>\n", 3, "end of file inside <model> opened on line 1"),
        ("<model>\n<entity name=A/>\n</model>", 2, "expected a quoted value for attribute name"),
        ("<model>\n\n<entity name=\"&bogus;\"/></model>", 3, "unknown entity &bogus;"),
    ])
    func malformed(text: String, line: Int, reason: String) {
        #expect(throws: CoreDataModelIssue(file: "/app/M.xcdatamodel/contents", line: line, reason: reason)) {
            try CoreDataModel.parse(text, file: "/app/M.xcdatamodel/contents")
        }
    }

    @Test("Attribute types become the Swift types Xcode gives them")
    func types() {
        func type(_ name: String, scalar: Bool = true, custom: String? = nil) -> String? {
            CoreDataCodegen.swiftType(of: .init(name: "a", type: name, isOptional: true, usesScalar: scalar, defaultValue: nil, customClass: custom, line: 1))
        }
        #expect(type("Integer 16") == "Int16" && type("Integer 64") == "Int64" && type("Boolean") == "Bool" && type("Double") == "Double")
        #expect(type("Integer 32", scalar: false) == "NSNumber?")
        #expect(type("String") == "String?" && type("Date") == "Date?" && type("Binary") == "Data?" && type("UUID") == "UUID?" && type("URI") == "URL?")
        #expect(type("Decimal") == "NSDecimalNumber?" && type("Transformable", custom: "[String]") == "[String]?")
        #expect(type("Composite") == nil)
    }

    @Test("Codegen writes classes, extensions, accessors and the registration; an unknown type is named")
    func codegen() throws {
        let model = try CoreDataModel.parse(Self.contents, file: "M/contents")
        let (text, issues) = try #require(CoreDataCodegen.file(models: [model]))
        #expect(text.contains("public class Book: NSManagedObject {}"))
        #expect(text.contains("public class Comic: Book {}") && text.contains("extension Book: Identifiable {}"))
        #expect(!text.contains("extension Comic: Identifiable"), "a sub-entity has its parent's conformance")
        #expect(!text.contains("public class Shelf") && text.contains("extension Shelf {"))
        #expect(!text.contains("extension Note"))
        #expect(text.contains("public var title: String? { get { managedValue(forKey: \"title\") } set { setManagedValue(newValue, forKey: \"title\") } }"))
        #expect(text.contains("public var pages: Int16 {") && text.contains("public var rating: NSNumber? {") && text.contains("public var shelf: Shelf? {"))
        #expect(text.contains("public var books: NSOrderedSet? {"))
        #expect(text.contains("isToMany: true, isOrdered: true, cascades: true)") && !text.contains("isOrdered: false, cascades"))
        #expect(text.contains("public func insertIntoBooks(_ value: Book, at idx: Int) { performManagedAccessor(\"insertIntoBooks\", value, idx) }"))
        #expect(text.contains("NSFetchRequest<Book>(entityName: \"Book\")"))
        #expect(text.contains("\"pages\": Int16(100)") && text.contains("\"title\": \"Untitled & new\""))
        #expect(text.contains("ManagedEntityModel(name: \"Comic\", className: \"Comic\", parent: \"Book\""))
        #expect(text.contains("ManagedEntityModel(name: \"Note\", className: \"Note\""))
        #expect(text.contains(", make: { Comic(entity: $0, insertInto: $1) })") && !text.contains("make: { Shelf"))
        #expect(text.contains("@_cdecl(\"l10n_register_core_data_model\")"))
        // Each declaration is placed at the model's line, so errors name the model file.
        #expect(text.contains("#sourceLocation(file: \"M/contents\", line: 4)\n    public var title: String?"))
        #expect(text.contains("#sourceLocation(file: \"M/contents\", line: 3)\nnonisolated public class Book: NSManagedObject {}"))
        #expect(issues == [CoreDataModelIssue(file: "M/contents", line: 7,
                                               reason: "attribute Book.shape has type 'Composite', which l10n does not generate; left out",
                                               leavesOutModel: false)])
        #expect(issues.first?.warning == "warning: M/contents:7: attribute Book.shape has type 'Composite', which l10n does not generate; left out")
    }

    @Test("The current version is the one .xccurrentversion names")
    func currentVersion() throws {
        let root = NSTemporaryDirectory() + "coredatamodel-" + UUID().uuidString + "/M.xcdatamodeld"
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        for version in ["M.xcdatamodel", "M 2.xcdatamodel", "M 3.xcdatamodel"] {
            try FileManager.default.createDirectory(atPath: root + "/" + version, withIntermediateDirectories: true)
            try Data("<model><entity name=\"\(version.prefix(3))\"/></model>".utf8).write(to: URL(fileURLWithPath: root + "/" + version + "/contents"))
        }
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>M 2.xcdatamodel</string></dict></plist>"
        try Data(plist.utf8).write(to: URL(fileURLWithPath: root + "/.xccurrentversion"))
        #expect(CoreDataModelFiles.contentsFile(of: root) == root + "/M 2.xcdatamodel/contents")
        let (models, issues) = CoreDataModelFiles.read([root])
        #expect(issues.isEmpty && models.first?.entities.first?.name == "M 2")
    }
}

@Suite("@NSManaged declarations on Linux")
struct ManagedAccessorsTests {
    @Test("Properties become computed over the stand-in's storage, accessors get bodies, and every line keeps its number")
    func rewritesManaged() {
        let source = """
            import CoreData
            @objc(Shelf)
            public class Shelf: NSManagedObject {
                @NSManaged public var name: String?, count: Int16
                @NSManaged var books: NSSet?
            }
            extension Shelf {
                @objc(addBooksObject:)
                @NSManaged public func addToBooks(_ value: Book)
                @NSManaged public func insertIntoBooks(_ value: Book, at idx: Int)
            }
            """
        let (text, _) = AppSourceRewriter.rewrite(source, originalPath: "/app/Shelf.swift", configuration: IOSBuildConfiguration())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[3] == "public var name: String? { get { managedValue(forKey: \"name\") } set { setManagedValue(newValue, forKey: \"name\") } }; "
            + "public var   count: Int16 { get { managedValue(forKey: \"count\") } set { setManagedValue(newValue, forKey: \"count\") } }")
        #expect(lines[4] == "var books: NSSet? { get { managedValue(forKey: \"books\") } set { setManagedValue(newValue, forKey: \"books\") } }")
        #expect(lines[7] == "")
        #expect(lines[8] == "public func addToBooks(_ value: Book) { performManagedAccessor(\"addToBooks\", value) }")
        #expect(lines[9] == "public func insertIntoBooks(_ value: Book, at idx: Int) { performManagedAccessor(\"insertIntoBooks\", value, idx) }")
        #expect(lines[10] == "}")
    }
}

@Suite("Core Data models in the scratch package")
struct CoreDataScratchTests {
    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("A well-formed model is generated; a malformed one is an issue with its file and line, and the rest is written")
    func writesModels() throws {
        let base = NSTemporaryDirectory() + "coredatascratch-" + UUID().uuidString
        let root = base + "/App", scratch = base + "/scratch"
        defer { try? FileManager.default.removeItem(atPath: base) }
        try Self.write("import SwiftUI\n#Preview { Text(\"x\") }\n", root + "/A.swift")
        try Self.write("<model>\n<entity name=\"Item\" representedClassName=\"Item\" codeGenerationType=\"class\">\n"
                       + "<attribute name=\"title\" attributeType=\"String\"/>\n</entity>\n</model>\n", root + "/Good.xcdatamodeld/Good.xcdatamodel/contents")
        try Self.write("<model>\n<entity name=\"Broken\">\n</model>\n", root + "/Broken.xcdatamodeld/Broken.xcdatamodel/contents")
        let scan = try AppFolderScan.scan(root)
        #expect(scan.dataModels == ["Broken.xcdatamodeld", "Good.xcdatamodeld"])
        let plan = AppBuildPlan(scan: scan, appModule: "Demo", packageRoot: "/l10n", scratch: scratch)
        let written = try ScratchPackage(plan: plan).write()
        let real = AppFolderScan.realPath(root)
        #expect(written.modelIssues == [CoreDataModelIssue(file: real + "/Broken.xcdatamodeld/Broken.xcdatamodel/contents", line: 3,
                                                            reason: "closing tag </model> does not match <entity> opened on line 2")])
        #expect(written.modelIssues.first?.description == real + "/Broken.xcdatamodeld/Broken.xcdatamodel/contents:3: "
            + "closing tag </model> does not match <entity> opened on line 2")
        let generated = try String(contentsOfFile: scratch + "/Sources/Demo/_GeneratedCoreDataModel.swift", encoding: .utf8)
        #expect(generated.contains("public class Item: NSManagedObject {}") && generated.contains("public var title: String?"))
        #expect(FileManager.default.fileExists(atPath: scratch + "/Sources/Demo/A.swift"))
    }
}
