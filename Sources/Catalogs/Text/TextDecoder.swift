/// A catalog's text as validated UTF-8 bytes (without a byte order mark), plus what it was stored as.
struct DecodedText: Sendable {
    /// The text, re-encoded as UTF-8 when the file was UTF-16.
    var utf8: [UInt8]
    /// The encoding the file was stored in.
    var encoding: DetectedEncoding
}

/// Detects a file's encoding and turns it into validated UTF-8.
///
/// UTF-8 (with or without BOM) and UTF-16 in either byte order with BOM are what Apple's tools
/// write; BOM-less UTF-16 is recognised when the first character is ASCII (a zero byte next to a
/// non-zero one), which holds for every catalog in practice. Invalid sequences, an odd-length UTF-16
/// file, unpaired surrogates and U+FEFF after the start are errors with the byte offset and position.
enum TextDecoder {
    /// Decodes `bytes`, naming `file` in errors.
    static func decode(_ bytes: [UInt8], file: String) throws(CatalogError) -> DecodedText {
        let count = bytes.count
        if count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return try decodeUTF16(bytes, from: 2, littleEndian: true, byteOrderMark: true, file: file)
        }
        if count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return try decodeUTF16(bytes, from: 2, littleEndian: false, byteOrderMark: true, file: file)
        }
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            let body = Array(bytes[3...])
            try validateUTF8(body, offsetInFile: 3, file: file)
            return DecodedText(utf8: body, encoding: DetectedEncoding(.utf8, byteOrderMark: true))
        }
        if count >= 2 && (bytes[0] == 0) != (bytes[1] == 0) {
            return try decodeUTF16(bytes, from: 0, littleEndian: bytes[1] == 0, byteOrderMark: false, file: file)
        }
        try validateUTF8(bytes, offsetInFile: 0, file: file)
        return DecodedText(utf8: bytes, encoding: DetectedEncoding(.utf8, byteOrderMark: false))
    }

    // MARK: UTF-8

    /// Checks that `bytes` is well-formed UTF-8 without U+FEFF; `offsetInFile` is where `bytes`
    /// starts in the file (after a BOM), for the offsets reported in errors.
    static func validateUTF8(_ bytes: [UInt8], offsetInFile: Int, file: String) throws(CatalogError) {
        let failure: (offset: Int, isBOM: Bool)? = bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
        guard let failure else { return }
        let position = PositionResolver.position(of: failure.offset, in: bytes)
        let fileOffset = failure.offset + offsetInFile
        let problem: CatalogError.Problem = failure.isBOM
            ? .byteOrderMarkInText(byteOffset: fileOffset)
            : .invalidUTF8(byte: bytes[failure.offset], byteOffset: fileOffset)
        throw CatalogError(file: file, position: position, problem: problem)
    }

    /// The offset of the first ill-formed sequence (or of a U+FEFF), or nil when all is well.
    private static func firstInvalidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> (offset: Int, isBOM: Bool)? {
        let count = buffer.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time: the common case in catalogs.
            if index + 8 <= count, let base = buffer.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return (index, false)
            }
            guard index + length <= count else { return (index, false) }
            let second = buffer[index + 1]
            guard second >= lowerBound && second <= upperBound else { return (index, false) }
            var next = index + 2
            while next < index + length {
                guard buffer[next] & 0xC0 == 0x80 else { return (index, false) }
                next += 1
            }
            if lead == 0xEF && second == 0xBB && buffer[index + 2] == 0xBF {
                return (index, true)
            }
            index += length
        }
        return nil
    }

    // MARK: UTF-16

    private struct UTF16Failure {
        var problem: CatalogError.Problem
        var decodedCount: Int
    }

    private static func decodeUTF16(
        _ bytes: [UInt8], from start: Int, littleEndian: Bool, byteOrderMark: Bool, file: String
    ) throws(CatalogError) -> DecodedText {
        let encoding = DetectedEncoding(littleEndian ? .utf16LittleEndian : .utf16BigEndian, byteOrderMark: byteOrderMark)
        let unitCount = (bytes.count - start) / 2
        var failure: UTF16Failure?
        let output = [UInt8](unsafeUninitializedCapacity: unitCount * 3 + 1) { out, initialized in
            bytes.withUnsafeBufferPointer { input in
                let result = transcodeUTF16(input, from: start, littleEndian: littleEndian, into: out)
                initialized = result.count
                failure = result.failure
            }
        }
        if failure == nil && (bytes.count - start) % 2 != 0 {
            failure = UTF16Failure(problem: .oddUTF16Length(byteCount: bytes.count), decodedCount: output.count)
        }
        if let failure {
            let position = PositionResolver.position(of: failure.decodedCount, in: output)
            throw CatalogError(file: file, position: position, problem: failure.problem)
        }
        return DecodedText(utf8: output, encoding: encoding)
    }

    private static func transcodeUTF16(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int, littleEndian: Bool, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> (count: Int, failure: UTF16Failure?) {
        let end = start + (input.count - start) / 2 * 2
        let low = littleEndian ? 0 : 1
        let high = 1 - low
        var index = start
        var written = 0
        @inline(__always) func unit(at offset: Int) -> UInt32 {
            UInt32(input[offset + low]) | UInt32(input[offset + high]) << 8
        }
        while index < end {
            // Four ASCII code units at a time: most catalog text, even in UTF-16 files.
            if index + 8 <= end, let base = input.baseAddress {
                var word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if !littleEndian {
                    word = (word & 0x00FF_00FF_00FF_00FF) << 8 | (word >> 8) & 0x00FF_00FF_00FF_00FF
                }
                if word & 0xFF80_FF80_FF80_FF80 == 0 {
                    out[written] = UInt8(truncatingIfNeeded: word)
                    out[written + 1] = UInt8(truncatingIfNeeded: word >> 16)
                    out[written + 2] = UInt8(truncatingIfNeeded: word >> 32)
                    out[written + 3] = UInt8(truncatingIfNeeded: word >> 48)
                    written += 4
                    index += 8
                    continue
                }
            }
            let code = unit(at: index)
            if code < 0x80 {
                out[written] = UInt8(truncatingIfNeeded: code)
                written += 1
                index += 2
                continue
            }
            if code < 0x800 {
                out[written] = UInt8(truncatingIfNeeded: 0xC0 | code >> 6)
                out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
                written += 2
                index += 2
                continue
            }
            if code & 0xF800 == 0xD800 {
                let isHigh = code < 0xDC00
                guard isHigh, index + 4 <= end else {
                    return (written, UTF16Failure(problem: .unpairedSurrogate(codeUnit: UInt16(code), byteOffset: index), decodedCount: written))
                }
                let next = unit(at: index + 2)
                guard next & 0xFC00 == 0xDC00 else {
                    return (written, UTF16Failure(problem: .unpairedSurrogate(codeUnit: UInt16(code), byteOffset: index), decodedCount: written))
                }
                let scalar = 0x10000 + ((code - 0xD800) << 10) + (next - 0xDC00)
                out[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
                out[written + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                out[written + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                written += 4
                index += 4
                continue
            }
            if code == 0xFEFF {
                return (written, UTF16Failure(problem: .byteOrderMarkInText(byteOffset: index), decodedCount: written))
            }
            out[written] = UInt8(truncatingIfNeeded: 0xE0 | code >> 12)
            out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (code >> 6) & 0x3F)
            out[written + 2] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
            written += 3
            index += 2
        }
        return (written, nil)
    }
}
