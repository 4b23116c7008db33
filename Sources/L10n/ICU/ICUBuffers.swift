import CICU

/// Calls an ICU function that writes UTF-16 text, growing the buffer once if it was too small.
func icuUTF16(_ operation: @autoclosure () -> String, initialCapacity: Int = 64,
              _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32) throws(ICUError) -> String {
    var capacity = initialCapacity
    for _ in 0..<2 {
        var buffer = [UInt16](repeating: 0, count: capacity)
        var length: Int32 = 0
        let status = buffer.withUnsafeMutableBufferPointer { pointer in
            body(pointer.baseAddress!, Int32(capacity), &length)
        }
        if status == CICU_BUFFER_OVERFLOW || (length > Int32(capacity) && !(cicu_failed(status) != 0)) {
            capacity = Int(length) + 1
            continue
        }
        if cicu_failed(status) != 0 { throw ICUError(operation: operation(), code: status) }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }
    throw ICUError(operation: operation(), code: CICU_BUFFER_OVERFLOW)
}

/// Calls an ICU function that writes ASCII/UTF-8 text (locale ids, keywords), growing the buffer once.
func icuUTF8(_ operation: @autoclosure () -> String, initialCapacity: Int = 96,
             _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) throws(ICUError) -> String {
    var capacity = initialCapacity
    for _ in 0..<2 {
        var buffer = [CChar](repeating: 0, count: capacity)
        var length: Int32 = 0
        let status = buffer.withUnsafeMutableBufferPointer { pointer in
            body(pointer.baseAddress!, Int32(capacity), &length)
        }
        if status == CICU_BUFFER_OVERFLOW || length >= Int32(capacity) {
            capacity = Int(length) + 1
            continue
        }
        if cicu_failed(status) != 0 { throw ICUError(operation: operation(), code: status) }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    throw ICUError(operation: operation(), code: CICU_BUFFER_OVERFLOW)
}
