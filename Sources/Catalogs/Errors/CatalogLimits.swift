/// Bounds that keep a hostile or broken file from exhausting memory or the stack.
public struct CatalogLimits: Hashable, Sendable {
    /// The largest file a reader accepts, in bytes. The default, 256 MB, is about fifteen times the
    /// largest real catalog set we know (Wikipedia's, 17 MB for all its locales together).
    public var maxFileSize: Int
    /// The deepest nesting of arrays/dictionaries/objects accepted. Real catalogs nest fewer than
    /// 12 levels; the default, 128, leaves room while keeping recursion far from the stack's end.
    public var maxNestingDepth: Int

    /// Creates limits.
    public init(maxFileSize: Int = 256 * 1024 * 1024, maxNestingDepth: Int = 128) {
        self.maxFileSize = maxFileSize
        self.maxNestingDepth = maxNestingDepth
    }

    /// 256 MB and 128 levels.
    public static let `default` = CatalogLimits()
}
