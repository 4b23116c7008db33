import Foundation

/// The Swift Xcode generates for a Core Data model, as `l10n check --app` writes it: for each
/// entity whose codegen is Class Definition, its class; for Class Definition and
/// Category/Extension, an extension with its properties, `fetchRequest()` and the to-many
/// accessors. Properties are computed over the stand-in's storage. Every entity, whatever its
/// codegen, is registered with the stand-in (`l10n_register_core_data_model`) with its parent, its
/// default values and its relationships, so fetches include sub-entities, new objects get the
/// defaults and relationships keep their inverses. Each generated declaration is placed at the
/// model file's line declaring it (`#sourceLocation`), so a compile error names the model, and a
/// model whose code does not build is left out like an app file.
public enum CoreDataCodegen {
    /// The Swift type Xcode gives an attribute, or nil for a type it has no property for.
    public static func swiftType(of attribute: CoreDataModel.Attribute) -> String? {
        let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float", "Boolean": "Bool"]
        if let scalar = scalars[attribute.type] { return attribute.usesScalar ? scalar : "NSNumber?" }
        switch attribute.type {
        case "String": return "String?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Decimal": return "NSDecimalNumber?"
        case "Object ID": return "NSManagedObjectID?"
        case "Transformable": return (attribute.customClass.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "NSObject") + "?"
        default: return nil
        }
    }

    /// The Swift expression of an attribute's default value, or nil when it has none here.
    public static func defaultExpression(of attribute: CoreDataModel.Attribute) -> String? {
        guard let text = attribute.defaultValue?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        switch attribute.type {
        case "Integer 16", "Integer 32", "Integer 64":
            guard let number = Int64(text) else { return nil }
            let type = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64"][attribute.type] ?? "Int64"
            return "\(type)(\(number))"
        case "Double", "Float":
            guard let number = Double(text), number.isFinite else { return nil }
            return "\(attribute.type)(\(number))"
        case "Boolean": return ["YES", "1", "true"].contains(text) ? "true" : "false"
        case "String": return "\"" + AppSourceRewriter.escaped(text) + "\""
        case "Date":
            guard let seconds = Double(text), seconds.isFinite else { return nil }
            return "Date(timeIntervalSinceReferenceDate: \(seconds))"
        case "Decimal":
            guard Double(text) != nil else { return nil }
            return "NSDecimalNumber(string: \"\(text)\")"
        case "UUID": return UUID(uuidString: text).map { "UUID(uuidString: \"\($0.uuidString)\") ?? UUID()" }
        case "URI": return URL(string: text).map { _ in "URL(string: \"\(AppSourceRewriter.escaped(text))\") ?? URL(fileURLWithPath: \"/\")" }
        default: return nil
        }
    }

    /// The generated file for `models`, and what was left out (attributes of unknown types).
    public static func file(models: [CoreDataModel]) -> (text: String, issues: [CoreDataModelIssue])? {
        guard !models.isEmpty else { return nil }
        var issues: [CoreDataModelIssue] = []
        var lines = ["// Written by `l10n check --app`: what Xcode generates for the app's Core Data model.", "import CoreData", ""]
        var registrations: [String] = []
        var generatedClasses: Set<String> = []
        for model in models {
            let byName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for entity in model.entities {
                // Only a class generated here is known to keep `init(entity:insertInto:)`.
                let makes = entity.codegen == .classDefinition && entity.className.map { !generatedClasses.contains($0) } == true
                registrations.append(registration(entity, byName: byName, makes: makes))
                guard entity.codegen != .manual, let className = entity.className, generatedClasses.insert(className).inserted else { continue }
                // Errors in what is generated name the model file's line that declares it.
                let location = { (line: Int) in "#sourceLocation(file: \"\(AppSourceRewriter.escaped(model.file))\", line: \(line))" }
                lines.append(location(entity.line))
                if entity.codegen == .classDefinition {
                    let parentClass = entity.parent.flatMap { byName[$0]?.className } ?? "NSManagedObject"
                    // Nonisolated as Core Data's Objective-C classes are, whatever the app's default isolation.
                    lines.append("nonisolated public class \(className): \(parentClass) {}")
                }
                lines.append("nonisolated extension \(className) {")
                lines.append("    public class func fetchRequest() -> NSFetchRequest<\(className)> { NSFetchRequest<\(className)>(entityName: \"\(entity.name)\") }")
                for attribute in entity.attributes {
                    guard let type = swiftType(of: attribute) else {
                        issues.append(CoreDataModelIssue(file: model.file, line: attribute.line,
                                                         reason: "attribute \(entity.name).\(attribute.name) has type '\(attribute.type)', which l10n does not generate; left out",
                                                         leavesOutModel: false))
                        continue
                    }
                    lines.append(location(attribute.line))
                    lines.append("    public var \(identifier(attribute.name)): \(type)" + ManagedAccessors.accessors(attribute.name))
                }
                for relationship in entity.relationships {
                    let destination = byName[relationship.destination]?.className ?? "NSManagedObject"
                    let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
                    lines.append(location(relationship.line))
                    lines.append("    public var \(identifier(relationship.name)): \(type)" + ManagedAccessors.accessors(relationship.name))
                }
                lines.append("}")
                lines.append(location(entity.line))
                for relationship in entity.relationships where relationship.isToMany {
                    let destination = byName[relationship.destination]?.className ?? "NSManagedObject"
                    lines += accessors(of: relationship, in: className, destination: destination)
                }
                // A sub-entity's class has the conformance of its parent's.
                if entity.parent == nil { lines.append("extension \(className): Identifiable {}") }
                lines.append("#sourceLocation()")
                lines.append("")
            }
        }
        lines.append("/// Registers the model's entities with the Core Data stand-in (looked up by this name).")
        lines.append("@_cdecl(\"l10n_register_core_data_model\") public func l10nRegisterCoreDataModel() {")
        lines.append("    ManagedModelRegistry.register([")
        lines += registrations.map { "        " + $0 + "," }
        lines.append("    ])")
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", issues)
    }

