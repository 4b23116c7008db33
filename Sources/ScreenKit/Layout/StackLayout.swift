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
        let sizes = childSizes(proposal, children, engine)
        var main = 0.0
        var cross = sizes[0].value(along: axis.cross)
        for size in sizes {
            main += size.value(along: axis)
            let breadth = size.value(along: axis.cross)
            if cross < breadth { cross = breadth }
        }
        return .along(axis, main: main + gap * Double(children.count - 1), cross: cross)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        let (sizes, offers) = distribute(proposal, children, engine)
        let crossLength = size.value(along: axis.cross)
        var position = 0.0
        return zip(sizes, offers).map { child, childOffer in
            let crossOffset = axis == .vertical
                ? horizontalAlignment.offset(child: child.width, in: crossLength)
                : verticalAlignment.offset(child: child.height, in: crossLength)
            let rect = axis == .horizontal
                ? Rect(x: position, y: crossOffset, width: child.width, height: child.height)
                : Rect(x: crossOffset, y: position, width: child.width, height: child.height)
            position += child.value(along: axis) + gap
            return Placement(rect, proposal: childOffer)
        }
    }

    /// The size each child takes for the stack's proposal.
    func childSizes(_ proposal: ProposedSize, _ children: [Node], _ engine: LayoutEngine) -> [Size] {
        distribute(proposal, children, engine).sizes
    }

    /// The size each child takes for the stack's proposal, and the offer it answered.
    func distribute(_ proposal: ProposedSize, _ children: [Node], _ engine: LayoutEngine) -> (sizes: [Size], offers: [ProposedSize]) {
        guard let first = children.first else { return ([], []) }
        let count = children.count
        let cross = proposal.value(along: axis.cross)
        guard let main = proposal.value(along: axis) else {
            let offer = ProposedSize.along(axis, main: nil, cross: cross)
            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            for child in children { sizes.append(engine.size(of: child, for: offer)) }
            return (sizes, [ProposedSize](repeating: offer, count: count))
        }
        let available = max(0, main - gap * Double(count - 1))
        var smallest = [Double](repeating: 0, count: count)
        var flexibility = [Double](repeating: 0, count: count)
        var isSpacer = [Bool](repeating: false, count: count)
        let least = ProposedSize.along(axis, main: 0, cross: cross)
        let most = ProposedSize.along(axis, main: .infinity, cross: cross)
        for index in 0..<count {
            smallest[index] = engine.size(of: children[index], for: least).value(along: axis)
        }
        for index in 0..<count {
            let largest = engine.size(of: children[index], for: most).value(along: axis)
            flexibility[index] = largest - smallest[index]
            isSpacer[index] = children[index].isSpacer
        }
        var sizes = [Size](repeating: .zero, count: count)
        var offers = [ProposedSize](repeating: .unspecified, count: count)
        var remaining = available
        let firstPriority = first.layoutPriority
        let priorities = children.allSatisfy({ $0.layoutPriority == firstPriority })
            ? [firstPriority] : Set(children.map(\.layoutPriority)).sorted(by: >)
        // Within a group: views before spacers, each in order of flexibility, then of position.
        var order: [Int] = []
        order.reserveCapacity(count)
        for priority in priorities {
            order.removeAll(keepingCapacity: true)
            var lowerReserve = 0.0
            for index in 0..<count {
                let childPriority = children[index].layoutPriority
                if childPriority == priority { order.append(index) }
                if childPriority < priority { lowerReserve += smallest[index] }
            }
            order.sort { a, b in
                if isSpacer[a] != isSpacer[b] { return !isSpacer[a] }
                return flexibility[a] < flexibility[b] || (flexibility[a] == flexibility[b] && a < b)
            }
            let viewCount = order.firstIndex { isSpacer[$0] } ?? order.count
            var spacerReserve = 0.0
            for index in order[viewCount...] { spacerReserve += smallest[index] }
            var left = remaining - lowerReserve - spacerReserve
            for position in order.indices {
                if position == viewCount { left += spacerReserve }
                let index = order[position]
                let sharers = position < viewCount ? viewCount - position : order.count - position
                let share = max(0, left / Double(sharers))
                offers[index] = .along(axis, main: share, cross: cross)
                let size = engine.size(of: children[index], for: offers[index])
                sizes[index] = size
                left -= size.value(along: axis)
            }
            var used = 0.0
            for index in 0..<count where children[index].layoutPriority == priority {
                used += sizes[index].value(along: axis)
            }
            remaining -= used
        }
        return (sizes, offers)
    }
}
