/// Where placement is: what clips, what scrolls, where the safe areas end.
struct PlacementContext {
    /// The visible region of enclosing clips (fixed frames that overflowed, clip shapes, the screen).
    var clip: Rect
    /// The visible area of the enclosing scroll view, if any.
    var scrollViewport: Rect?
    /// The y where the top safe area ends (below the status and navigation bars).
    var safeTop: Double
    /// The y where the bottom safe area starts.
    var safeBottom: Double
    /// The screen's size.
    var screen: Size
}

/// Places nodes in screen coordinates and turns them into elements: containers say where their
/// children go (leading-relative), this mirrors that in right-to-left layouts, records clipping
/// and scrolling, and folds modifiers into the element they modify.
struct ElementBuilder {
    let engine: LayoutEngine

    /// The element for `node` placed at `frame`.
    func element(for node: Node, in frame: Rect, proposal: ProposedSize? = nil, _ context: PlacementContext) -> Element {
        var element = build(node, frame, proposal ?? ProposedSize(frame.size), context)
        apply(node, to: &element)
        // A modifier's element is its content's, already marked where the content was placed
        // (a scroll view's content against the scroll view, not the clip around it).
        if node.kind.makesOwnElement || node.children.isEmpty { mark(&element, context) }
        return element
    }

    private func build(_ node: Node, _ frame: Rect, _ proposal: ProposedSize, _ context: PlacementContext) -> Element {
        switch node.kind {
        case .text(let content):
            return text(node, content, frame, proposal)
        case .image(let content):
            return image(node, content, frame)
        case .fill(let content):
            var element = Element(kind: fillKind(content), frame: frame)
            element.fill = content.paint ?? .color(node.environment.foregroundColor ?? .primary)
            element.outline = content.outline
            element.strokeWidth = content.stroke
            return element
        case .spacer:
            return Element(kind: .spacer, frame: frame)
        case .divider:
            var element = Element(kind: .divider, frame: frame)
            element.fill = .color(Color(.separator).asSystemDefault)
            return element
        case .stack(let layout):
            var element = Element(kind: layout.axis == .horizontal ? .hstack : .vstack, frame: frame)
            element.children = children(node, frame, proposal, context)
            return element
        case .zstack, .proposalReader, .customLayout:
            var element = Element(kind: .zstack, frame: frame)
            element.children = children(node, frame, proposal, context)
            return element
        case .semantic(let info):
            var element = Element(kind: info.kind, frame: frame)
            element.children = children(node, frame, proposal, context)
            element.accessibility.traits = info.traits
            element.accessibility.value = info.value
            element.accessibility.isElement = info.combinesChildren
            if let label = info.label {
                element.accessibility.label = label.text
            } else if info.combinesChildren {
                var texts: [String] = []
                Self.collectTexts(element.children, into: &texts)
                element.accessibility.label = texts.isEmpty ? nil : texts.joined(separator: ", ")
            }
            return element
        case .decorated:
            let placements = childPlacements(node, frame, proposal)
            guard let first = node.children.first else { return Element(kind: .zstack, frame: frame) }
            var content = element(for: first, in: placements[0].rect, proposal: placements[0].proposal, context)
            var backgrounds: [Element] = [], overlays: [Element] = []
            for (child, placement) in zip(node.children.dropFirst(), placements.dropFirst()) {
                var decoration = element(for: child, in: placement.rect, proposal: placement.proposal, context)
                decoration.role = child.role
                if child.role == .background { backgrounds.append(decoration) } else { overlays.append(decoration) }
            }
            if !backgrounds.isEmpty { content.children.insert(contentsOf: backgrounds, at: 0) }
            content.children.append(contentsOf: overlays)
            return content
        case .frame(let layout):
            let placements = childPlacements(node, frame, proposal)
            guard let child = node.children.first, let placement = placements.first else { return Element(kind: .zstack, frame: frame) }
            var inner = context
            if layout.overflows(placement.rect.size, in: frame.size) {
                inner.clip = frame.intersection(context.clip) ?? Rect(origin: frame.origin, size: .zero)
            }
            var element = element(for: child, in: placement.rect, proposal: placement.proposal, inner)
            if let fixed = node.fixedFrame {
                element.fixedWidth = fixed.width ?? element.fixedWidth
                element.fixedHeight = fixed.height ?? element.fixedHeight
            }
            return element
        case .clip(let outline):
            var inner = context
            inner.clip = frame.intersection(context.clip) ?? Rect(origin: frame.origin, size: .zero)
            var element = onlyChild(node, frame, proposal, inner)
            element.clipShape = outline
            return element
        case .opacity(let value):
            var element = onlyChild(node, frame, proposal, context)
            element.opacity *= value
            if value <= 0 { element.isHidden = true }
            return element
        case .firstThatFits:
            // Placed first: placing picks the candidate shown.
            let placements = childPlacements(node, frame, proposal)
            guard let child = node.children.first, let placement = placements.first else { return Element(kind: .zstack, frame: frame) }
            return element(for: child, in: placement.rect, proposal: placement.proposal, context)
        case .hidden:
            var element = onlyChild(node, frame, proposal, context)
            element.isHidden = true
            return element
        case .offset(let x, let y):
            let dx = node.environment.layoutDirection == .rightToLeft ? -x : x
            return onlyChild(node, frame.offsetBy(dx: dx, dy: y), proposal, context)
        case .ignoresSafeArea(let edges):
            var extended = frame
            if edges.contains(.top), frame.minY <= context.safeTop + 0.5 {
                extended = Rect(x: frame.minX, y: 0, width: frame.width, height: frame.maxY)
            }
            if edges.contains(.bottom), extended.maxY >= context.safeBottom - 0.5 {
                extended.size.height = context.screen.height - extended.minY
            }
            var inner = context
            inner.clip = extended.union(context.clip)
            return onlyChild(node, extended, ProposedSize(extended.size), inner)
        case .scroll(let layout):
            // Content past the visible area is not cut off: the user scrolls to it. Along the
            // scrolling axes nothing clips it; what lies outside the viewport is marked instead.
            var inner = context
            inner.scrollViewport = frame.intersection(context.clip) ?? Rect(origin: frame.origin, size: .zero)
            inner.clip = context.clip.unbounded(along: layout.axes)
            return onlyChild(node, frame, proposal, inner)
        case .padding, .flexibleFrame, .fixedSize:
            return onlyChild(node, frame, proposal, context)
        case .navigation(let layout):
            var element = Element(kind: .navigationView, frame: frame)
            var inner = context
            inner.safeTop = frame.minY + layout.barHeight
            let placements = childPlacements(node, frame, proposal)
            element.children = zip(node.children, placements).enumerated().map { index, pair in
                self.element(for: pair.0, in: pair.1.rect, proposal: pair.1.proposal, index == 0 ? context : inner)
            }
            return element
        case .navigationBar:
            var element = Element(kind: .navigationBar, frame: frame)
            element.children = children(node, frame, proposal, context)
            return element
        }
    }

