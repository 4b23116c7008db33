import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// What reading one of the app's Swift files found: the modules it imports where iOS compiles
/// it, its previews, and the `@main` types it declares.
public struct AppSourceFacts: Sendable, Equatable {
    /// Modules imported outside inactive `#if` branches, with the line of each import.
    public var imports: [(module: String, line: Int)] = []
    /// `#Preview`s and `PreviewProvider`s declared where iOS compiles them.
    public var previews = 0
    /// Those previews, where each is declared: what stands in for a file left out of the build.
    public var previewDeclarations: [PreviewDeclaration] = []
    /// Types marked `@main` (or `@UIApplicationMain`), left out of the build.
    public var entryTypes: [String] = []
    /// Declarations built differently because the last build failed in them.
    public var leftOutDeclarations: [LeftOutDeclaration] = []
    /// Of the previews, those drawn as saying why they were not built.
    public var previewsLeftOut = 0
    /// A place of a failed build that no declaration holds: the file is to be left out whole.
    public var wholeFileSite: BuildErrorSite?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.imports.map(\.module) == rhs.imports.map(\.module) && lhs.imports.map(\.line) == rhs.imports.map(\.line)
            && lhs.previews == rhs.previews && lhs.previewDeclarations == rhs.previewDeclarations && lhs.entryTypes == rhs.entryTypes
            && lhs.leftOutDeclarations == rhs.leftOutDeclarations && lhs.previewsLeftOut == rhs.previewsLeftOut && lhs.wholeFileSite == rhs.wholeFileSite
    }
}

