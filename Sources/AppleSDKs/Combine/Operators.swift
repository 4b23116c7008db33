#if os(Linux)
import Foundation

extension Publisher {
    /// The errors mapped (Combine's `mapError`).
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher { completion, value in
            self.subscribe(receiveCompletion: { ending in
                switch ending {
                case .finished: completion(.finished)
                case .failure(let error): completion(.failure(transform(error)))
                }
            }, receiveValue: value)
        }
    }

    /// The values mapped by a throwing closure; a thrown error ends the stream (Combine's `tryMap`).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        AnyPublisher { completion, value in
            self.subscribe(receiveCompletion: { ending in
                switch ending {
                case .finished: completion(.finished)
                case .failure(let error): completion(.failure(error))
                }
            }, receiveValue: { output in
                do { value(try transform(output)) } catch { completion(.failure(error)) }
            })
        }
    }

    /// Errors replaced by a value (Combine's `replaceError(with:)`).
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { completion, value in
            self.subscribe(receiveCompletion: { ending in
                if case .failure = ending { value(output) }
                completion(.finished)
            }, receiveValue: value)
        }
    }
}

extension Publisher where Output == Data {
    /// The data decoded (Combine's `decode(type:decoder:)`).
    public func decode<T: Decodable>(type: T.Type, decoder: JSONDecoder) -> AnyPublisher<T, any Error> {
        tryMap { try decoder.decode(type, from: $0) }
    }
}

extension Publisher where Output: Encodable {
    /// Each value encoded (Combine's `encode(encoder:)`, a store saved as JSON as it changes).
    public func encode(encoder: JSONEncoder) -> AnyPublisher<Data, any Error> {
        tryMap { try encoder.encode($0) }
    }
}

extension Publisher where Failure == Never {
    /// The stream typed with a failure it never sends (Combine's `setFailureType(to:)`).
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher { completion, value in
            self.subscribe(receiveCompletion: { _ in completion(.finished) }, receiveValue: value)
        }
    }
}

/// A publisher that fails at once (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure
    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }
    /// A publisher of an output type failing with `error`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}
#endif
