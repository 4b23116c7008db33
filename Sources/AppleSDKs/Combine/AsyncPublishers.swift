#if os(Linux)
@_exported import Foundation

// Combine's `values`: a publisher as an asynchronous sequence. A render's streams send what they
// send while subscribing and nothing later, so the sequence holds those values, then ends (or
// throws the failure the stream ended with).

/// What a publisher sent while subscribing, and how it ended if it did.
private func snapshot<P: Publisher>(of publisher: P) -> (values: [P.Output], failure: P.Failure?) {
    var values: [P.Output] = []
    var failure: P.Failure?
    publisher.subscribe(receiveCompletion: { ending in
        if case .failure(let error) = ending { failure = error }
    }, receiveValue: { values.append($0) }).cancel()
    return (values, failure)
}

/// A publisher that never fails as an asynchronous sequence (Combine's `AsyncPublisher`): the
/// values it sends while subscribing, then the end.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's values.
    public typealias Element = P.Output
    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// An iterator over the values.
    public func makeAsyncIterator() -> Iterator { Iterator(values: snapshot(of: publisher).values) }

    /// Iterates over the values (Combine's `AsyncPublisher.Iterator`).
    public struct Iterator: AsyncIteratorProtocol {
        var values: [P.Output]
        var index = 0

        /// The next value, nil at the end.
        public mutating func next() async -> P.Output? {
            guard index < values.count else { return nil }
            defer { index += 1 }
            return values[index]
        }
    }
}

/// A publisher that can fail as an asynchronous sequence (Combine's `AsyncThrowingPublisher`): the
/// values it sends while subscribing, then the end, or its failure thrown.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The publisher's values.
    public typealias Element = P.Output
    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// An iterator over the values.
    public func makeAsyncIterator() -> Iterator {
        let sent = snapshot(of: publisher)
        return Iterator(values: sent.values, failure: sent.failure)
    }

    /// Iterates over the values (Combine's `AsyncThrowingPublisher.Iterator`).
    public struct Iterator: AsyncIteratorProtocol {
        var values: [P.Output]
        var failure: P.Failure?
        var index = 0

        /// The next value, nil at the end; throws the stream's failure after its values.
        public mutating func next() async throws -> P.Output? {
            if index < values.count {
                defer { index += 1 }
                return values[index]
            }
            if let failure {
                self.failure = nil
                throw failure
            }
            return nil
        }
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence (Combine's `values`).
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an asynchronous sequence that throws the stream's failure (Combine's `values`).
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
#endif