/// Turns one of the app's files into the file the scratch package compiles: `#if`s folded as iOS
/// folds them, the `@main` entry (and extensions of it) left out, what only the Objective-C runtime
/// has spelled for Linux (`@objc`, `@IBAction` and the like left out, `#selector(f)` written
/// ` Selector(f)`, `@NSManaged` properties and accessors given bodies on the stand-in's storage,
/// see `ManagedAccessors`), and every line where it was, so
/// that `#sourceLocation` at the top makes errors, `#fileID` and `#filePath` name the app's own
/// file and line. Removed text becomes spaces, so columns stay too.
public enum AppSourceRewriter {
    /// The rewritten text of `source`, compiled as if it were `originalPath`, and what it holds.
    /// `entryTypes` are the `@main` types of the whole app, whose extensions are left out too.
    /// `sites` are where the last build of the file failed: the declarations there are built
    /// differently (`DeclarationLeaveOut`), and the facts say which.
    public static func rewrite(_ source: String, originalPath: String, configuration: IOSBuildConfiguration,
                               entryTypes: Set<String> = [], leavingOut sites: [BuildErrorSite] = []) -> (text: String, facts: AppSourceFacts) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: originalPath, tree: tree)
        let visitor = FoldingVisitor(configuration: configuration, entryTypes: entryTypes, converter: converter)
        visitor.walk(tree)
        var facts = visitor.facts
        var blanks = visitor.blanks, replacements = visitor.replacements, insertions = visitor.insertions
        if !sites.isEmpty {
            let edits = DeclarationLeaveOut.edits(tree: tree, converter: converter, sites: sites)
            // The file's own edits inside what is left out would write into blanked text.
            let inside = { (offset: Int) in edits.blanks.contains { $0.contains(offset) } }
            replacements.removeAll { inside($0.offset) }
            insertions.removeAll { inside($0.offset) }
            blanks += edits.blanks
            insertions += edits.insertions
            facts.leftOutDeclarations = edits.declarations
            facts.previewsLeftOut = edits.previewsLeftOut
            facts.wholeFileSite = edits.wholeFile
        }
        var bytes = Array(source.utf8)
        for range in blanks {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        for (offset, replacement) in replacements where offset + replacement.count <= bytes.count {
            bytes.replaceSubrange(offset ..< offset + replacement.count, with: replacement)
        }
        // Text added within a line (never a line break), from the end so offsets hold.
        for (offset, text) in insertions.enumerated().sorted(by: { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }).map(\.element)
        where offset <= bytes.count {
            bytes.insert(contentsOf: text, at: offset)
        }
        let header = "#sourceLocation(file: \"\(escaped(originalPath))\", line: 1)\n"
        return (header + String(decoding: bytes, as: UTF8.self), facts)
    }

    /// Whether an inheritance clause makes its type a `PreviewProvider`.
    static func isPreviewProvider(_ clause: InheritanceClauseSyntax) -> Bool {
        clause.inheritedTypes.contains { ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription) }
    }

    /// A `#Preview`'s name, when its first argument is a plain string literal.
    static func previewName(_ arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.openingPounds == nil, literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        return literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "" }.joined()
    }

    /// `path` as the inside of a string literal.
    static func escaped(_ path: String) -> String {
        var out = ""
        for character in path {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Walks only the branches iOS compiles, noting the byte ranges to blank.
private final class FoldingVisitor: SyntaxVisitor {
    let configuration: IOSBuildConfiguration
    let entryTypes: Set<String>
    let converter: SourceLocationConverter
    var blanks: [Range<Int>] = []
    /// Bytes written over the source at an offset, as many as they replace.
    var replacements: [(offset: Int, bytes: [UInt8])] = []
    /// Bytes added at an offset, with no line break (`@NSManaged` accessors).
    var insertions: [(offset: Int, bytes: [UInt8])] = []
    var facts = AppSourceFacts()

    /// Attributes only the Objective-C runtime gives a meaning to, left out on Linux.
    static let objectiveCAttributes: Set<String> = ["objc", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
                                                    "GKInspectable", "objcMembers", "NSManaged"]

    init(configuration: IOSBuildConfiguration, entryTypes: Set<String>, converter: SourceLocationConverter) {
        self.configuration = configuration
        self.entryTypes = entryTypes
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func blank(_ node: some SyntaxProtocol) {
        blanks.append(node.positionAfterSkippingLeadingTrivia.utf8Offset ..< node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard let clause = node.activeClause(in: configuration).clause, let elements = clause.elements else {
            blanks.append(start ..< end)
            return .skipChildren
        }
        blanks.append(start ..< elements.position.utf8Offset)
        blanks.append(elements.endPosition.utf8Offset ..< end)
        walk(elements)
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            facts.imports.append((first.name.text, node.startLocation(converter: converter).line))
            // Stand-ins and stubs are Swift modules, which have no submodules: `import os.log` and
            // `import IOKit.hid` import the whole module. A stand-in may also lack the one
            // declaration named, so `import class UIKit.UIColor` imports all of UIKit.
            let isStandIn = AppBuildPlan.appleStandIns.contains(first.name.text)
            if isStandIn, let kind = node.importKindSpecifier { blank(kind) }
            if node.path.count > 1, isStandIn || node.importKindSpecifier == nil {
                blanks.append(first.name.endPositionBeforeTrailingTrivia.utf8Offset ..< node.path.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { preview(node, arguments: node.arguments) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { preview(node, arguments: node.arguments) }
        // `#selector(f)` becomes ` Selector(f)`, the same length: a value naming the method.
        if node.macroName.text == "selector" {
            replacements.append((node.pound.positionAfterSkippingLeadingTrivia.utf8Offset, Array(" Selector".utf8)))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.objectiveCAttributes.contains(node.attributeName.trimmedDescription) { blank(node) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        entry(node, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if ManagedAccessors.isManaged(node.attributes) {
            let edits = ManagedAccessors.edits(for: node)
            blanks += edits.blanks
            insertions += edits.insertions
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ManagedAccessors.isManaged(node.attributes), let edit = ManagedAccessors.body(for: node) { insertions.append(edit) }
        // Key-value observing's callback is an Objective-C method of `NSObject`, which Linux's
        // Foundation lacks: an `override` of it overrides nothing there, so the keyword goes.
        if Self.isObjectiveCOnlyOverride(node), let keyword = node.modifiers.first(where: { $0.name.text == "override" }) {
            blank(keyword)
        }
        return .visitChildren
    }

    /// Whether `node` overrides a method only the Objective-C runtime's `NSObject` has
    /// (`observeValue(forKeyPath:of:change:context:)`).
    static func isObjectiveCOnlyOverride(_ node: FunctionDeclSyntax) -> Bool {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        return node.name.text == "observeValue" && labels == ["forKeyPath", "of", "change", "context"]
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // Core Data's classes are Objective-C's, nonisolated, on Apple's platforms: under a MainActor
        // default, a subclass of the stand-in's Swift class would make its inherited initializers
        // MainActor and clash with them, so the subclass is nonisolated as it is there.
        if configuration.mainActorByDefault, node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSManagedObject",
           !node.modifiers.contains(where: { $0.name.text == "nonisolated" }),
           !node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
            insertions.append((node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset, Array("nonisolated ".utf8)))
        }
        return entry(node, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        entry(node, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if entryTypes.contains(node.extendedType.trimmedDescription) {
            blank(node)
            return .skipChildren
        }
        if let inheritance = node.inheritanceClause, Self.isPreviewProvider(inheritance) {
            provider(node, name: node.extendedType.trimmedDescription)
        }
        return .visitChildren
    }

    /// Notes a `#Preview`, with its name when the name is a plain string literal.
    private func preview(_ node: some SyntaxProtocol, arguments: LabeledExprListSyntax) {
        facts.previews += 1
        let name = AppSourceRewriter.previewName(arguments)
        facts.previewDeclarations.append(PreviewDeclaration(line: node.startLocation(converter: converter).line, kind: .macro(name: name)))
    }

    /// Notes a `PreviewProvider`.
    private func provider(_ node: some SyntaxProtocol, name: String) {
        facts.previews += 1
        facts.previewDeclarations.append(PreviewDeclaration(line: node.startLocation(converter: converter).line, kind: .provider(type: name)))
    }

    private func entry(_ node: some DeclSyntaxProtocol, name: String, attributes: AttributeListSyntax,
                       inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let isEntry = attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return ["main", "UIApplicationMain", "NSApplicationMain"].contains(attribute.attributeName.trimmedDescription)
        }
        if isEntry {
            facts.entryTypes.append(name)
            blank(node)
            return .skipChildren
        }
        if let inheritance, Self.isPreviewProvider(inheritance) { provider(node, name: name) }
        return .visitChildren
    }

    static func isPreviewProvider(_ clause: InheritanceClauseSyntax) -> Bool {
        AppSourceRewriter.isPreviewProvider(clause)
    }
}
