import CICU

/// Calls an ICU function that writes UTF-16 text, growing the buffer once if it was too small.
func icuUTF16(_ operation: @autoclosure () -> String, initialCapacity: Int = 64,
              _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32) throws(ICUError) -> String {
    var capacity = max(initialCapacity, 16)
    for _ in 0..<2 {
        var length: Int32 = 0
        // A stack buffer: most results (a number, a date) are short, and the heap is the cost.
        let attempt: (status: Int32, text: String?) = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { buffer in
            let status = body(buffer.baseAddress!, Int32(capacity), &length)
            guard cicu_failed(status) == 0, length <= Int32(capacity) else { return (status, nil) }
            return (status, String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<Int(length)]), as: UTF16.self))
        }
        if let text = attempt.text { return text }
        if attempt.status == CICU_BUFFER_OVERFLOW || length > Int32(capacity) {
            capacity = Int(length) + 1
            continue
        }
        throw ICUError(operation: operation(), code: attempt.status)
    }
    throw ICUError(operation: operation(), code: CICU_BUFFER_OVERFLOW)
}

/// Calls an ICU function that writes ASCII/UTF-8 text (locale ids, keywords), growing the buffer once.
func icuUTF8(_ operation: @autoclosure () -> String, initialCapacity: Int = 96,
             _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) throws(ICUError) -> String {
    var capacity = max(initialCapacity, 16)
    for _ in 0..<2 {
        var length: Int32 = 0
        let attempt: (status: Int32, text: String?) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let status = body(buffer.baseAddress!, Int32(capacity), &length)
            guard cicu_failed(status) == 0, length < Int32(capacity) else { return (status, nil) }
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length))
            return (status, String(decoding: bytes, as: UTF8.self))
        }
        if let text = attempt.text { return text }
        if attempt.status == CICU_BUFFER_OVERFLOW || length >= Int32(capacity) {
            capacity = Int(length) + 1
            continue
        }
        throw ICUError(operation: operation(), code: attempt.status)
    }
    throw ICUError(operation: operation(), code: CICU_BUFFER_OVERFLOW)
}
