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
        let main = sizes.reduce(0) { $0 + $1.value(along: axis) } + gap * Double(children.count - 1)
        let cross = sizes.map { $0.value(along: axis.cross) }.max() ?? 0
        return .along(axis, main: main, cross: cross)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        let offer = ProposedSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
        let (sizes, offers) = distribute(offer, children, engine)
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
        let cross = proposal.value(along: axis.cross)
        guard let main = proposal.value(along: axis) else {
            let offer = ProposedSize.along(axis, main: nil, cross: cross)
            return (children.map { engine.size(of: $0, for: offer) }, children.map { _ in offer })
        }
        let available = max(0, main - gap * Double(children.count - 1))
        let smallest = children.map { engine.size(of: $0, for: .along(axis, main: 0, cross: cross)).value(along: axis) }
        let largest = children.map { engine.size(of: $0, for: .along(axis, main: .infinity, cross: cross)).value(along: axis) }
        let flexibility = zip(largest, smallest).map { $0 - $1 }
        var sizes = [Size](repeating: .zero, count: children.count)
        var offers = [ProposedSize](repeating: .unspecified, count: children.count)
        var remaining = available
        let firstPriority = first.layoutPriority
        let priorities = children.allSatisfy({ $0.layoutPriority == firstPriority })
            ? [firstPriority] : Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let members = children.indices.filter { children[$0].layoutPriority == priority }
            let lowerReserve = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + smallest[$1] }
            let byFlexibility = { (a: Int, b: Int) in flexibility[a] < flexibility[b] || (flexibility[a] == flexibility[b] && a < b) }
            let views = members.filter { !children[$0].isSpacer }.sorted(by: byFlexibility)
            let spacers = members.filter { children[$0].isSpacer }.sorted(by: byFlexibility)
            let spacerReserve = spacers.reduce(0) { $0 + smallest[$1] }
            var left = remaining - lowerReserve - spacerReserve
            for (order, index) in views.enumerated() {
                let share = max(0, left / Double(views.count - order))
                offers[index] = .along(axis, main: share, cross: cross)
                let size = engine.size(of: children[index], for: offers[index])
                sizes[index] = size
                left -= size.value(along: axis)
            }
            left += spacerReserve
            for (order, index) in spacers.enumerated() {
                let share = max(0, left / Double(spacers.count - order))
                offers[index] = .along(axis, main: share, cross: cross)
                let size = engine.size(of: children[index], for: offers[index])
                sizes[index] = size
                left -= size.value(along: axis)
            }
            remaining -= members.reduce(0) { $0 + sizes[$1].value(along: axis) }
        }
        return (sizes, offers)
    }
}
