#if os(Linux)
import Foundation

// Combine's operators that view models chain onto `@Published` properties and subjects. A render
// lays a screen out once, at one instant: values arrive at once, so the operators that wait
// (debounce, throttle, delay) pass them on as they come, and those that combine streams do so
// with the values each has sent.

/// A length of time for a scheduler (Combine's `SchedulerTimeType.Stride`, as `.milliseconds(300)`,
/// `.seconds(1)` or `0.5` spell it).
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Hashable {
    /// The length in seconds.
    public let seconds: Double

    /// A stride of `seconds`.
    public init(_ seconds: Double) { self.seconds = seconds }
    /// A stride of a literal number of seconds.
    public init(floatLiteral value: Double) { seconds = value }
    /// A stride of a literal number of seconds.
    public init(integerLiteral value: Int) { seconds = Double(value) }

    /// Seconds.
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(value) }
    /// Seconds.
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value)) }
    /// Milliseconds.
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1_000) }
    /// Microseconds.
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1_000_000) }
    /// Nanoseconds.
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(Double(value) / 1_000_000_000) }
}

extension Publisher {
    /// The values, passed on at once: a render does not wait (Combine's `debounce`).
    public func debounce(for dueTime: SchedulerStride, scheduler: Any, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The values, passed on at once (Combine's `throttle`).
    public func throttle(for interval: SchedulerStride, scheduler: Any, latest: Bool) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The values, passed on at once (Combine's `delay`).
    public func delay(for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: Any, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// The same stream, subscribed to at once (Combine's `subscribe(on:)`).
    public func subscribe<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The same stream, shared (Combine's `share()`).
    public func share() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The same stream, retried never (Combine's `retry`): a render's streams fail the same way again.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The same stream; a render prints nothing of it (Combine's `print`).
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The same stream without values equal to the one before by `predicate`.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            var last: Output?
            return self.subscribe(receiveCompletion: completion) { output in
                if let previous = last, predicate(previous, output) { return }
                last = output
                value(output)
            }
        }
    }

    /// The values mapped by a key path (Combine's `map(_:)` with a key path).
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { map { $0[keyPath: keyPath] } }

    /// The values the closure maps to something (Combine's `compactMap`).
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in self.subscribe(receiveCompletion: completion) { if let mapped = transform($0) { value(mapped) } } }
    }

    /// The values after the first `count` (Combine's `dropFirst`).
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            var seen = 0
            return self.subscribe(receiveCompletion: completion) { output in
                seen += 1
                if seen > count { value(output) }
            }
        }
    }

    /// The first `count` values (Combine's `prefix`).
    public func prefix(_ count: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            var seen = 0
            return self.subscribe(receiveCompletion: completion) { output in
                seen += 1
                if seen <= count { value(output) }
                if seen == count { completion(.finished) }
            }
        }
    }

    /// The first value, then the end (Combine's `first()`).
    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

    /// The first value `predicate` accepts, then the end.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { filter(predicate).prefix(1) }

    /// Each value folded into a running result (Combine's `scan`).
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in
            var result = initialResult
            return self.subscribe(receiveCompletion: completion) { output in
                result = nextPartialResult(result, output)
                value(result)
            }
        }
    }

    /// Every value, as one array when the stream ends (Combine's `collect()`).
    public func collect() -> AnyPublisher<[Output], Failure> {
        AnyPublisher { completion, value in
            var all: [Output] = []
            return self.subscribe(receiveCompletion: { ending in
                if case .finished = ending { value(all) }
                completion(ending)
            }, receiveValue: { all.append($0) })
        }
    }

    /// `values` first, then the stream's (Combine's `prepend`).
    public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            values.forEach(value)
            return self.subscribe(receiveCompletion: completion, receiveValue: value)
        }
    }

    /// The stream's values, then `values` when it ends (Combine's `append`).
    public func append(_ values: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            self.subscribe(receiveCompletion: { ending in
                if case .finished = ending { values.forEach(value) }
                completion(ending)
            }, receiveValue: value)
        }
    }

    /// The same stream, with `receiveOutput` and `receiveCompletion` run on the way (Combine's `handleEvents`).
    public func handleEvents(receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Any) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            self.subscribe(receiveCompletion: { ending in
                receiveCompletion?(ending)
                completion(ending)
            }, receiveValue: { output in
                receiveOutput?(output)
                value(output)
            })
        }
    }

    /// On failure, the stream `handler` makes of the error (Combine's `catch`).
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher { completion, value in
            var recovery: AnyCancellable?
            let main = self.subscribe(receiveCompletion: { ending in
                switch ending {
                case .finished: completion(.finished)
                case .failure(let error): recovery = handler(error).subscribe(receiveCompletion: completion, receiveValue: value)
                }
            }, receiveValue: value)
            return AnyCancellable {
                main.cancel()
                recovery?.cancel()
            }
        }
    }

    /// Each value with the latest of `other`, once both have sent one (Combine's `combineLatest`).
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher { completion, value in
            var left: Output?, right: P.Output?
            let first = self.subscribe(receiveCompletion: completion) { output in
                left = output
                if let right { value((output, right)) }
            }
            let second = other.subscribe(receiveCompletion: completion) { output in
                right = output
                if let left { value((left, output)) }
            }
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    /// The latest values of both, mapped (Combine's `combineLatest(_:_:)`).
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure {
        combineLatest(other).map { transform($0.0, $0.1) }
    }

    /// The latest values of three streams.
    public func combineLatest<P: Publisher, Q: Publisher>(_ second: P, _ third: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(second).combineLatest(third).map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// The latest values of three streams, mapped.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ second: P, _ third: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(second, third).map { transform($0.0, $0.1, $0.2) }
    }

    /// The latest values of four streams.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ second: P, _ third: Q, _ fourth: R)
        -> AnyPublisher<(Output, P.Output, Q.Output, R.Output), Failure> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(second, third).combineLatest(fourth).map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }
    }

    /// The latest values of four streams, mapped.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ second: P, _ third: Q, _ fourth: R,
                                                                           _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        combineLatest(second, third, fourth).map { transform($0.0, $0.1, $0.2, $0.3) }
    }

    /// No values, only the end (Combine's `ignoreOutput`).
    public func ignoreOutput() -> AnyPublisher<Never, Failure> {
        AnyPublisher { completion, _ in self.subscribe(receiveCompletion: completion) { _ in } }
    }
}

