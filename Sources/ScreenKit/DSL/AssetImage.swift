/// An image set of the app's asset catalogs as the layout engine sees it: the size iOS gives a
/// non-resizable `Image` of it on an iPhone, and how it is rendered.
public struct AssetImage: Sendable, Hashable {
    /// The image set's name (`logo` for `logo.imageset`).
    public var name: String
    /// The image's size in points (pixels divided by the file's scale, or a vector document's
    /// size); nil when it could not be read, and the image is then drawn at the placeholder size.
    public var size: Size?
    /// Whether the set renders as a template (`template-rendering-intent`): drawn in the
    /// foreground style like a symbol.
    public var isTemplate: Bool
    /// Whether the set has a dark-appearance variant.
    public var hasDarkAppearance: Bool

    /// An image set named `name` of `size` points (nil when unknown).
    public init(name: String, size: Size?, isTemplate: Bool = false, hasDarkAppearance: Bool = false) {
        self.name = name
        self.size = size
        self.isTemplate = isTemplate
        self.hasDarkAppearance = hasDarkAppearance
    }
}

/// A named image as drawn: which image set it is and whether its size was known.
public struct AssetImageDisplay: Sendable, Hashable {
    /// The name the image was asked for by.
    public var name: String
    /// Whether the app's asset catalogs gave the image a size. An unknown one is laid out at the
    /// placeholder size (24×24 pt), and the JSON (`"known": false`) and the tree (`unknown`) say so.
    public var isKnown: Bool
    /// Whether it renders as a template, tinted by the foreground style.
    public var isTemplate: Bool

    /// The display of the image named `name`.
    public init(name: String, isKnown: Bool, isTemplate: Bool = false) {
        self.name = name
        self.isKnown = isKnown
        self.isTemplate = isTemplate
    }
}
