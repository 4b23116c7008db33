import Foundation
import SwiftParser
import SwiftSyntax

/// A rule type found in a rules folder: its name, the file declaring it, and its place in the
/// registry (`static let order = 30`).
struct FoundRule: Sendable, Equatable {
    /// The type's name (`EmptyValueRule`).
    let name: String
    /// The file's name inside the folder.
    let file: String
    /// Where the rule stands in the registry: ascending, unique within the family.
    let order: Int
}

/// What keeps a registry from being generated.
enum RegistryError: Error, Equatable, CustomStringConvertible {
    /// A rule type without an integer literal `static let order`.
    case missingOrder(type: String, file: String)
    /// Two rules of one family with the same order.
    case sharedOrder(Int, first: String, second: String)
    /// A rules folder that cannot be listed.
    case unreadableFolder(String)

    var description: String {
        switch self {
        case .missingOrder(let type, let file):
            "\(file): \(type) has no `static let order = N`, its place in the registry; give it one"
        case .sharedOrder(let order, let first, let second):
            "\(first) and \(second) both have order \(order); give each rule its own"
        case .unreadableFolder(let folder):
            "cannot list \(folder); run from the repository root"
        }
    }
}

/// Finds the rule types of a family in the Swift files of its folder.
enum RuleScan {
    /// Every type in `folder` (under `root`) declaring conformance to `conformance`, in registry
    /// order. Generated files (`+Generated.swift`) are passed over.
    static func rules(in folder: String, conformingTo conformance: String, root: String) throws -> [FoundRule] {
        let path = root + "/" + folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw RegistryError.unreadableFolder(folder)
        }
        var found: [FoundRule] = []
        for name in names.sorted() where name.hasSuffix(".swift") && !name.hasSuffix("+Generated.swift") {
            guard let data = FileManager.default.contents(atPath: path + "/" + name) else { continue }
            found += try rules(inSource: String(decoding: data, as: UTF8.self), file: folder + "/" + name, conformingTo: conformance)
        }
        found.sort { ($0.order, $0.name) < ($1.order, $1.name) }
        for (first, second) in zip(found, found.dropFirst()) where first.order == second.order {
            throw RegistryError.sharedOrder(first.order, first: first.name, second: second.name)
        }
        return found
    }

    /// The rule types one file declares at its top level.
    static func rules(inSource source: String, file: String, conformingTo conformance: String) throws -> [FoundRule] {
        let tree = Parser.parse(source: source)
        var found: [FoundRule] = []
        for item in tree.statements {
            guard let type = item.item.as(StructDeclSyntax.self),
                  type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == conformance }) == true
            else { continue }
            let name = type.name.text
            guard let order = order(of: type.memberBlock) else { throw RegistryError.missingOrder(type: name, file: file) }
            found.append(FoundRule(name: name, file: file, order: order))
        }
        return found
    }

    /// The integer literal of `static let order = N` among the members.
    private static func order(of members: MemberBlockSyntax) -> Int? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "order" {
                if let literal = binding.initializer?.value.as(IntegerLiteralExprSyntax.self) {
                    return Int(literal.literal.text.replacingOccurrences(of: "_", with: ""))
                }
            }
        }
        return nil
    }
}
