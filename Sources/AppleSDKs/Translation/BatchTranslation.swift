#if os(Linux)
@_exported import Foundation

extension TranslationSession {
    /// Translates `batch`, yielding each translation as it is ready (Translation's
    /// `translate(batch:)`, iOS 18): in a preview the sequence throws `TranslationError.notInstalled`
    /// at its first element, as `translate(_:)` does.
    public func translate(batch: [Request]) -> BatchResponse { BatchResponse() }

    /// The translations of a batch as they are ready (Translation's `TranslationSession.BatchResponse`):
    /// `for try await response in session.translate(batch: requests)`.
    public struct BatchResponse: AsyncSequence, Sendable {
        /// A translation.
        public typealias Element = Response

        /// Hands out the translations (Translation's `TranslationSession.BatchResponse.AsyncIterator`).
        public struct AsyncIterator: AsyncIteratorProtocol {
            var failed = false

            /// The next translation: the first call throws `TranslationError.notInstalled`, as no
            /// model is installed in a preview; later calls end the sequence.
            public mutating func next() async throws -> Response? {
                guard !failed else { return nil }
                failed = true
                throw TranslationError.notInstalled
            }
        }

        /// An iterator over the translations.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
#endif
