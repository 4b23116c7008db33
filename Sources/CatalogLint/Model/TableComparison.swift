import L10n

/// One locale's table with the base's table of the same name, its units paired with the base's
/// once so that every rule shares the lookups.
struct TableComparison: Sendable {
    /// The table checked.
    let table: LocaleTable
    /// The base's table of the same name (the table itself when it is the base's), nil when the
    /// base has no such table.
    let base: BaseTable?
    /// Whether `table` is the base's own.
    let isBase: Bool
    /// For each unit of `table`, the offset of its base counterpart, or -1.
    private let counterparts: [Int]
    /// For each unit of `table`, whether the base has its key in any form.
    private let keyInBase: [Bool]
    /// For each key ordinal of the base, whether `table` has the key in any form.
    private let baseKeyPresent: [Bool]

    /// Pairs `table` with `base`; `isBase` when it is the base's own table (nothing to pair).
    init(table: LocaleTable, base: BaseTable?, isBase: Bool) {
        self.table = table
        self.base = base
        self.isBase = isBase
        guard let base, !isBase else {
            counterparts = []
            keyInBase = []
            baseKeyPresent = []
            return
        }
        var counterparts = [Int](repeating: -1, count: table.units.count)
        var keyInBase = [Bool](repeating: false, count: table.units.count)
        var baseKeyPresent = [Bool](repeating: false, count: base.keyCount)
        for (offset, unit) in table.units.enumerated() {
            guard let ordinal = base.ordinal(of: unit.key) else {
                keyInBase[offset] = base.hasImplicitKey(unit.key)
                continue
            }
            keyInBase[offset] = true
            baseKeyPresent[ordinal] = true
            counterparts[offset] = base.counterpart(of: unit.identity, ordinal: ordinal) ?? -1
        }
        self.counterparts = counterparts
        self.keyInBase = keyInBase
        self.baseKeyPresent = baseKeyPresent
    }

    /// The offset in `base.table.units` of the base unit that unit `offset` translates, if any.
    func counterpart(of offset: Int) -> Int? {
        guard offset < counterparts.count, counterparts[offset] >= 0 else { return nil }
        return counterparts[offset]
    }

    /// Whether the base has the key of unit `offset` in any form.
    func baseHasKey(ofUnit offset: Int) -> Bool {
        offset < keyInBase.count && keyInBase[offset]
    }

    /// Whether the table has the base key with `ordinal` in any form.
    func hasBaseKey(ordinal: Int) -> Bool {
        ordinal < baseKeyPresent.count && baseKeyPresent[ordinal]
    }
}