    /// The shown, accessible texts under `elements`, and the labels of images among them, for a
    /// combined label: a button whose content is a labelled image reads the image's label.
    private static func collectTexts(_ elements: [Element], into texts: inout [String]) {
        for index in elements.indices where !elements[index].isHidden && !elements[index].accessibility.isHidden {
            let child = elements[index]
            if child.kind == .text, let text = child.text, !text.isEmpty {
                texts.append(text)
            } else if child.kind == .image, let label = child.accessibility.label, !label.isEmpty {
                texts.append(label)
            }
            collectTexts(child.children, into: &texts)
        }
    }

    /// The single child of a wrapper node, placed in the wrapper's frame (or where the wrapper says).
    private func onlyChild(_ node: Node, _ frame: Rect, _ proposal: ProposedSize, _ context: PlacementContext) -> Element {
        guard let child = node.children.first else { return Element(kind: .zstack, frame: frame) }
        let placement = childPlacements(node, frame, proposal).first ?? Placement(frame, proposal: proposal)
        return element(for: child, in: placement.rect, proposal: placement.proposal, context)
    }

    /// Elements of all children of a container.
    private func children(_ node: Node, _ frame: Rect, _ proposal: ProposedSize, _ context: PlacementContext) -> [Element] {
        // Placed first: a proposal reader builds its child when it learns its size.
        let placements = childPlacements(node, frame, proposal)
        return zip(node.children, placements).map { element(for: $0, in: $1.rect, proposal: $1.proposal, context) }
    }

    /// Children's screen placements: the container's leading-relative rectangles, mirrored when
    /// the container lays out right to left, with the proposals the children answered.
    func childPlacements(_ node: Node, _ frame: Rect, _ proposal: ProposedSize) -> [Placement] {
        var placements = engine.placeChildren(of: node, in: frame.size, proposal: proposal)
        let mirrored = node.environment.layoutDirection == .rightToLeft
        for index in placements.indices {
            let rect = placements[index].rect
            let x = mirrored ? frame.maxX - rect.maxX : frame.minX + rect.minX
            placements[index].rect = Rect(x: x, y: frame.minY + rect.minY, width: rect.width, height: rect.height)
        }
        return placements
    }

