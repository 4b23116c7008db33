#if os(Linux)
import Foundation

extension AsyncSequence where Element == UInt8, Self: Sendable {
    /// The bytes' lines, as UTF-8 text without their line ends (Foundation's `lines` of
    /// `URLSession.AsyncBytes` and file handles, which Linux's Foundation lacks): how a chat
    /// screen reads a streamed reply.
    public var lines: AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let reading = Task {
                var line: [UInt8] = []
                do {
                    for try await byte in self {
                        if byte == 0x0A {
                            continuation.yield(String(decoding: line, as: UTF8.self))
                            line.removeAll()
                        } else if byte != 0x0D {
                            line.append(byte)
                        }
                    }
                    if !line.isEmpty { continuation.yield(String(decoding: line, as: UTF8.self)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }
}
#endif
