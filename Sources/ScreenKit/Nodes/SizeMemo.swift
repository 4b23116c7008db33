/// The sizes a node chose for the proposals it was offered in one layout pass (SwiftUI caches
/// `sizeThatFits` the same way): a parent asks a child the same question several times, sizing
/// and then placing it. Most nodes answer one to three distinct proposals, so the first four
/// answers are kept inline (no allocation); more spill into an array of bounded length.
struct SizeMemo {
    private var count = 0
    private var proposal0 = ProposedSize.unspecified, size0 = Size.zero
    private var proposal1 = ProposedSize.unspecified, size1 = Size.zero
    private var proposal2 = ProposedSize.unspecified, size2 = Size.zero
    private var proposal3 = ProposedSize.unspecified, size3 = Size.zero
    private var spilled: [(proposal: ProposedSize, size: Size)] = []

    /// Answers kept past the inline four, oldest dropped first.
    private static let spillLimit = 12

    /// The size answered for `proposal`, if it was answered before.
    func size(for proposal: ProposedSize) -> Size? {
        if count > 0, proposal0 == proposal { return size0 }
        if count > 1, proposal1 == proposal { return size1 }
        if count > 2, proposal2 == proposal { return size2 }
        if count > 3, proposal3 == proposal { return size3 }
        for entry in spilled where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Remembers the size answered for `proposal`.
    mutating func remember(_ size: Size, for proposal: ProposedSize) {
        switch count {
        case 0: (proposal0, size0) = (proposal, size)
        case 1: (proposal1, size1) = (proposal, size)
        case 2: (proposal2, size2) = (proposal, size)
        case 3: (proposal3, size3) = (proposal, size)
        default:
            if spilled.count >= Self.spillLimit { spilled.removeFirst() }
            spilled.append((proposal, size))
        }
        count = min(count + 1, 4)
    }
}
