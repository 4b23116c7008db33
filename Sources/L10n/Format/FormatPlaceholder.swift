/// The kind of value a placeholder consumes, as Foundation reads the conversion and its length
/// modifier. Two placeholders that disagree here read the argument differently at run time.
public enum ArgumentType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `%@`: an object, shown by its description.
    case object
    /// `%d %i %c` without a length modifier, `%hd`, `%hhd`: a 32-bit (or narrower) signed integer.
    case int32
    /// `%u %o %x %X`: a 32-bit unsigned integer.
    case uint32
    /// `%ld %lld %qd %zd %td %jd`: a 64-bit signed integer (Swift's `Int`).
    case int64
    /// `%lu %llu %lx %zu`: a 64-bit unsigned integer.
    case uint64
    /// `%f %e %g %a` (and `%lf`): a double.
    case double
    /// `%Lf`: a long double.
    case longDouble
    /// `%C`: a 16-bit unichar.
    case unichar
    /// `%s`: a C string.
    case cString
    /// `%S`: a null-terminated unichar string.
    case unicharString
    /// `%p`: a pointer.
    case pointer
    /// `%#@var@`: a `.stringsdict` or String Catalog variable, whose own value type decides.
    case pluralVariable

    /// The family the type belongs to; a mismatch across families is always wrong,
    /// within one (32 vs 64 bit) only on some platforms.
    public var family: Family {
        switch self {
        case .object: .object
        case .int32, .uint32, .int64, .uint64: .integer
        case .double, .longDouble: .floatingPoint
        case .unichar: .character
        case .cString, .unicharString: .cString
        case .pointer: .pointer
        case .pluralVariable: .pluralVariable
        }
    }

    /// Broad kinds of argument.
    public enum Family: String, Sendable, Hashable, Codable {
        case object, integer, floatingPoint, character, cString, pointer, pluralVariable
    }
}

/// How wide or precise a conversion is: a number written in the format, or taken from an argument (`*`).
public enum FormatAmount: Sendable, Hashable, Codable {
    /// A number written in the format (`%5d`, `%.2f`).
    case fixed(Int)
    /// `*` or `*2$`: the value comes from an `int` argument (at the given 1-based position, if explicit).
    case argument(position: Int?)
}

/// One `%…` conversion in a format string.
public struct FormatPlaceholder: Sendable, Hashable {
    /// The placeholder exactly as written, e.g. `%1$@` or `%-5.2lf`.
    public var text: String
    /// Offset of the `%` in the format, in Unicode scalars from the start (for diagnostics).
    public var offset: Int
    /// Explicit 1-based argument position (`%2$@` → 2), or nil when the placeholder takes the next argument.
    public var position: Int?
    /// Flags as written, a subset of `-+ #0'`.
    public var flags: String
    /// Field width, if any.
    public var width: FormatAmount?
    /// Precision, if any.
    public var precision: FormatAmount?
    /// Length modifier as written: `""`, `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`.
    public var lengthModifier: String
    /// The conversion character: `d i o u x X e E f F g G a A c C s S p @`, or `#` for `%#@var@`.
    public var conversion: Character
    /// The variable name of a `%#@name@` placeholder.
    public var variable: String?

    /// The kind of argument this placeholder reads.
    public var argumentType: ArgumentType {
        if variable != nil { return .pluralVariable }
        let long = ["l", "ll", "q", "z", "t", "j"].contains(lengthModifier)
        switch conversion {
        case "@": return .object
        case "d", "i": return long ? .int64 : .int32
        case "D": return .int64
        case "c": return long ? .unichar : .int32
        case "u", "o", "x", "X": return long ? .uint64 : .uint32
        case "U", "O": return .uint64
        case "e", "E", "f", "F", "g", "G", "a", "A": return lengthModifier == "L" ? .longDouble : .double
        case "C": return .unichar
        case "s": return long ? .unicharString : .cString
        case "S": return .unicharString
        case "p": return .pointer
        default: return .object
        }
    }
}
