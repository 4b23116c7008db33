/// One element of a laid-out screen: what a view became, where it is, and what the checks need
/// to know about it. Frames are in screen points, origin at the top left.
public struct Element: Sendable, Hashable {
    /// What the element is.
    public var kind: ElementKind
    /// Where it is, in screen points.
    public var frame: Rect
    /// Why it is drawn where it is, when it decorates another element.
    public var role: ElementRole?
    /// For texts: the full text as looked up (before wrapping).
    public var text: String?
    /// For texts: the lines as shown, "…" where cut.
    public var lines: [TextLine] = []
    /// For texts: the line height in points.
    public var lineHeight: Double?
    /// For texts and symbols: the font.
    public var font: ResolvedFont?
    /// For texts: where each piece came from (verbatim, a `String` value, or looked up).
    public var sources: [TextSource] = []
    /// For texts: how lines align.
    public var textAlignment: TextAlignment?
    /// For SF Symbols: the symbol and how it is drawn.
    public var symbol: SymbolDisplay?
    /// For images of the app's assets: the image set and whether its size was known.
    public var assetImage: AssetImageDisplay?
    /// For shapes and colors: the fill.
    public var fill: Paint?
    /// For shapes: the outline.
    public var outline: ShapeOutline?
    /// For stroked shapes: the line width.
    public var strokeWidth: Double?
    /// The foreground color texts and symbols are drawn in (light and dark resolved by the screen).
    public var foreground: Color?
    /// Whether the text did not fit and shows "…".
    public var isTruncated = false
    /// Whether part or all of the element is cut off: by a fixed frame its content outgrew, a clip
    /// shape, or the screen's edge.
    public var isClipped = false
    /// The part that is not cut off, when clipped (nil when nothing is left). Of an element
    /// beyond the scroll area, the part outside the scroll view's visible area still counts: the
    /// user scrolls to it.
    public var visibleFrame: Rect?
    /// Whether the element lies (partly) past the visible area of its scroll view or list: not a
    /// fault, the user scrolls to it (and it is not clipped for that).
    public var isBeyondScrollArea = false
    /// Whether the element is hidden (`hidden()` or opacity 0).
    public var isHidden = false
    /// The opacity it is drawn with.
    public var opacity = 1.0
    /// The width and/or height a `frame(width:height:)` fixed, if any.
    public var fixedWidth: Double?
    /// See `fixedWidth`.
    public var fixedHeight: Double?
    /// The clip shape applied to the element's content.
    public var clipShape: ShapeOutline?
    /// The direction the element was laid out in.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Where the view that became this element was written (texts, images and controls record
    /// it; a modifier's element keeps its content's), so a finding can name the line to change.
    public var sourceLocation: ViewSourceLocation?
    /// What VoiceOver knows about the element.
    public var accessibility = AccessibilityInfo()
    /// Child elements in the order they were written (backgrounds and overlays included, with roles).
    public var children: [Element] = []

    /// An element of `kind` at `frame`.
    public init(kind: ElementKind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }

    /// The element and all its descendants, depth first.
    public var allElements: [Element] {
        var result: [Element] = []
        forEachElement { result.append($0) }
        return result
    }

    /// Visits the element and all its descendants, depth first, without copying the tree.
    public func forEachElement(_ body: (Element) -> Void) {
        body(self)
        for child in children { child.forEachElement(body) }
    }
}

/// An SF Symbol as drawn.
public struct SymbolDisplay: Sendable, Hashable {
    /// The symbol's name.
    public var name: String
    /// The character drawn for it.
    public var glyph: String
    /// Whether Apple flips the symbol in right-to-left layouts.
    public var mirrorsInRightToLeft: Bool
    /// Whether it is drawn flipped (a directional symbol in a right-to-left layout).
    public var isMirrored: Bool
    /// The image scale.
    public var scale: Image.Scale
    /// Whether the symbol is in ScreenKit's table. An unknown one is drawn as "◇" at a symbol's
    /// size (1.1 em wide), and the JSON (`"known": false`) and the tree (`unknown`) say so.
    public var isKnown = true
}

/// Accessibility facts of an element.
public struct AccessibilityInfo: Sendable, Hashable {
    /// The label VoiceOver reads: explicit, else the element's text, else none. A symbol's name
    /// is not a label.
    public var label: String?
    /// Whether the label was set explicitly with an accessibility modifier.
    public var hasExplicitLabel = false
    /// The hint.
    public var hint: String?
    /// The value (a toggle's state, a picker's selection).
    public var value: String?
    /// Traits.
    public var traits: AccessibilityTraits = []
    /// Hidden from VoiceOver.
    public var isHidden = false
    /// Whether VoiceOver stops on this element (texts, images, controls), rather than only on
    /// its children.
    public var isElement = false
    /// What `accessibilityElement(children:)` made of the element's children: one element
    /// standing for them (`combine`, `ignore`) or a container of them (`contain`); nil when the
    /// modifier was not used.
    public var childBehavior: AccessibilityChildBehavior?

    /// Whether VoiceOver reads this element's children through it rather than on their own: it
    /// is one element made by `accessibilityElement(children: .combine)` or `.ignore`.
    public var standsForChildren: Bool { childBehavior?.makesOneElement ?? false }

    /// Empty accessibility facts.
    public init() {}
}