extension Publisher {
    /// `nil` values replaced by `output` (Combine's `replaceNil(with:)`).
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { map { $0 ?? output } }
}

/// A publisher of one result, produced once (Combine's `Future`).
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// How the future is fulfilled.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private var waiting: [(completion: (Subscribers.Completion<Failure>) -> Void, value: (Output) -> Void)] = []

    /// A future fulfilled by `attemptToFulfill`, run at once.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        for subscriber in waiting { deliver(result, to: subscriber.completion, subscriber.value) }
        waiting = []
    }

    private func deliver(_ result: Result<Output, Failure>, to completion: (Subscribers.Completion<Failure>) -> Void, _ value: (Output) -> Void) {
        switch result {
        case .success(let output):
            value(output)
            completion(.finished)
        case .failure(let error):
            completion(.failure(error))
        }
    }

    /// Sends the result when there is one.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if let result {
            deliver(result, to: receiveCompletion, receiveValue)
        } else {
            waiting.append((receiveCompletion, receiveValue))
        }
        return AnyCancellable {}
    }
}

/// No values, then the end unless told otherwise (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it ends at once.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Ends at once, or never.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher made when subscribed to (Combine's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The values.
    public typealias Output = DeferredPublisher.Output
    /// The error.
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher `createPublisher` makes for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Subscribes to a new publisher.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        createPublisher().subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// Combine's namespace of publisher types, for the ones apps name.
public enum Publishers {
    /// The latest values of two publishers (`Publishers.CombineLatest($name, $email)`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Pairs of values.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' error.
        public typealias Failure = A.Failure
        private let combined: AnyPublisher<Output, Failure>
        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) { combined = a.combineLatest(b) }
        /// Sends each pair of latest values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            combined.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The latest values of three publishers (`Publishers.CombineLatest3($name, $email, $age)`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        /// Triples of values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The publishers' error.
        public typealias Failure = A.Failure
        private let combined: AnyPublisher<Output, Failure>
        /// Combines `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) { combined = a.combineLatest(b, c) }
        /// Sends each triple of latest values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            combined.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The latest values of four publishers (a sign-up form's four fields).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// Quadruples of values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The publishers' error.
        public typealias Failure = A.Failure
        private let combined: AnyPublisher<Output, Failure>
        /// Combines `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { combined = a.combineLatest(b, c, d) }
        /// Sends each quadruple of latest values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            combined.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The values of three publishers as they come (`Publishers.Merge3(a, b, c)`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        /// The values.
        public typealias Output = A.Output
        /// The publishers' error.
        public typealias Failure = A.Failure
        private let merged: AnyPublisher<Output, Failure>
        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) { merged = a.merge(with: b).merge(with: c) }
        /// Sends the publishers' values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            merged.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The values of two publishers as they come (`Publishers.Merge(a, b)`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values.
        public typealias Output = A.Output
        /// The publishers' error.
        public typealias Failure = A.Failure
        private let merged: AnyPublisher<Output, Failure>
        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) { merged = a.merge(with: b) }
        /// Sends both publishers' values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            merged.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

extension Timer.TimerPublisher {
    /// The timer itself (`timer.upstream.connect().cancel()`).
    public var upstream: Timer.TimerPublisher { self }

    /// Starts the timer; it never ticks in a render.
    public func connect() -> any Cancellable { AnyCancellable {} }
}
#endif
