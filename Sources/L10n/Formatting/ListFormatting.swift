import CICU

/// Joins items as the locale writes a list ("a, b, and c"; "a, b i c"; "a، وb وc"), through ICU.
/// Safe from many threads.
public struct ListFormatting: Sendable {
    /// "and", "or", or a list of measurements.
    public enum Kind: Int32, Sendable, Hashable, CaseIterable { case and = 0, or = 1, units = 2 }
    /// How long the connecting words are.
    public enum Width: Int32, Sendable, Hashable, CaseIterable { case wide = 0, short = 1, narrow = 2 }

    /// The locale.
    public let locale: LocaleIdentifier
    private let handle: ListFormatterHandle

    private static let cache = FormatterCache<String, ListFormatting>()

    /// A formatter for `locale`, `kind` and `width`.
    public init(locale: LocaleIdentifier, kind: Kind = .and, width: Width = .wide) throws(ICUError) {
        self.locale = locale
        var opened: OpaquePointer?
        let status = cicu_list_open(locale.icuIdentifier, kind.rawValue, width.rawValue, &opened)
        guard cicu_failed(status) == 0, let opened else {
            throw ICUError(operation: "open list formatter for '\(locale)'", code: status)
        }
        handle = ListFormatterHandle(opened)
    }

    /// The shared formatter for these settings.
    public static func cached(locale: LocaleIdentifier, kind: Kind = .and, width: Width = .wide) throws(ICUError) -> ListFormatting {
        try cache.value(for: "\(locale.icuIdentifier)|\(kind.rawValue)|\(width.rawValue)") { () throws(ICUError) in
            try ListFormatting(locale: locale, kind: kind, width: width)
        }
    }

    /// The items joined.
    public func string(_ items: [String]) -> String {
        // A NUL after each item keeps every buffer non-empty, so no pointer handed to ICU is nil.
        let units = items.map { Array($0.utf16) + [0] }
        let lengths = units.map { Int32($0.count - 1) }
        let joined = try? icuUTF16("format list", initialCapacity: 64) { out, capacity, length in
            withPointers(units) { pointers in
                cicu_list_format(handle.pointer, pointers, lengths, Int32(units.count), out, capacity, length)
            }
        }
        return joined ?? items.joined(separator: ", ")
    }

    private func withPointers<R>(_ arrays: [[UInt16]], _ body: ([UnsafePointer<UInt16>?]) -> R) -> R {
        func recurse(_ index: Int, _ collected: [UnsafePointer<UInt16>?]) -> R {
            if index == arrays.count { return body(collected) }
            return arrays[index].withUnsafeBufferPointer { recurse(index + 1, collected + [$0.baseAddress]) }
        }
        return recurse(0, [])
    }
}

/// Owns an ICU list formatter (immutable once opened).
final class ListFormatterHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cicu_list_close(pointer) }
}
