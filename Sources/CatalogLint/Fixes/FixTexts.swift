import L10n

/// The files a rule's fixes edit, each read once, and only when a finding needs it.
struct FixTexts {
    private let boundary: FolderBoundary?
    private let limits: CatalogLimits
    private var texts: [String: EditableText?] = [:]

    /// Files read within `boundary` and `limits`, the run's.
    init(boundary: FolderBoundary?, limits: CatalogLimits) {
        self.boundary = boundary
        self.limits = limits
    }

    /// The text of `path`; nil when it cannot be read or is not UTF-8.
    mutating func text(of path: String) -> EditableText? {
        if let known = texts[path] { return known }
        let text = EditableText.read(path, within: boundary, limits: limits)
        texts[path] = text
        return text
    }
}
