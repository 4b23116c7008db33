import Foundation

/// A Core Data model as its `.xcdatamodel/contents` file declares it: what Xcode generates classes from.
public struct CoreDataModel: Sendable, Equatable {
    /// An attribute of an entity.
    public struct Attribute: Sendable, Equatable {
        /// Its name.
        public var name: String
        /// Its type as the file spells it (`Integer 16`, `String`…).
        public var type: String
        /// Whether it may be nil in the store.
        public var isOptional: Bool
        /// Whether numbers are generated as Swift scalars (`usesScalarValueType`, on unless `NO`).
        public var usesScalar: Bool
        /// The default value as written (`defaultValueString`, or `defaultDateTimeInterval`).
        public var defaultValue: String?
        /// The class of a transformable attribute (`customClassName`).
        public var customClass: String?
        /// The line of the attribute in the file.
        public var line: Int
    }

    /// A relationship of an entity.
    public struct Relationship: Sendable, Equatable {
        /// Its name.
        public var name: String
        /// The entity it points to.
        public var destination: String
        /// The relationship pointing back.
        public var inverse: String?
        /// Whether it holds several objects.
        public var isToMany: Bool
        /// Whether they keep an order.
        public var isOrdered: Bool
        /// Whether deleting the object deletes its destination objects (`deletionRule="Cascade"`).
        public var cascades: Bool = false
        /// The line of the relationship in the file.
        public var line: Int
    }

    /// What Xcode generates for an entity (its `codeGenerationType`).
    public enum Codegen: String, Sendable, Equatable {
        /// The class and its properties (`class`).
        case classDefinition = "class"
        /// The properties, in an extension of the app's class (`category`).
        case category
        /// Nothing: the app declares the class (Manual/None).
        case manual
    }

    /// An entity.
    public struct Entity: Sendable, Equatable {
        /// Its name.
        public var name: String
        /// Its class's name (`representedClassName`, module prefix dropped); nil for `NSManagedObject`.
        public var className: String?
        /// Its parent entity.
        public var parent: String?
        /// What is generated.
        public var codegen: Codegen
        /// Its attributes, in the file's order.
        public var attributes: [Attribute]
        /// Its relationships, in the file's order.
        public var relationships: [Relationship]
        /// The line of the entity in the file.
        public var line: Int
    }

    /// The entities, in the file's order.
    public var entities: [Entity]
    /// The file the model was read from.
    public var file: String

    /// The model of a `contents` file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(CoreDataModelIssue) -> CoreDataModel {
        let root: ModelXMLElement
        do { root = try ModelXML.parse(text) } catch { throw CoreDataModelIssue(file: file, line: error.line, reason: error.reason) }
        guard root.name == "model" else {
            throw CoreDataModelIssue(file: file, line: root.line, reason: "the root element is <\(root.name)>, not <model>")
        }
        var entities: [Entity] = []
        for element in root.children where element.name == "entity" {
            guard let name = element.attributes["name"], !name.isEmpty else {
                throw CoreDataModelIssue(file: file, line: element.line, reason: "an <entity> without a name")
            }
            let className = element.attributes["representedClassName"].flatMap { raw -> String? in
                let last = raw.split(separator: ".").last.map(String.init) ?? raw
                return last.isEmpty || last == "NSManagedObject" ? nil : last
            }
            var entity = Entity(name: name, className: className, parent: element.attributes["parentEntity"],
                                codegen: Codegen(rawValue: element.attributes["codeGenerationType"] ?? "") ?? .manual,
                                attributes: [], relationships: [], line: element.line)
            for child in element.children {
                guard let childName = child.attributes["name"], !childName.isEmpty else { continue }
                if child.name == "attribute" {
                    entity.attributes.append(Attribute(
                        name: childName, type: child.attributes["attributeType"] ?? "Undefined",
                        isOptional: child.attributes["optional"] == "YES", usesScalar: child.attributes["usesScalarValueType"] != "NO",
                        defaultValue: child.attributes["defaultValueString"] ?? child.attributes["defaultDateTimeInterval"],
                        customClass: child.attributes["customClassName"], line: child.line))
                } else if child.name == "relationship", let destination = child.attributes["destinationEntity"] {
                    entity.relationships.append(Relationship(
                        name: childName, destination: destination, inverse: child.attributes["inverseName"],
                        isToMany: child.attributes["toMany"] == "YES", isOrdered: child.attributes["ordered"] == "YES",
                        cascades: child.attributes["deletionRule"] == "Cascade", line: child.line))
                }
            }
            entities.append(entity)
        }
        return CoreDataModel(entities: entities, file: file)
    }
}

/// A model file that could not be read, or a part of it that was left out: the file, the line
/// and why.
public struct CoreDataModelIssue: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var reason: String
    /// Whether the whole model is left out (a file that cannot be read), not one of its parts.
    public var leavesOutModel = true
    /// The warning `check --app` prints, as it prints one for a catalog it leaves out.
    public var warning: String {
        "warning: \(description)" + (leavesOutModel ? "; the model's classes are left out of this run" : "")
    }
    /// `file:line: reason`, as compilers write it.
    public var description: String { "\(file):\(line): \(reason)" }
}

/// Finds the current version of each `.xcdatamodeld` and reads it.
public enum CoreDataModelFiles {
    /// The `contents` file of the model at `path` (a `.xcdatamodeld` or `.xcdatamodel` folder):
    /// the version `.xccurrentversion` names, or else the last version by name.
    public static func contentsFile(of path: String) -> String? {
        if path.hasSuffix(".xcdatamodel") { return path + "/contents" }
        var version: String?
        if let data = FileManager.default.contents(atPath: path + "/.xccurrentversion"),
           let plist = try? ModelXML.parse(String(decoding: data, as: UTF8.self)),
           let dictionary = plist.children.first(where: { $0.name == "dict" }) {
            let items = dictionary.children
            for (index, item) in items.enumerated() where item.name == "key" && item.text == "_XCCurrentVersionName" && index + 1 < items.count {
                version = items[index + 1].text
            }
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let chosen = version.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else { return nil }
        return path + "/" + chosen + "/contents"
    }

    /// The models of `paths` (absolute), and the issues of those that could not be read.
    public static func read(_ paths: [String]) -> (models: [CoreDataModel], issues: [CoreDataModelIssue]) {
        var models: [CoreDataModel] = []
        var issues: [CoreDataModelIssue] = []
        for path in paths {
            guard let file = contentsFile(of: path), let data = FileManager.default.contents(atPath: file) else {
                issues.append(CoreDataModelIssue(file: path, line: 1, reason: "no model version with a contents file"))
                continue
            }
            do { models.append(try CoreDataModel.parse(String(decoding: data, as: UTF8.self), file: file)) } catch { issues.append(error) }
        }
        return (models, issues)
    }
}
