#if os(Linux)
@_exported import Foundation

// Combine's operators that keep values while a condition holds, and the throwing forms of the
// filtering operators (a thrown error ends the stream with that error).

extension Publisher {
    /// The values a throwing closure maps to something (Combine's `tryCompactMap(_:)`).
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, any Error> {
        tryRelayed { upstream, relay in
            upstream.subscribe(into: relay) { output in relay.attempt { if let mapped = try transform(output) { relay.send(mapped) } } }
        }
    }

    /// The values a throwing closure keeps (Combine's `tryFilter(_:)`).
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryRelayed { upstream, relay in
            upstream.subscribe(into: relay) { output in relay.attempt { if try isIncluded(output) { relay.send(output) } } }
        }
    }

    /// Each value folded into a running result by a throwing closure (Combine's `tryScan(_:_:)`).
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> AnyPublisher<T, any Error> {
        tryRelayed { upstream, relay in
            var result = initialResult
            upstream.subscribe(into: relay) { output in
                relay.attempt {
                    result = try nextPartialResult(result, output)
                    relay.send(result)
                }
            }
        }
    }

    /// The values without ones a throwing `predicate` calls equal to the one before (Combine's `tryRemoveDuplicates(by:)`).
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryRelayed { upstream, relay in
            var last: Output?
            upstream.subscribe(into: relay) { output in
                relay.attempt {
                    if let previous = last, try predicate(previous, output) { return }
                    last = output
                    relay.send(output)
                }
            }
        }
    }

    /// The first value a throwing `predicate` accepts, then the end (Combine's `tryFirst(where:)`).
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryRelayed { upstream, relay in
            upstream.subscribe(into: relay) { output in
                relay.attempt {
                    guard try predicate(output) else { return }
                    relay.send(output)
                    relay.finish(.finished)
                }
            }
        }
    }

    /// The last value a throwing `predicate` accepts, when the stream finishes (Combine's `tryLast(where:)`).
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryFilter(predicate).last()
    }

    /// On failure, the stream a throwing `handler` makes of the error (Combine's `tryCatch(_:)`); an
    /// error it throws ends the stream.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<P.Output, any Error> where P.Output == Output {
        relayed { (relay: StreamRelay<Output, any Error>) in
            relay.hold(self.subscribe(receiveCompletion: { ending in
                switch ending {
                case .finished: relay.finish(.finished)
                case .failure(let error):
                    relay.attempt {
                        let recovery = try handler(error)
                        relay.hold(recovery.subscribe(receiveCompletion: { relay.finish($0.erased) }, receiveValue: relay.send))
                    }
                }
            }, receiveValue: relay.send))
        }
    }

    /// The values until `predicate` rejects one, then the end (Combine's `prefix(while:)`).
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayed { relay in
            self.subscribe(into: relay) { output in
                if predicate(output) { relay.send(output) } else { relay.finish(.finished) }
            }
        }
    }

    /// The values until a throwing `predicate` rejects one (Combine's `tryPrefix(while:)`).
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryRelayed { upstream, relay in
            upstream.subscribe(into: relay) { output in
                relay.attempt { if try predicate(output) { relay.send(output) } else { relay.finish(.finished) } }
            }
        }
    }

    /// The values from the first `predicate` rejects on (Combine's `drop(while:)`).
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayed { relay in
            var dropping = true
            self.subscribe(into: relay) { output in
                if dropping, predicate(output) { return }
                dropping = false
                relay.send(output)
            }
        }
    }

    /// The values from the first a throwing `predicate` rejects on (Combine's `tryDrop(while:)`).
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryRelayed { upstream, relay in
            var dropping = true
            upstream.subscribe(into: relay) { output in
                relay.attempt {
                    if dropping, try predicate(output) { return }
                    dropping = false
                    relay.send(output)
                }
            }
        }
    }

    /// The values until `publisher` sends one, then the end (Combine's `prefix(untilOutputFrom:)`).
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> {
        relayed { relay in
            relay.hold(publisher.subscribe(receiveCompletion: { _ in }, receiveValue: { _ in relay.finish(.finished) }))
            self.subscribe(into: relay, receiveValue: relay.send)
        }
    }

    /// The values after `publisher` has sent one (Combine's `drop(untilOutputFrom:)`).
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> where P.Failure == Failure {
        relayed { relay in
            var open = false
            relay.hold(publisher.subscribe(receiveCompletion: { ending in
                if case .failure = ending { relay.finish(ending) }
            }, receiveValue: { _ in open = true }))
            self.subscribe(into: relay) { if open { relay.send($0) } }
        }
    }

    /// The stream, typed as never failing (Combine's `assertNoFailure(_:file:line:)`). Where a device
    /// would stop the app on a failure, a render ends the stream instead, so the screen still draws.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> AnyPublisher<Output, Never> {
        AnyPublisher { completion, value in self.subscribe(receiveCompletion: { _ in completion(.finished) }, receiveValue: value) }
    }
}

extension Subscribers.Completion {
    /// The completion with its error as `any Error`.
    var erased: Subscribers.Completion<any Error> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(error)
        }
    }
}
#endif
