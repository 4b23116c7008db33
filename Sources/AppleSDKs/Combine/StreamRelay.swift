#if os(Linux)
@_exported import Foundation

/// The downstream end of an operator: passes values on until the stream has ended, ends it once,
/// and cancels the upstream subscriptions it holds when it ends or is cancelled.
final class StreamRelay<Output, Failure: Error> {
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private let value: (Output) -> Void
    private var upstreams: [AnyCancellable] = []
    /// Whether the stream has ended or been cancelled.
    private(set) var isDone = false

    init(_ completion: @escaping (Subscribers.Completion<Failure>) -> Void, _ value: @escaping (Output) -> Void) {
        self.completion = completion
        self.value = value
    }

    /// Passes `output` on unless the stream has ended.
    func send(_ output: Output) {
        if !isDone { value(output) }
    }

    /// Ends the stream, once.
    func finish(_ ending: Subscribers.Completion<Failure>) {
        guard !isDone else { return }
        isDone = true
        completion(ending)
        cancelUpstreams()
    }

    /// Keeps `upstream` until the stream ends; cancels it at once if it already has.
    func hold(_ upstream: AnyCancellable) {
        if isDone { upstream.cancel() } else { upstreams.append(upstream) }
    }

    /// What the subscriber keeps: cancelling stops the stream without an end.
    var cancellable: AnyCancellable {
        AnyCancellable { [self] in
            isDone = true
            cancelUpstreams()
        }
    }

    private func cancelUpstreams() {
        let held = upstreams
        upstreams = []
        held.forEach { $0.cancel() }
    }
}

extension Publisher {
    /// A publisher whose subscribers get a relay, with `start` subscribing upstream into it.
    func relayed<T, E: Error>(_ start: @escaping (StreamRelay<T, E>) -> Void) -> AnyPublisher<T, E> {
        AnyPublisher { completion, value in
            let relay = StreamRelay<T, E>(completion, value)
            start(relay)
            return relay.cancellable
        }
    }

    /// Subscribes with the relay ending the stream as this one ends and `receiveValue` for each value.
    func subscribe(into relay: StreamRelay<some Any, Failure>, receiveValue: @escaping (Output) -> Void) {
        relay.hold(subscribe(receiveCompletion: { relay.finish($0) }, receiveValue: receiveValue))
    }

    /// Subscribes with `receiveValue` for each value, `finished` when the stream finishes, and the
    /// relay failing as this stream fails.
    func subscribe(into relay: StreamRelay<some Any, Failure>, receiveValue: @escaping (Output) -> Void,
                   finished: @escaping () -> Void) {
        relay.hold(subscribe(receiveCompletion: { ending in
            if case .finished = ending { finished() } else { relay.finish(ending) }
        }, receiveValue: receiveValue))
    }

    /// A publisher failing with `any Error`, whose subscribers get a relay, with `start` subscribing
    /// this stream (its failure as `any Error`) into it.
    func tryRelayed<T>(_ start: @escaping (AnyPublisher<Output, any Error>, StreamRelay<T, any Error>) -> Void) -> AnyPublisher<T, any Error> {
        let upstream = mapError { $0 as any Error }
        return relayed { relay in start(upstream, relay) }
    }
}

extension StreamRelay where Failure == any Error {
    /// Runs `body`; an error it throws ends the stream.
    func attempt(_ body: () throws -> Void) {
        do { try body() } catch { finish(.failure(error)) }
    }
}
#endif
