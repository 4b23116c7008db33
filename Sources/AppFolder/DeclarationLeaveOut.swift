import SwiftSyntax

/// What the next build of an app file has instead of the declarations its last build failed in,
/// so that one call of an API l10n lacks costs that declaration, not the file and every file
/// that uses it:
/// - an error inside a body: the body alone is replaced — a `some View` body by a view saying
///   why (its screens are drawn without it, reported as `screen-failed`, the rest checked), a
///   body returning nothing, a setter or an observer by nothing, any other by a stop when run;
/// - an error outside a body (a type, a stored property, a signature), or a replaced body that
///   fails again: the declaration is left out, and the next round finds what used it;
/// - a preview: drawn as saying why, reported as `screen-failed`.
/// Text is only blanked and added within a line, so every line and column of the file stays put.
enum DeclarationLeaveOut {
    /// The edits to one file's text.
    struct Edits {
        /// Byte ranges to blank.
        var blanks: [Range<Int>] = []
        /// Text to add at an offset, never a line break.
        var insertions: [(offset: Int, bytes: [UInt8])] = []
        /// What was left out or replaced, in the file's order.
        var declarations: [LeftOutDeclaration] = []
        /// Previews replaced by one saying why.
        var previewsLeftOut = 0
        /// A site no declaration holds (an import, a line past the end), or a preview whose stand-in
        /// failed: the whole file is left out.
        var wholeFile: BuildErrorSite?
    }