    private func fillKind(_ content: FillContent) -> ElementKind {
        if let outline = content.outline { return outline.elementKind }
        if case .linearGradient = content.paint { return .gradient }
        return .color
    }

    private func text(_ node: Node, _ content: TextContent, _ frame: Rect, _ proposal: ProposedSize) -> Element {
        let layout = LeafLayout.textLayout(node, content, proposal: proposal, engine: engine)
        var element = Element(kind: .text, frame: frame)
        element.text = content.string
        element.lines = layout.lines
        element.lineHeight = layout.lineHeight
        element.font = engine.sized(content, of: node).runs.first?.font
        element.sources = content.sources
        element.textAlignment = content.paragraph.alignment
        element.isTruncated = layout.isTruncated
        element.foreground = content.runs.first?.color ?? node.environment.foregroundColor
        element.accessibility.isElement = true
        element.accessibility.traits = .isStaticText
        element.accessibility.label = content.string
        return element
    }

    private func image(_ node: Node, _ content: ImageContent, _ frame: Rect) -> Element {
        var element = Element(kind: .image, frame: frame)
        element.font = content.font(node.environment, engine.sizeCategory(of: node))
        element.foreground = node.environment.foregroundColor
        if case .system(let name) = content.source {
            let info = SymbolCatalog.info(for: name)
            let mirrored = info.mirrorsInRightToLeft && node.environment.layoutDirection == .rightToLeft
            element.symbol = SymbolDisplay(name: name, glyph: String(mirrored ? info.mirroredGlyph : info.glyph),
                                           mirrorsInRightToLeft: info.mirrorsInRightToLeft, isMirrored: mirrored,
                                           scale: node.environment.imageScale, isKnown: SymbolCatalog.isKnown(name))
            if node.environment.symbolsHaveDefaultLabels {
                element.accessibility.label = SymbolAccessibilityLabels.label(for: name)
            }
        }
        if case .named(let name) = content.source {
            let asset = node.environment.assetImages?[name]
            element.assetImage = AssetImageDisplay(name: name, isKnown: asset?.size != nil, isTemplate: asset?.isTemplate ?? false)
            // SwiftUI's `Image(_:bundle:)` takes its name as the key of its accessibility label.
            element.accessibility.label = name
        }
        element.accessibility.isElement = true
        element.accessibility.traits = .isImage
        return element
    }

    /// Applies the node's own accessibility settings and direction to its element.
    private func apply(_ node: Node, to element: inout Element) {
        element.layoutDirection = node.environment.layoutDirection
        let attributes = node.accessibility
        if element.sourceLocation == nil, let location = node.sourceLocation, !location.isInsideLibrary { element.sourceLocation = location }
        if let behavior = attributes.childBehavior { AccessibilityGrouping.apply(behavior, to: &element) }
        if let label = attributes.label {
            element.accessibility.label = label.text
            element.accessibility.hasExplicitLabel = true
            // A container's label names the group; VoiceOver still stops on its children.
            if attributes.childBehavior != .contain { element.accessibility.isElement = true }
        }
        if let hint = attributes.hint { element.accessibility.hint = hint }
        if let value = attributes.value { element.accessibility.value = value }
        if attributes.isHidden { element.accessibility.isHidden = true }
        element.accessibility.traits.formUnion(attributes.addedTraits)
        element.accessibility.traits.subtract(attributes.removedTraits)
        if !node.environment.isEnabled, element.accessibility.isElement { element.accessibility.traits.insert(.isNotEnabled) }
    }

    /// Records clipping and scrolling against the context: what a clip cuts off is clipped,
    /// with the part that is left; what lies past its scroll view's visible area is beyond it
    /// (the user scrolls to it, so that part is not cut off).
    private func mark(_ element: inout Element, _ context: PlacementContext) {
        guard element.frame.width > 0 || element.frame.height > 0 else { return }
        if !context.clip.contains(element.frame) {
            element.isClipped = true
            element.visibleFrame = element.frame.intersection(context.clip)
        }
        if let viewport = context.scrollViewport, !viewport.contains(element.frame) {
            element.isBeyondScrollArea = true
        }
    }
}
