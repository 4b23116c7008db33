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
    /// The attachment, the expression and the fix, held apart so that the tens of thousands
    /// of findings of a lint run, which mostly have none, stay small: one reference instead of
    /// their fields.
    private var extras: Extras?

    /// A finding without an attachment or an expression (every catalog finding); `locale`, `key`
    /// and `context` are optional. Tens of thousands of a lint run's findings are made here.
    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                locale: String? = nil, key: String? = nil, context: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.locale = locale
        self.key = key
        self.context = context
        self.extras = nil
    }

    /// A finding with every part given; `locale`, `key`, `context`, `attachment` and `expression`
    /// are optional.
    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                locale: String? = nil, key: String? = nil, context: String? = nil, attachment: (any FindingAttachment)? = nil,
                expression: String? = nil) {
        self.init(rule: rule, severity: severity, message: message, location: location, locale: locale, key: key,
                  context: context)
        self.extras = Extras.holding(attachment: attachment, expression: expression, fix: nil)
    }

    /// What the tool that made the finding attached for its own reports (the screen harness:
    /// where in its matrix of renders the finding occurs); nil for catalog and source findings.
    public var attachment: (any FindingAttachment)? {
        get { extras?.attachment }
        set { extras = Extras.holding(attachment: newValue, expression: expression, fix: fix) }
    }

    /// The code a source finding is about, as written (whitespace collapsed): `Text(title)`;
    /// `extract` prints it under the finding. Nil for catalog and screen findings.
    public var expression: String? {
        get { extras?.expression }
        set { extras = Extras.holding(attachment: attachment, expression: newValue, fix: fix) }
    }

    /// The finding's one safe repair, which `l10n lint --fix` applies; nil when it has none.
    public var fix: Fix? {
        get { extras?.fix }
        set { extras = Extras.holding(attachment: attachment, expression: expression, fix: newValue) }
    }

    /// The finding with `fix` attached.
    public func fixed(by fix: Fix?) -> Diagnostic {
        var copy = self
        copy.fix = fix
        return copy
    }
}

/// A finding's attachment, expression and fix behind one reference; never changed once made,
/// so findings may share it.
private final class Extras: Sendable, Hashable {
    let attachment: (any FindingAttachment)?
    let expression: String?
    let fix: Fix?

    private init(attachment: (any FindingAttachment)?, expression: String?, fix: Fix?) {
        self.attachment = attachment
        self.expression = expression
        self.fix = fix
    }

    /// The extras holding `attachment`, `expression` and `fix`; nil when there is none of them.
    /// Tested before anything is made: a failable class initializer allocates the object before it
    /// can fail, which cost an allocation and a release for each of a lint run's findings.
    static func holding(attachment: (any FindingAttachment)?, expression: String?, fix: Fix?) -> Extras? {
        guard attachment != nil || expression != nil || fix != nil else { return nil }
        return Extras(attachment: attachment, expression: expression, fix: fix)
    }

    static func == (lhs: Extras, rhs: Extras) -> Bool {
        lhs === rhs || (FindingAttachments.equal(lhs.attachment, rhs.attachment) && lhs.expression == rhs.expression && lhs.fix == rhs.fix)
    }

    func hash(into hasher: inout Hasher) {
        attachment?.hash(into: &hasher)
        hasher.combine(expression)
        hasher.combine(fix)
    }
}

extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey { case rule, severity, message, location, locale, key, context, expression, fix }

    /// Reads a finding written by `encode(to:)` (an attachment is its tool's to write and read).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rule: try container.decode(String.self, forKey: .rule), severity: try container.decode(Severity.self, forKey: .severity),
                  message: try container.decode(String.self, forKey: .message),
                  location: try container.decode(SourceLocation.self, forKey: .location),
                  locale: try container.decodeIfPresent(String.self, forKey: .locale),
                  key: try container.decodeIfPresent(String.self, forKey: .key),
                  context: try container.decodeIfPresent(String.self, forKey: .context),
                  expression: try container.decodeIfPresent(String.self, forKey: .expression))
        fix = try container.decodeIfPresent(Fix.self, forKey: .fix)
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
        try container.encodeIfPresent(expression, forKey: .expression)
        try container.encodeIfPresent(fix, forKey: .fix)
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
        if lhs.expression != rhs.expression { return (lhs.expression ?? "") < (rhs.expression ?? "") }
        return (lhs.attachment?.orderingKeys ?? []).lexicographicallyPrecedes(rhs.attachment?.orderingKeys ?? [])
    }
}
