import Diagnostics

/// Folds per-render findings into one per screen, element and rule, remembering every render
/// each occurs in and the smallest one. Folders filled on different threads merge into the same
/// result whatever the order, so a run's report does not depend on scheduling.
struct FindingFolder: Sendable {
    /// What findings are folded by.
    struct Key: Hashable, Sendable {
        var screen: String
        var element: String
        var rule: String
    }

    /// One folded finding in the making.
    struct Fold: Sendable {
        var severity: Severity
        /// Positions of the renders it occurs in (in the run's cell list).
        var positions: [Int]
        /// The smallest failing render's finding, its rank and position.
        var smallest: CellFinding
        var smallestRank: [Int]
        var smallestPosition: Int

        /// Whether the render at (`rank`, `position`) is smaller than the current smallest.
        func isSmaller(_ rank: [Int], _ position: Int) -> Bool {
            rank != smallestRank ? rank.lexicographicallyPrecedes(smallestRank) : position < smallestPosition
        }
    }

    private(set) var folds: [Key: Fold] = [:]

    /// Adds a finding of the render at `position`, whose rank (see `MatrixSummary.rank`) is `rank`.
    mutating func add(_ finding: CellFinding, position: Int, rank: [Int]) {
        let key = Key(screen: finding.cell.screen, element: finding.element, rule: finding.rule)
        guard var fold = folds[key] else {
            folds[key] = Fold(severity: finding.severity, positions: [position], smallest: finding, smallestRank: rank, smallestPosition: position)
            return
        }
        fold.severity = max(fold.severity, finding.severity)
        if fold.positions.last != position { fold.positions.append(position) }
        if fold.isSmaller(rank, position) {
            fold.smallest = finding
            fold.smallestRank = rank
            fold.smallestPosition = position
        }
        folds[key] = fold
    }

    /// Adds everything `other` folded.
    mutating func merge(_ other: FindingFolder) {
        for (key, theirs) in other.folds {
            guard var fold = folds[key] else {
                folds[key] = theirs
                continue
            }
            fold.severity = max(fold.severity, theirs.severity)
            fold.positions += theirs.positions
            if fold.isSmaller(theirs.smallestRank, theirs.smallestPosition) {
                fold.smallest = theirs.smallest
                fold.smallestRank = theirs.smallestRank
                fold.smallestPosition = theirs.smallestPosition
            }
            folds[key] = fold
        }
    }
}
