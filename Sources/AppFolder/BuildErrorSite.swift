/// Where the app's build failed in one of its files: a compiler error's line and column in the
/// app's own file, the error as the user reads it, and the build round that met it. The sites of
/// a file decide which of its declarations are built differently in the next round
/// (`DeclarationLeaveOut`).
public struct BuildErrorSite: Codable, Sendable, Hashable, Comparable {
    /// The line (1-based) in the app's file.
    public var line: Int
    /// The column (1-based, in UTF-8 bytes, as the compiler counts).
    public var column: Int
    /// The build round (0 first) whose errors named this site.
    public var round: Int
    /// The error as printed: `path:line:column: message`, the path relative to the app's folder.
    public var text: String

    /// A site.
    public init(line: Int, column: Int, round: Int, text: String) {
        self.line = line
        self.column = column
        self.round = round
        self.text = text
    }

    /// Earlier rounds first, then by place.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.round, lhs.line, lhs.column, lhs.text) < (rhs.round, rhs.line, rhs.column, rhs.text)
    }
}

/// A declaration of an app file that does not build here, and what the build has in its place.
public struct LeftOutDeclaration: Sendable, Hashable {
    /// What the build has in the declaration's place.
    public enum Treatment: String, Sendable, Hashable {
        /// Its body is a view saying why: its screens are drawn without it and reported as
        /// `screen-failed`, the rest of them checked.
        case drawnUnbuilt = "drawn as not built"
        /// Its body stops when it runs: a preview that calls it is reported where it stops.
        case stopsWhenRun = "stops if run"
        /// Its body (returning nothing, a setter, an observer) does nothing.
        case doesNothing = "does nothing"
        /// Nothing: the declaration is left out.
        case removed = "left out"
        /// A preview, drawn as saying why it was not built and reported as `screen-failed`.
        case preview = "preview reported as screen-failed"
    }

    /// The declaration's name with the types around it (`Badge.body`, `#Preview "Row"`).
    public var name: String
    /// The line it starts on in the app's file.
    public var line: Int
    /// What the build has in its place.
    public var treatment: Treatment
    /// The first error that made it so, as printed.
    public var reason: String

    /// A declaration left out.
    public init(name: String, line: Int, treatment: Treatment, reason: String) {
        self.name = name
        self.line = line
        self.treatment = treatment
        self.reason = reason
    }
}
