/// What the three parsers share: a UTF-8 buffer, a read position, and errors that point into it.
protocol ByteParser {
    /// The decoded text (UTF-8, no BOM).
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// The file name used in errors.
    var file: String { get }
    /// The offset of the next byte to read.
    var index: Int { get }
    /// Turns offsets into positions, walking forward.
    var resolver: PositionResolver { get set }
}

extension ByteParser {
    /// The line and column of `offset`.
    mutating func position(of offset: Int) -> TextPosition {
        resolver.position(of: offset, in: bytes)
    }

    /// "expected …, found …" at `offset` (default: the current byte), naming what is there unless told.
    mutating func unexpected(_ expected: String, at offset: Int? = nil, found: String? = nil) -> CatalogError {
        let at = offset ?? index
        return CatalogError(
            file: file, position: position(of: at),
            problem: .unexpected(found: found ?? FoundText.describe(bytes, at: at), expected: expected))
    }

    /// A construct opened at `open` and still open at the end of the file.
    mutating func unterminated(_ what: String, openedAt open: Int) -> CatalogError {
        let end = position(of: bytes.count)
        return CatalogError(file: file, position: end, problem: .unterminated(what: what, openedAt: position(of: open)))
    }

    /// Nesting beyond `limit` at the current byte.
    mutating func nestingTooDeep(limit: Int) -> CatalogError {
        CatalogError(file: file, position: position(of: index), problem: .nestingTooDeep(limit: limit))
    }
}