    /// The edits that take `sites` out of `tree`, the file parsed as written.
    static func edits(tree: SourceFileSyntax, converter: SourceLocationConverter, sites: [BuildErrorSite]) -> Edits {
        var groups: [SyntaxIdentifier: (node: Syntax, sites: [BuildErrorSite])] = [:]
        var order: [SyntaxIdentifier] = []
        let lastLine = converter.location(for: tree.endPosition).line
        for site in sites.sorted() {
            guard site.line >= 1, site.line <= lastLine else { return Edits(wholeFile: site) }
            // A macro's error may sit just past its last brace, at the end of the file.
            let position = Self.position(of: site, converter: converter, lastLine: lastLine)
            let token = tree.token(at: position) ?? (position.utf8Offset > 0 ? tree.token(at: position.advanced(by: -1)) : nil)
            guard let token, let target = target(of: Syntax(token)) else { return Edits(wholeFile: site) }
            if groups[target.id] == nil {
                order.append(target.id)
                groups[target.id] = (target, [])
            }
            groups[target.id]?.sites.append(site)
        }
        var edits = Edits()
        var taken: [Range<Int>] = []
        // Outer declarations first, so that what lies inside a declaration left out is not edited twice.
        let targets = order.compactMap { groups[$0] }.sorted {
            ($0.node.position.utf8Offset, -$0.node.endPosition.utf8Offset) < ($1.node.position.utf8Offset, -$1.node.endPosition.utf8Offset)
        }
        for (node, nodeSites) in targets {
            let range = node.positionAfterSkippingLeadingTrivia.utf8Offset ..< node.endPositionBeforeTrailingTrivia.utf8Offset
            if taken.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) { continue }
            let first = Self.telling(nodeSites)
            let name = qualifiedName(node)
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            let rounds = Set(nodeSites.map(\.round))
            if let kind = previewKind(node) {
                // A stand-in preview that fails in turn: the file is left out whole.
                guard rounds.count == 1 else { return Edits(wholeFile: first) }
                edits.blanks.append(range)
                let view = LeftOutFile.unbuiltView(notBuilt(name, first))
                edits.insertions.append((range.lowerBound, Array(LeftOutFile.standIn(for: kind, index: line, view: view).utf8)))
                edits.declarations.append(LeftOutDeclaration(name: name, line: line, treatment: .preview, reason: first.text))
                edits.previewsLeftOut += 1
                taken.append(range)
                continue
            }
            // A class whose initializer was left out keeps a stopping one: code that only names the
            // class (a property's type, an environment object) still builds.
            if rounds.count == 1, nodeSites.allSatisfy({ $0.text.hasSuffix("has no initializers") }),
               let brace = node.as(ClassDeclSyntax.self)?.memberBlock.leftBrace ?? node.as(ActorDeclSyntax.self)?.memberBlock.leftBrace {
                let stop = " init() { fatalError(\"l10n did not build \(AppSourceRewriter.escaped(name)).init: \(AppSourceRewriter.escaped(first.text))\") }"
                edits.insertions.append((brace.endPositionBeforeTrailingTrivia.utf8Offset, Array(stop.utf8)))
                edits.declarations.append(LeftOutDeclaration(name: name + ".init()", line: line, treatment: .stopsWhenRun, reason: first.text))
                continue
            }
            let offsets = nodeSites.map { Self.position(of: $0, converter: converter, lastLine: lastLine).utf8Offset }
            let bodies = Self.bodies(of: node)
            let hit = bodies.filter { body in offsets.contains { body.braces.contains($0) } }
            let inBodies = offsets.allSatisfy { offset in bodies.contains { $0.braces.contains(offset) } }
            // A body replaced in an earlier round that fails again, or an error outside every body:
            // the declaration goes.
            guard rounds.count == 1, inBodies, !hit.isEmpty else {
                edits.blanks.append(range)
                edits.declarations.append(LeftOutDeclaration(name: name, line: line, treatment: .removed, reason: first.text))
                taken.append(range)
                continue
            }
            var treatments: Set<LeftOutDeclaration.Treatment> = []
            for body in hit {
                let replacement: String
                switch body.yields {
                case .view:
                    replacement = "{ \(LeftOutFile.unbuiltView(notBuilt(name, first))) }"
                    treatments.insert(.drawnUnbuilt)
                case .nothing:
                    replacement = "{}"
                    treatments.insert(.doesNothing)
                case .value:
                    replacement = "{ fatalError(\"l10n did not build \(AppSourceRewriter.escaped(name)): \(AppSourceRewriter.escaped(first.text))\") }"
                    treatments.insert(.stopsWhenRun)
                }
                edits.blanks.append(body.braces.lowerBound ..< body.braces.upperBound + 1)
                edits.insertions.append((body.braces.lowerBound, Array(replacement.utf8)))
            }
            let treatment: LeftOutDeclaration.Treatment = treatments.contains(.drawnUnbuilt) ? .drawnUnbuilt
                : treatments.contains(.stopsWhenRun) ? .stopsWhenRun : .doesNothing
            edits.declarations.append(LeftOutDeclaration(name: name, line: line, treatment: treatment, reason: first.text))
        }
        edits.declarations.sort { ($0.line, $0.name) < ($1.line, $1.name) }
        return edits
    }

    /// What a view drawn in place of `name` says: why it was not built, and where to read more.
    static func notBuilt(_ name: String, _ site: BuildErrorSite) -> String {
        "\(name) not built: \(site.text) (l10n's SwiftUI or a stand-in lacks what it uses; the build's errors are printed before the report)"
    }

    /// Where `site` is in the file as written. A column past its line's end (an error in text
    /// added within that line, such as a replaced body) is the line's last character.
    static func position(of site: BuildErrorSite, converter: SourceLocationConverter, lastLine: Int) -> AbsolutePosition {
        let position = converter.position(ofLine: site.line, column: max(1, site.column))
        guard site.line < lastLine else { return position }
        let lineStart = converter.position(ofLine: site.line, column: 1)
        let nextLine = converter.position(ofLine: site.line + 1, column: 1)
        guard position.utf8Offset >= nextLine.utf8Offset - 1 else { return position }
        return AbsolutePosition(utf8Offset: max(lineStart.utf8Offset, nextLine.utf8Offset - 2))
    }

    /// The error that says best why a declaration fails: of the first round's, one naming what is
    /// missing (`cannot find 'X'`, `has no member`) before an inference error it causes
    /// ("generic parameter could not be inferred"), then the first in the file.
    static func telling(_ sites: [BuildErrorSite]) -> BuildErrorSite {
        let names = { (site: BuildErrorSite) in LeftOutChain.missingName(in: site.text) != nil ? 0 : 1 }
        return sites.min { (($0.round, names($0), $0.line, $0.column, $0.text)) < (($1.round, names($1), $1.line, $1.column, $1.text)) } ?? sites[0]
    }

    /// The declaration an error at `node` belongs to: a type's member or a top-level declaration,
    /// or the whole preview provider it is part of; nil for what no declaration holds.
    static func target(of node: Syntax) -> Syntax? {
        var current = node
        var found: Syntax?
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) || (parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(SourceFileSyntax.self) == true) {
                found = current
                break
            }
            current = parent
        }
        guard let found, !found.is(ImportDeclSyntax.self), found.is(DeclSyntax.self) || isPreviewMacro(found) else { return nil }
        var provider: Syntax?
        var ancestor: Syntax? = found
        while let candidate = ancestor {
            if isProvider(candidate) { provider = candidate }
            ancestor = candidate.parent
        }
        return provider ?? found
    }

    /// What a body gives back, which decides what replaces it.
    enum Yield { case view, nothing, value }

    /// A body of `node` between its braces (both included), and what it gives back.
    struct Body {
        var braces: ClosedRange<Int>
        var yields: Yield
    }

    /// The bodies of a function, initializer, computed property or subscript.
    static func bodies(of node: Syntax) -> [Body] {
        if let function = node.as(FunctionDeclSyntax.self), let body = function.body {
            let type = function.signature.returnClause?.type
            return [Body(braces: braces(body.leftBrace, body.rightBrace), yields: isSomeView(type) ? .view : isVoid(type) ? .nothing : .value)]
        }
        if let initializer = node.as(InitializerDeclSyntax.self), let body = initializer.body {
            return [Body(braces: braces(body.leftBrace, body.rightBrace), yields: .value)]
        }
        if let deinitializer = node.as(DeinitializerDeclSyntax.self), let body = deinitializer.body {
            return [Body(braces: braces(body.leftBrace, body.rightBrace), yields: .nothing)]
        }
        if let variable = node.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding in accessorBodies(binding.accessorBlock, type: binding.typeAnnotation?.type) }
        }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
            return accessorBodies(subscriptDecl.accessorBlock, type: subscriptDecl.returnClause.type)
        }
        return []
    }

    private static func accessorBodies(_ block: AccessorBlockSyntax?, type: TypeSyntax?) -> [Body] {
        guard let block else { return [] }
        switch block.accessors {
        case .getter:
            return [Body(braces: braces(block.leftBrace, block.rightBrace), yields: isSomeView(type) ? .view : .value)]
        case .accessors(let accessors):
            return accessors.compactMap { accessor -> Body? in
                guard let body = accessor.body else { return nil }
                // A getter gives a value; a setter, an observer and the like give none.
                let gives = ["get", "_read", "read", "unsafeAddress", "yielding borrow"].contains(accessor.accessorSpecifier.text)
                return Body(braces: braces(body.leftBrace, body.rightBrace), yields: gives ? (isSomeView(type) ? .view : .value) : .nothing)
            }
        }
    }

    private static func braces(_ left: TokenSyntax, _ right: TokenSyntax) -> ClosedRange<Int> {
        left.positionAfterSkippingLeadingTrivia.utf8Offset ... max(left.positionAfterSkippingLeadingTrivia.utf8Offset, right.endPositionBeforeTrailingTrivia.utf8Offset - 1)
    }

    private static func isSomeView(_ type: TypeSyntax?) -> Bool {
        guard let some = type?.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return ["View", "SwiftUI.View"].contains(some.constraint.trimmedDescription)
    }

    private static func isVoid(_ type: TypeSyntax?) -> Bool {
        guard let type else { return true }
        return ["Void", "()", "Swift.Void"].contains(type.trimmedDescription)
    }

    private static func isPreviewMacro(_ node: Syntax) -> Bool {
        node.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" || node.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
    }

    private static func isProvider(_ node: Syntax) -> Bool {
        let clause = node.as(StructDeclSyntax.self)?.inheritanceClause ?? node.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? node.as(EnumDeclSyntax.self)?.inheritanceClause
        return clause.map(AppSourceRewriter.isPreviewProvider) ?? false
    }

    /// The preview `node` declares, if it is one.
    private static func previewKind(_ node: Syntax) -> PreviewDeclaration.Kind? {
        if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return .macro(name: AppSourceRewriter.previewName(macro.arguments)) }
        if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return .macro(name: AppSourceRewriter.previewName(macro.arguments)) }
        if isProvider(node) { return .provider(type: ownName(node)) }
        return nil
    }

    /// `node`'s name with the names of the types and extensions around it (`Badge.body`).
    static func qualifiedName(_ node: Syntax) -> String {
        var names = [ownName(node)]
        var ancestor = node.parent
        while let candidate = ancestor {
            if let type = candidate.asProtocol(NamedDeclSyntax.self), candidate.is(DeclSyntax.self) { names.append(type.name.text) }
            if let extensionDecl = candidate.as(ExtensionDeclSyntax.self) { names.append(extensionDecl.extendedType.trimmedDescription) }
            ancestor = candidate.parent
        }
        return names.reversed().joined(separator: ".")
    }

    private static func ownName(_ node: Syntax) -> String {
        if let named = node.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return "extension " + extensionDecl.extendedType.trimmedDescription }
        if let variable = node.as(VariableDeclSyntax.self) { return variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ") }
        if node.is(InitializerDeclSyntax.self) { return "init" }
        if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if node.is(SubscriptDeclSyntax.self) { return "subscript" }
        if let cases = node.as(EnumCaseDeclSyntax.self) { return cases.elements.map { $0.name.text }.joined(separator: ", ") }
        if let macro = node.as(MacroExpansionDeclSyntax.self) {
            return "#\(macro.macroName.text)" + (AppSourceRewriter.previewName(macro.arguments).map { " \"\($0)\"" } ?? "")
        }
        if let macro = node.as(MacroExpansionExprSyntax.self) {
            return "#\(macro.macroName.text)" + (AppSourceRewriter.previewName(macro.arguments).map { " \"\($0)\"" } ?? "")
        }
        return "declaration"
    }
}