    /// The registration of `entity`.
    static func registration(_ entity: CoreDataModel.Entity, byName: [String: CoreDataModel.Entity], makes: Bool) -> String {
        let defaults = entity.attributes.compactMap { attribute in
            defaultExpression(of: attribute).map { "\"\(AppSourceRewriter.escaped(attribute.name))\": \($0)" }
        }
        let relationships = entity.relationships.map { relationship in
            "\"\(AppSourceRewriter.escaped(relationship.name))\": ManagedRelationshipModel(destination: \"\(AppSourceRewriter.escaped(relationship.destination))\", "
                + "inverse: \(relationship.inverse.map { "\"\(AppSourceRewriter.escaped($0))\"" } ?? "nil"), "
                + "isToMany: \(relationship.isToMany), isOrdered: \(relationship.isOrdered)\(relationship.cascades ? ", cascades: true" : ""))"
        }
        return "ManagedEntityModel(name: \"\(AppSourceRewriter.escaped(entity.name))\", className: \"\(AppSourceRewriter.escaped(entity.className ?? "NSManagedObject"))\", "
            + "parent: \(entity.parent.map { "\"\(AppSourceRewriter.escaped($0))\"" } ?? "nil"), "
            + "defaults: [\(defaults.isEmpty ? ":" : defaults.joined(separator: ", "))], "
            + "relationships: [\(relationships.isEmpty ? ":" : relationships.joined(separator: ", "))]"
            + (makes ? ", make: { \(entity.className ?? "NSManagedObject")(entity: $0, insertInto: $1) })" : ")")
    }

    /// The accessors Xcode declares for a to-many relationship.
    static func accessors(of relationship: CoreDataModel.Relationship, in className: String, destination: String) -> [String] {
        let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        var signatures = ["addTo\(suffix)(_ value: \(destination))", "removeFrom\(suffix)(_ value: \(destination))",
                          "addTo\(suffix)(_ values: \(set))", "removeFrom\(suffix)(_ values: \(set))"]
        if relationship.isOrdered {
            signatures += ["insertInto\(suffix)(_ value: \(destination), at idx: Int)", "removeFrom\(suffix)(at idx: Int)",
                           "insertInto\(suffix)(_ values: [\(destination)], at indexes: NSIndexSet)", "removeFrom\(suffix)(at indexes: NSIndexSet)",
                           "replace\(suffix)(at idx: Int, with value: \(destination))", "replace\(suffix)(at indexes: NSIndexSet, with values: [\(destination)])"]
        }
        var lines = ["extension \(className) {"]
        for signature in signatures {
            let name = String(signature.prefix { $0 != "(" })
            let parameters = signature.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",").compactMap { part in
                part.split(separator: ":").first?.split(separator: " ").last.map(String.init)
            }
            lines.append("    public func \(signature) { performManagedAccessor(\"\(name)\", \(parameters.joined(separator: ", "))) }")
        }
        lines.append("}")
        return lines
    }

    /// `name` as a Swift identifier, back-quoted when it is a keyword.
    static func identifier(_ name: String) -> String {
        ["class", "default", "func", "import", "in", "init", "let", "operator", "protocol", "return", "self", "static", "struct", "subscript",
         "switch", "var", "where", "while", "extension", "enum", "case", "for", "if", "else", "do", "is", "as", "nil", "true", "false", "Type"]
            .contains(name) ? "`\(name)`" : name
    }
}
