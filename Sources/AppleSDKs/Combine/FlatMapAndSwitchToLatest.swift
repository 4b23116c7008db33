#if os(Linux)
@_exported import Foundation

// Combine's operators that flatten a stream of publishers: `flatMap` (every inner publisher's
// values, at most `maxPublishers` at a time) and `switchToLatest` (only the latest inner's).

extension Publisher {
    /// The values of the publishers `transform` makes, at most `maxPublishers` subscribed at once and
    /// the rest waiting in order; ends when this stream and every inner one have finished, or at the
    /// first failure.
    func flatMapping<P: Publisher>(maxPublishers: Subscribers.Demand, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        relayed { (relay: StreamRelay<P.Output, Failure>) in
            var waiting: [Output] = []
            var active = 0
            var upstreamFinished = false
            func finishIfDone() {
                if upstreamFinished, active == 0, waiting.isEmpty { relay.finish(.finished) }
            }
            func startWaiting() {
                while !relay.isDone, !waiting.isEmpty, maxPublishers.max.map({ active < $0 }) ?? true {
                    active += 1
                    let inner = transform(waiting.removeFirst())
                    relay.hold(inner.subscribe(receiveCompletion: { ending in
                        active -= 1
                        if case .failure = ending { return relay.finish(ending) }
                        startWaiting()
                        finishIfDone()
                    }, receiveValue: relay.send))
                }
            }
            relay.hold(self.subscribe(receiveCompletion: { ending in
                switch ending {
                case .failure: relay.finish(ending)
                case .finished:
                    upstreamFinished = true
                    finishIfDone()
                }
            }, receiveValue: { output in
                waiting.append(output)
                startWaiting()
            }))
        }
    }

    /// Each value mapped to a publisher whose values follow (Combine's `flatMap(maxPublishers:_:)`).
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<T, Failure> where T == P.Output, P.Failure == Failure {
        flatMapping(maxPublishers: maxPublishers, transform)
    }

    /// Each value mapped to a publisher that never fails (Combine's iOS 14 `flatMap`).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Never {
        flatMapping(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Each value of a stream that never fails mapped to a publisher that can (Combine's iOS 14 `flatMap`).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, P.Failure> {
        setFailureType(to: P.Failure.self).flatMapping(maxPublishers: maxPublishers, transform)
    }

    /// Each value mapped to a publisher, neither failing (Combine's iOS 14 `flatMap`).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Never> where P.Failure == Never {
        flatMapping(maxPublishers: maxPublishers, transform)
    }
}

extension Publishers {
    /// The values of the latest publisher a stream of publishers sent (Combine's `Publishers.SwitchToLatest`):
    /// a new inner publisher cancels the one before; ends when the upstream and the latest inner have
    /// finished, or at the first failure.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = P.Output
        /// The publishers' error.
        public typealias Failure = P.Failure
        /// The stream of publishers.
        public let upstream: Upstream

        /// Follows the latest publisher `upstream` sends.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Sends the latest inner publisher's values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let relay = StreamRelay<Output, Failure>(receiveCompletion, receiveValue)
            var latest = 0
            var innerActive = false
            var upstreamFinished = false
            var current: AnyCancellable?
            let outer = upstream.subscribe(receiveCompletion: { ending in
                switch ending {
                case .failure: relay.finish(ending)
                case .finished:
                    upstreamFinished = true
                    if !innerActive { relay.finish(.finished) }
                }
            }, receiveValue: { inner in
                current?.cancel()
                latest += 1
                let generation = latest
                innerActive = true
                let link = inner.subscribe(receiveCompletion: { ending in
                    guard generation == latest else { return }
                    innerActive = false
                    if case .failure = ending { relay.finish(ending) } else if upstreamFinished { relay.finish(.finished) }
                }, receiveValue: { value in
                    if generation == latest { relay.send(value) }
                })
                if generation == latest { current = link } else { link.cancel() }
            })
            relay.hold(outer)
            relay.hold(AnyCancellable { current?.cancel() })
            return relay.cancellable
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this stream sent (Combine's `switchToLatest()`), as a
    /// search follows its latest query.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// The latest inner publisher's values, from a stream that never fails (Combine's iOS 14 `switchToLatest()`).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, AnyPublisher<Output, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// The latest inner publisher's values, inner publishers never failing (Combine's iOS 14 `switchToLatest()`).
    public func switchToLatest() -> Publishers.SwitchToLatest<AnyPublisher<Output.Output, Failure>, AnyPublisher<AnyPublisher<Output.Output, Failure>, Failure>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// The latest inner publisher's values, nothing failing (Combine's iOS 14 `switchToLatest()`).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
#endif
