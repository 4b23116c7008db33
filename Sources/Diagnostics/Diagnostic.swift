/// One finding of a check: catalog rules, source rules and screen rules all report these, so every
/// reporter (text, JSON, SARIF, JUnit, GitHub) serves all three tools.
public struct Diagnostic: Sendable, Hashable {
    /// The stable id of the rule that found it (`format-mismatch`, `text-truncated`), for config files.
    public var rule: String
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and what to do about it, in one or two sentences.
    public var message: String
    /// Where it is: a file position for catalogs and sources (an empty `file` when there is none);
    /// for a screen finding, the line of the app's code that declares the element.
    public var location: SourceLocation
    /// The locale concerned, when there is one (`pl`, `ar`).
    public var locale: String?
    /// The catalog key concerned, when there is one.
    public var key: String?
    /// Where it is when a file position does not say it all, or when there is no file: a screen
    /// finding puts `home › title × ar; from AX3 up` here. Reporters show it next to the position.
    public var context: String?
    /// Held apart so that the tens of thousands of findings of a lint run, which have no matrix
    /// context, stay small: one reference instead of the context's fields.
    private var matrixStorage: MatrixStorage?

    /// A finding with every part given; `locale`, `key`, `context` and `matrix` are optional.
    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                locale: String? = nil, key: String? = nil, context: String? = nil, matrix: MatrixContext? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.locale = locale
        self.key = key
        self.context = context
        self.matrixStorage = matrix.map(MatrixStorage.init)
    }

    /// A screen finding: its locale is the smallest failing render's, its context the place in the
    /// matrix (`home › text "Title" × pl; from AX2 up; 4 of 48 renders`).
    public init(rule: String, severity: Severity, message: String, location: SourceLocation, matrix: MatrixContext) {
        self.init(rule: rule, severity: severity, message: message, location: location, locale: matrix.smallest.locale,
                  context: matrix.place, matrix: matrix)
    }

    /// Where in a matrix of renders a screen finding occurs; nil for catalog and source findings.
    public var matrix: MatrixContext? {
        get { matrixStorage?.value }
        set { matrixStorage = newValue.map(MatrixStorage.init) }
    }
}

/// A matrix context behind one reference; never changed once made, so findings may share it.
private final class MatrixStorage: Sendable, Hashable {
    let value: MatrixContext

    init(_ value: MatrixContext) { self.value = value }

    static func == (lhs: MatrixStorage, rhs: MatrixStorage) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey { case rule, severity, message, location, locale, key, context, matrix }

    /// Reads a finding written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rule: try container.decode(String.self, forKey: .rule), severity: try container.decode(Severity.self, forKey: .severity),
                  message: try container.decode(String.self, forKey: .message),
                  location: try container.decode(SourceLocation.self, forKey: .location),
                  locale: try container.decodeIfPresent(String.self, forKey: .locale),
                  key: try container.decodeIfPresent(String.self, forKey: .key),
                  context: try container.decodeIfPresent(String.self, forKey: .context),
                  matrix: try container.decodeIfPresent(MatrixContext.self, forKey: .matrix))
    }

    /// Writes the finding's fields; absent ones are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encodeIfPresent(locale, forKey: .locale)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(context, forKey: .context)
        try container.encodeIfPresent(matrix, forKey: .matrix)
    }
}

extension Diagnostic: Comparable {
    /// Reports list findings by file, position, rule, then message, so output is stable across runs.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if (lhs.locale ?? "", lhs.key ?? "", lhs.context ?? "") != (rhs.locale ?? "", rhs.key ?? "", rhs.context ?? "") {
            return (lhs.locale ?? "", lhs.key ?? "", lhs.context ?? "") < (rhs.locale ?? "", rhs.key ?? "", rhs.context ?? "")
        }
        return (lhs.matrix?.element ?? "", lhs.matrix?.screen ?? "") < (rhs.matrix?.element ?? "", rhs.matrix?.screen ?? "")
    }
}
