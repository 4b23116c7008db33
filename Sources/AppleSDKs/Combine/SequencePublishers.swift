#if os(Linux)
@_exported import Foundation

// Publishers of values an app already has: a sequence's elements, a result, an optional.

extension Publishers {
    /// A sequence's elements, then the end (Combine's `Publishers.Sequence`, what `[1, 2, 3].publisher` is).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The elements.
        public typealias Output = Elements.Element
        /// The elements sent.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Sends every element at once, then finishes.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            for element in sequence { receiveValue(element) }
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
    }
}

extension Sequence {
    /// The elements as a publisher (Combine's `Sequence.publisher`).
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Result {
    /// A result as a publisher (Combine's `Result.Publisher`): the success value then the end, or the failure.
    public struct Publisher: StandInCombine.Publisher {
        /// The success value.
        public typealias Output = Success
        /// The result sent.
        public let result: Result<Success, Failure>

        /// A publisher of `result`.
        public init(_ result: Result<Success, Failure>) { self.result = result }
        /// A publisher of a success.
        public init(_ output: Success) { result = .success(output) }
        /// A publisher of a failure.
        public init(_ failure: Failure) { result = .failure(failure) }

        /// Sends the value and finishes, or fails.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Success) -> Void) -> AnyCancellable {
            switch result {
            case .success(let output):
                receiveValue(output)
                receiveCompletion(.finished)
            case .failure(let error):
                receiveCompletion(.failure(error))
            }
            return AnyCancellable {}
        }
    }

    /// The result as a publisher (Combine's `Result.publisher`).
    public var publisher: Publisher { Publisher(self) }
}

extension Optional {
    /// An optional as a publisher (Combine's `Optional.Publisher`): the value if there is one, then the end.
    public struct Publisher: StandInCombine.Publisher {
        /// The wrapped value.
        public typealias Output = Wrapped
        /// It never fails.
        public typealias Failure = Never
        /// The value sent, if any.
        public let output: Wrapped?

        /// A publisher of `output`.
        public init(_ output: Wrapped?) { self.output = output }

        /// Sends the value if any, then finishes.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Wrapped) -> Void) -> AnyCancellable {
            if let output { receiveValue(output) }
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
    }

    /// The optional as a publisher (Combine's `Optional.publisher`).
    public var publisher: Publisher { Publisher(self) }
}
#endif
