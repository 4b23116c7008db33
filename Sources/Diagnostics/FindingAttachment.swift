/// What a tool attaches to its findings for its own reports, beyond the fields every finding has:
/// the screen harness attaches where in its matrix of renders a finding occurs. The plain
/// reporters never read it; a tool's `RunReport` does.
public protocol FindingAttachment: Sendable {
    /// Breaks ties between findings equal in every common field, so that the order of a report
    /// does not depend on the order findings were made in.
    var orderingKeys: [String] { get }
    /// Whether `other` is an attachment equal to this one.
    func isEqual(to other: any FindingAttachment) -> Bool
    /// Feeds the attachment to `hasher`, consistently with `isEqual(to:)`.
    func hash(into hasher: inout Hasher)
}

extension FindingAttachment where Self: Hashable {
    /// Equal when `other` is of the same type and equal as a value.
    public func isEqual(to other: any FindingAttachment) -> Bool {
        (other as? Self) == self
    }
}

/// Comparing optional attachments of any type.
enum FindingAttachments {
    /// Whether both are absent, or both present and equal.
    static func equal(_ lhs: (any FindingAttachment)?, _ rhs: (any FindingAttachment)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (left?, right?): left.isEqual(to: right)
        default: false
        }
    }
}

/// A report of its own that a tool writes for a run in place of the plain one, in the formats it
/// has one for: the screen harness groups its findings by screen and shows each one's render.
public protocol RunReport: Sendable {
    /// The report of `diagnostics` in `format`, ending in a newline; nil where the plain reporter
    /// should write it.
    func render(_ diagnostics: [Diagnostic], format: ReportFormat, context: ReportContext) -> String?
}
