import Diagnostics

/// A key as one file tells it: its literal text, and for each interpolation a placeholder known
/// now or a `TypeQuery` that picks it once every file's declarations are merged. Keeps no syntax.
struct PendingKey: Sendable {
    /// An interpolated value whose type may turn out unknown, so the key assumes `%@`: what the
    /// `unknown-argument-type` finding needs, taken while the tree was there.
    struct Unknown: Sendable {
        var expression: String
        var location: SourceLocation
        /// A `// l10n:ignore` comment silences the finding.
        var isIgnored: Bool

        /// The finding for the value in the string whose key, built with `%@` for it, is `key`.
        func finding(key: String) -> Diagnostic? {
            UnknownArgumentTypeRule.finding(self, key: key)
        }
    }

    enum Part: Sendable {
        case text(String)
        /// `%@`, for a value whose type the sources do not tell.
        case assumed(Unknown)
        /// The placeholder of the type the query answers, or `%@` when it answers nothing.
        case typed(TypeQuery, Unknown)
    }

    /// Most keys are plain text; the others a list of parts.
    private enum Storage: Sendable {
        case text(String)
        case parts([Part])
    }

    private let storage: Storage

    /// A key with no interpolation to type.
    init(text: String) {
        storage = .text(text)
    }

    /// A key made of parts, neighbouring text already joined.
    init(parts: [Part]) {
        storage = .parts(parts)
    }

    /// Whether some placeholder waits for the declarations.
    var needsDeclarations: Bool {
        guard case .parts(let parts) = storage else { return false }
        return parts.contains { part in
            if case .typed(let query, _) = part { query.isLater } else { false }
        }
    }

    /// The key, and the values whose type had to be assumed.
    func resolve(_ index: DeclarationIndex) -> (key: String, unknowns: [Unknown]) {
        guard case .parts(let parts) = storage else {
            if case .text(let text) = storage { return (text, []) }
            return ("", [])
        }
        var key = ""
        var unknowns: [Unknown] = []
        for part in parts {
            switch part {
            case .text(let text):
                key += text
            case .assumed(let unknown):
                key += InterpolationSpecifier.objectPlaceholder
                unknowns.append(unknown)
            case .typed(let query, let unknown):
                if let type = query.resolve(index), let placeholder = InterpolationSpecifier.placeholder(for: type) {
                    key += placeholder
                } else {
                    key += InterpolationSpecifier.objectPlaceholder
                    unknowns.append(unknown)
                }
            }
        }
        return (key, unknowns)
    }
}

/// A string a lookup asks for, whose key (or default value) may wait for the declarations.
struct PendingString: Sendable {
    var key: PendingKey
    /// The development-language value given apart from the key.
    var value: PendingKey?
    var table: String
    var comment: String?
    var location: SourceLocation
    var call: String

    var needsDeclarations: Bool {
        key.needsDeclarations || value?.needsDeclarations == true
    }

    /// The string, and an `unknown-argument-type` finding for each value whose type was assumed.
    func resolve(_ index: DeclarationIndex, into found: inout FoundStrings) {
        let resolvedKey = key.resolve(index)
        let resolvedValue = value?.resolve(index)
        let unknowns = resolvedKey.unknowns + (resolvedValue?.unknowns ?? [])
        found.findings += unknowns.compactMap { $0.finding(key: resolvedKey.key) }
        found.strings.append(ExtractedString(key: resolvedKey.key, table: table, comment: comment,
                                             defaultValue: resolvedValue?.key, location: location, call: call,
                                             isKeyCertain: unknowns.isEmpty))
    }
}

/// What reading one file found.
struct FoundStrings: Sendable {
    var strings: [ExtractedString] = []
    var findings: [Diagnostic] = []
    /// Where the file's calls and assignments give literal text with words
    /// (`DeclarationIndex.addLiteralText`).
    var literalText: Set<String> = []
    /// The parameters some call gives localized text (`String(localized:)`), by `TextOrigin` key.
    var localizedSlots: Set<String> = []
    /// Literals given to initializers by type name (`""`: an implicit `.init(…)`), kept as
    /// `ScanResult.possibleKeys` when the type is one the scanned files do not declare.
    var initializerLiterals: [String: Set<String>] = [:]
}
