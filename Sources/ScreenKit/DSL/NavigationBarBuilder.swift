/// Builds the navigation bar's nodes from the content's settings, in UIKit's metrics: a 44 pt
/// bar, 96 pt with a large title (a 52 pt title row under it); the inline title is 17 pt
/// semibold and the large title 34 pt bold, neither scaling with Dynamic Type (UIKit's bars do
/// not); the back button is a chevron and the previous screen's title in the accent color, or
/// "Back", or the chevron alone, whichever first fits beside the title.
enum NavigationBarBuilder {
    /// The standard bar height.
    static let barHeight = 44.0
    /// The bar height with a large title.
    static let largeBarHeight = 96.0

    static func bar(_ settings: NavigationBarSettings, previousTitle: Text?, context outer: ResolveContext) -> (node: Node, height: Double) {
        let context = outer.forBarItems
        let isRoot = previousTitle == nil
        let mode = settings.displayMode ?? .automatic
        let large = mode == .large || (mode == .automatic && isRoot && settings.title != nil)
        var items: [Node] = []
        var slots = NavigationBarLayout.Slots()
        if let previousTitle, !settings.isBackButtonHidden {
            let tint = context.environment.accentColor ?? Color.blue.asSystemDefault
            let chevron = Image(systemName: "chevron.backward").font(.system(size: 22, weight: .semibold))
            // UIKit's default back button: the previous title when it fits, else "Back" in the
            // system's words, else the chevron alone; never a cut-short title.
            let back = ViewThatFits(in: .horizontal) {
                HStack(spacing: 6) { chevron; previousTitle.font(.system(size: 17)).lineLimit(1) }
                HStack(spacing: 6) { chevron; Text(content: .system(.back)).font(.system(size: 17)).lineLimit(1) }
                chevron
            }
            .foregroundColor(tint)
            let node = Resolver.node(for: Button(action: {}) { back }, in: context)
            // VoiceOver reads the previous title whichever form is shown, as UIKit's does.
            var info = SemanticInfo(kind: .backButton, traits: .isButton, combinesChildren: true)
            info.label = previousTitle.resolvedString(in: context.environment)
            node.kind = .semantic(info)
            items.append(node)
            slots.back = items.count - 1
        }
        if let leading = settings.leading, !leading.isEmpty {
            items.append(Resolver.single(leading, context))
            slots.leading = items.count - 1
        }
        if let title = settings.title, !title.resolvedString(in: context.environment).text.isEmpty {
            let styled = title.font(.system(size: large ? 34 : 17, weight: large ? .bold : .semibold))
            let textNode = Resolver.node(for: styled.lineLimit(1), in: context)
            let node = Node(.semantic(SemanticInfo(kind: .navigationTitle, traits: .isHeader, combinesChildren: true)), context, children: [textNode])
            items.append(node)
            slots.title = items.count - 1
        }
        if let trailing = settings.trailing, !trailing.isEmpty {
            items.append(Resolver.single(trailing, context))
            slots.trailing = items.count - 1
        }
        let height = large ? largeBarHeight : barHeight
        let layout = NavigationBarLayout(slots: slots, isLarge: large, height: height)
        return (Node(.navigationBar(layout), context, children: items), height)
    }
}
