/// Where a resolved string came from: which locale's table, in which file and format.
public struct ResolutionSource: Sendable, Hashable {
    /// The locale whose table held the value (may differ from the one asked for: see `Resolution`).
    public var locale: LocaleIdentifier
    /// The file's path.
    public var file: String
    /// The entry's line in the file.
    public var line: Int
    /// The file's format.
    public var format: CatalogFormat
    /// The plural forms chosen, as `variable=category` (`items=few`), when plural rules were used.
    public var pluralChoices: [String]

    /// A source; used by lookup, and by tests and tools that stand in for it.
    public init(locale: LocaleIdentifier, file: String, line: Int, format: CatalogFormat, pluralChoices: [String] = []) {
        self.locale = locale
        self.file = file
        self.line = line
        self.format = format
        self.pluralChoices = pluralChoices
    }
}

/// The outcome of looking a key up: the text to show, and how it was found.
public struct Resolution: Sendable, Hashable {
    /// How the lookup went.
    public enum Status: Sendable, Hashable {
        /// Found in the requested language (possibly a less specific form: `pt` for `pt-BR`).
        case found
        /// Not in the requested language: another language's value (usually the development
        /// language's) is shown instead.
        case fellBack
        /// In no table at all: the key itself is shown, as an app does.
        case missing
    }

    /// The text an app would show.
    public var text: String
    /// How the lookup went.
    public var status: Status
    /// Where the value came from; nil when missing.
    public var source: ResolutionSource?
    /// How the arguments did not fit the value's placeholders.
    public var mismatches: [FormatMismatch]

    /// A resolution; made by `CatalogSet.resolve`, and by tests and tools that stand in for it.
    public init(text: String, status: Status, source: ResolutionSource?, mismatches: [FormatMismatch] = []) {
        self.text = text
        self.status = status
        self.source = source
        self.mismatches = mismatches
    }
}
