/// A format string as Foundation reads it (`String(format:)`, `.strings` values, `.stringsdict`
/// format keys): literal text and typed placeholders, with the argument list they imply.
///
/// Parsing never fails: problems become `issues`, so a linter can report them and a formatter can
/// still show something instead of crashing.
public struct FormatString: Sendable, Hashable {
    /// The format as written.
    public let source: String
    /// Literal text and placeholders in order; `%%` is literal text `%`.
    public let segments: [Segment]
    /// Problems found while parsing or while matching positions.
    public let issues: [FormatIssue]

    /// A piece of a format string.
    public enum Segment: Sendable, Hashable {
        /// Text shown as is.
        case literal(String)
        /// A conversion that consumes an argument.
        case placeholder(FormatPlaceholder)
    }

    /// The placeholders in the order written.
    public var placeholders: [FormatPlaceholder] {
        segments.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
    }

    /// Parses `source`.
    public init(_ source: String) {
        self.source = source
        var parser = FormatParser(source)
        let segments = parser.parse()
        self.segments = segments
        self.issues = parser.issues + FormatString.positionIssues(segments)
    }

    /// The arguments the format reads, by 1-based position: what `String(format:)` must be given.
    /// `*` widths and precisions count as `int32` arguments in the position they take.
    public var arguments: [FormatArgumentSlot] { Self.arguments(of: placeholders) }

    /// `arguments` of a format whose placeholders, in the order written, are `placeholders`: for a
    /// caller that has them already. The first placeholder to read a position gives its slot.
    package static func arguments(of placeholders: [FormatPlaceholder]) -> [FormatArgumentSlot] {
        var slots: [FormatArgumentSlot] = []
        var next = 1
        // A format reads a few arguments: a search of the slots taken costs less than a set, which
        // only a long text with many placeholders needs.
        let many = placeholders.count > 16
        var taken: Set<Int> = []
        func take(_ explicit: Int?, _ type: ArgumentType, _ placeholder: FormatPlaceholder) {
            let position: Int
            if let explicit {
                position = explicit
            } else {
                position = next
                next += 1
            }
            guard many ? taken.insert(position).inserted : !slots.contains(where: { $0.position == position }) else { return }
            slots.append(FormatArgumentSlot(position: position, type: type, placeholder: placeholder))
        }
        for placeholder in placeholders {
            if case .argument(let position) = placeholder.width { take(position, .int32, placeholder) }
            if case .argument(let position) = placeholder.precision { take(position, .int32, placeholder) }
            take(placeholder.position, placeholder.argumentType, placeholder)
        }
        // Positions are distinct, so any sort gives the one order.
        slots.sort { $0.position < $1.position }
        return slots
    }

    private static func positionIssues(_ segments: [Segment]) -> [FormatIssue] {
        let placeholders = segments.compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
        var issues: [FormatIssue] = []
        let positional = placeholders.filter { $0.position != nil }
        let sequential = placeholders.filter { $0.position == nil }
        if !positional.isEmpty && !sequential.isEmpty, let first = sequential.first {
            issues.append(FormatIssue(kind: .mixedPositionalAndSequential, offset: first.offset))
        }
        // A `*` width or precision may name its argument too (`%*3$d`): the same bounds hold.
        for placeholder in placeholders {
            for amount in [placeholder.width, placeholder.precision] {
                if case .argument(let position?) = amount, position < 1 || position > 99 {
                    issues.append(FormatIssue(kind: .invalidPosition(position), offset: placeholder.offset))
                }
            }
        }
        var typeAt: [Int: ArgumentType] = [:]
        for placeholder in positional {
            guard let position = placeholder.position else { continue }
            if position < 1 || position > 99 {
                issues.append(FormatIssue(kind: .invalidPosition(position), offset: placeholder.offset))
                continue
            }
            let type = placeholder.argumentType
            if let earlier = typeAt[position], earlier != type {
                issues.append(FormatIssue(kind: .conflictingTypes(position: position, earlier, type), offset: placeholder.offset))
            } else {
                typeAt[position] = type
            }
        }
        if let highest = typeAt.keys.max() {
            let end = positional.last?.offset ?? 0
            for position in 1..<highest where typeAt[position] == nil {
                issues.append(FormatIssue(kind: .skippedPosition(position), offset: end))
            }
        }
        return issues
    }
}

/// One argument a format reads: its position and the type it is read as.
public struct FormatArgumentSlot: Sendable, Hashable {
    /// 1-based position in the argument list.
    public var position: Int
    /// How the argument is read.
    public var type: ArgumentType
    /// The placeholder that first reads it.
    public var placeholder: FormatPlaceholder
}
