@_spi(RawSyntax) import SwiftSyntax

/// One file's blocks (`{ … }` statement lists) indexed by the names their `let`, `var` and
/// `guard let` statements declare, each block read once, the first time a name is looked up in it.
/// Without it, every lookup would read every statement before the use: a body of n lines that
/// each interpolate a value would take n² steps.
final class LocalDeclarations {
    /// A block's statements by position, and the positions of those declaring each name.
    struct Block {
        fileprivate var positions: [RawSyntax.ID: Int] = [:]
        fileprivate var declaring: [String: [Int]] = [:]

        /// The statements before the one that is (or holds) `child` that declare `name`, nearest
        /// first; none when `child` is not one of the block's statements.
        func declarations(of name: String, before child: RawSyntax) -> ReversedCollection<ArraySlice<Int>> {
            guard let end = positions[child.id], let all = declaring[name] else { return ArraySlice<Int>().reversed() }
            // Positions are ascending: keep those before `end`.
            var low = 0
            var high = all.count
            while low < high {
                let middle = (low + high) / 2
                if all[middle] < end { low = middle + 1 } else { high = middle }
            }
            return all[..<low].reversed()
        }
    }

    private var blocks: [RawSyntax.ID: Block] = [:]
    /// Blocks of at most this many statements are read statement by statement (a bounded cost).
    static let shortBlock = 16
    /// How many statements were read to build the indexes (for tests that check the work is linear).
    private(set) var statementsRead = 0

    /// The index of `items`, built on first use; nil for a block so short that reading it is
    /// cheaper than indexing it.
    func block(_ items: RawCodeBlockItemListSyntax) -> Block? {
        guard items.raw.layoutView?.children.count ?? 0 > Self.shortBlock else { return nil }
        if let block = blocks[items.raw.id] { return block }
        var block = Block()
        for (position, item) in items.elements.enumerated() {
            statementsRead += 1
            block.positions[item.raw.id] = position
            for name in Self.declaredNames(item.item) { block.declaring[name, default: []].append(position) }
        }
        blocks[items.raw.id] = block
        return block
    }

    /// The names a statement declares for the statements after it.
    private static func declaredNames(_ item: RawSyntax) -> [String] {
        if let variable = item.as(RawVariableDeclSyntax.self) {
            return variable.bindings.elements.compactMap { $0.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text }
        }
        if let guardStmt = item.as(RawGuardStmtSyntax.self) {
            return guardStmt.conditions.elements.compactMap {
                $0.condition.as(RawOptionalBindingConditionSyntax.self)?.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text
            }
        }
        return []
    }
}
