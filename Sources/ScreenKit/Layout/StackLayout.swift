/// `HStack` and `VStack`: children side by side along an axis, sharing its length the way SwiftUI
/// does (WWDC19 "Building Custom Views with SwiftUI"; objc.io and the SwiftUI Field Guide):
/// 1. each child's flexibility is its largest minus its smallest length (offered ∞ and 0);
/// 2. children are taken in groups of equal `layoutPriority`, highest first; a group may use what
///    is left after the smallest lengths of all lower groups are set aside;
/// 3. inside a group the least flexible child goes first, offered an equal share of what is left,
///    and what it does not use passes on to the rest;
/// 4. spacers yield: they share what the other children of their group leave (the book's "Spacer
///    appears to be a special case"; modern SwiftUI no longer splits text and spacers evenly).
/// Across the axis every child is offered the stack's whole breadth and aligned by `alignment`.
struct StackLayout: LayoutContainer {
    var axis: Axis
    var horizontalAlignment: HorizontalAlignment = .center
    var verticalAlignment: VerticalAlignment = .center
    /// Space between children; nil means the system spacing (8 pt).
    var spacing: Double?

    init(axis: Axis, alignment: HorizontalAlignment, spacing: Double?) {
        self.axis = axis
        self.horizontalAlignment = alignment
        self.spacing = spacing
    }

    init(axis: Axis, alignment: VerticalAlignment, spacing: Double?) {
        self.axis = axis
        self.verticalAlignment = alignment
        self.spacing = spacing
    }

    private var gap: Double { spacing ?? LeafLayout.systemSpacing }

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        guard !children.isEmpty else { return .zero }
        let answers = distribute(proposal, children, engine)
        var main = 0.0
        var cross = answers[0].size.value(along: axis.cross)
        for answer in answers {
            main += answer.size.value(along: axis)
            let breadth = answer.size.value(along: axis.cross)
            if cross < breadth { cross = breadth }
        }
        return .along(axis, main: main + gap * Double(children.count - 1), cross: cross)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        let answers = distribute(proposal, children, engine)
        let crossLength = size.value(along: axis.cross)
        var position = 0.0
        return answers.map { answer in
            let child = answer.size
            let crossOffset = axis == .vertical
                ? horizontalAlignment.offset(child: child.width, in: crossLength)
                : verticalAlignment.offset(child: child.height, in: crossLength)
            let rect = axis == .horizontal
                ? Rect(x: position, y: crossOffset, width: child.width, height: child.height)
                : Rect(x: crossOffset, y: position, width: child.width, height: child.height)
            position += child.value(along: axis) + gap
            return Placement(rect, proposal: answer.offer)
        }
    }

    /// A child's part of the stack: the size it takes and the offer it answered.
    struct Answer {
        var size: Size
        var offer: ProposedSize
    }

    /// What the stack knows of a child while it shares its length out. One array of these
    /// rather than an array per fact: a stack distributes on every layout of every render, and
    /// each array of a standard type costs an allocation and a metadata lookup.
    private struct Share {
        var index: Int
        var smallest: Double
        var flexibility: Double
        var isSpacer: Bool
        var priority: Double
    }

    /// The size each child takes for the stack's proposal, and the offer it answered.
    func distribute(_ proposal: ProposedSize, _ children: [Node], _ engine: LayoutEngine) -> [Answer] {
        guard let first = children.first else { return [] }
        let count = children.count
        let cross = proposal.value(along: axis.cross)
        guard let main = proposal.value(along: axis) else {
            let offer = ProposedSize.along(axis, main: nil, cross: cross)
            var answers: [Answer] = []
            answers.reserveCapacity(count)
            for child in children { answers.append(Answer(size: engine.size(of: child, for: offer), offer: offer)) }
            return answers
        }
        let available = max(0, main - gap * Double(count - 1))
        var shares: [Share] = []
        shares.reserveCapacity(count)
        let least = ProposedSize.along(axis, main: 0, cross: cross)
        let most = ProposedSize.along(axis, main: .infinity, cross: cross)
        for index in 0..<count {
            let smallest = engine.size(of: children[index], for: least).value(along: axis)
            shares.append(Share(index: index, smallest: smallest, flexibility: 0, isSpacer: false, priority: children[index].layoutPriority))
        }
        for index in 0..<count {
            let largest = engine.size(of: children[index], for: most).value(along: axis)
            shares[index].flexibility = largest - shares[index].smallest
            shares[index].isSpacer = children[index].isSpacer
        }
        var answers = [Answer](repeating: Answer(size: .zero, offer: .unspecified), count: count)
        var remaining = available
        let firstPriority = first.layoutPriority
        let priorities = shares.allSatisfy({ $0.priority == firstPriority })
            ? [firstPriority] : Set(shares.map(\.priority)).sorted(by: >)
        // Within a group: views before spacers, each in order of flexibility, then of position.
        var group: [Share] = []
        group.reserveCapacity(count)
        for priority in priorities {
            group.removeAll(keepingCapacity: true)
            var lowerReserve = 0.0
            for share in shares {
                if share.priority == priority { group.append(share) }
                if share.priority < priority { lowerReserve += share.smallest }
            }
            group.sort { a, b in
                if a.isSpacer != b.isSpacer { return !a.isSpacer }
                return a.flexibility < b.flexibility || (a.flexibility == b.flexibility && a.index < b.index)
            }
            let viewCount = group.firstIndex { $0.isSpacer } ?? group.count
            var spacerReserve = 0.0
            for share in group[viewCount...] { spacerReserve += share.smallest }
            var left = remaining - lowerReserve - spacerReserve
            for position in group.indices {
                if position == viewCount { left += spacerReserve }
                let index = group[position].index
                let sharers = position < viewCount ? viewCount - position : group.count - position
                let offer = ProposedSize.along(axis, main: max(0, left / Double(sharers)), cross: cross)
                let size = engine.size(of: children[index], for: offer)
                answers[index] = Answer(size: size, offer: offer)
                left -= size.value(along: axis)
            }
            var used = 0.0
            for share in shares where share.priority == priority {
                used += answers[share.index].size.value(along: axis)
            }
            remaining -= used
        }
        return answers
    }
}
