import CICU

/// A failure reported by ICU, with the operation that failed and ICU's own name for the code,
/// so a user can tell an unknown locale from a malformed skeleton.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done ("open number formatter for skeleton 'percent' in 'pl'").
    public var operation: String
    /// ICU's status code.
    public var code: Int32
    /// ICU's name for the code, e.g. `U_ILLEGAL_ARGUMENT_ERROR`.
    public var name: String { String(cString: cicu_error_name(code)) }

    /// An error for a failed ICU call.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    public var description: String { "ICU could not \(operation): \(name)" }
}

/// The version of the system ICU library linked in, e.g. "72.1".
public var icuVersion: String {
    var buffer = [CChar](repeating: 0, count: 32)
    cicu_version(&buffer, 32)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
