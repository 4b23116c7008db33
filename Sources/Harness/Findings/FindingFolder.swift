import Diagnostics

/// Folds per-render findings into one per screen, element and rule, remembering every render
/// each occurs in and the one that stands for it: the smallest render at the fold's severity, so
/// that a warning reads as what makes it a warning, not as a note a smaller render gave. Folders filled on different threads merge into the same
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
        /// The finding that stands for the fold (the smallest render among the most severe), its
        /// rank and position.
        var smallest: CellFinding
        var smallestRank: [Int]
        var smallestPosition: Int

        /// Whether a finding of `severity` in the render at (`rank`, `position`) stands for the fold
        /// better than the current one: it is more severe, or as severe in a smaller render.
        func isBetter(_ severity: Severity, _ rank: [Int], _ position: Int) -> Bool {
            if severity != smallest.severity { return severity > smallest.severity }
            return rank != smallestRank ? rank.lexicographicallyPrecedes(smallestRank) : position < smallestPosition
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
        if fold.isBetter(finding.severity, rank, position) {
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
            if fold.isBetter(theirs.smallest.severity, theirs.smallestRank, theirs.smallestPosition) {
                fold.smallest = theirs.smallest
                fold.smallestRank = theirs.smallestRank
                fold.smallestPosition = theirs.smallestPosition
            }
            folds[key] = fold
        }
    }
}
