#if os(Linux)
@_exported import Foundation

// Combine's `zip` (values paired in order) and `merge` (values interleaved as they come).

extension Publishers {
    /// Pairs of two publishers' values, in order (Combine's `Publishers.Zip`): a value waits for its
    /// partner; ends when one publisher has finished and its values are all paired, or at the first failure.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Pairs of values.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' error.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Zips `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Sends each pair as its second value arrives.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let relay = StreamRelay<Output, Failure>(receiveCompletion, receiveValue)
            var lefts: [A.Output] = [], rights: [B.Output] = []
            var leftFinished = false, rightFinished = false
            func pairAndCheck() {
                while !lefts.isEmpty, !rights.isEmpty { relay.send((lefts.removeFirst(), rights.removeFirst())) }
                if (leftFinished && lefts.isEmpty) || (rightFinished && rights.isEmpty) { relay.finish(.finished) }
            }
            relay.hold(a.subscribe(receiveCompletion: { ending in
                if case .failure = ending { return relay.finish(ending) }
                leftFinished = true
                pairAndCheck()
            }, receiveValue: { lefts.append($0); pairAndCheck() }))
            relay.hold(b.subscribe(receiveCompletion: { ending in
                if case .failure = ending { return relay.finish(ending) }
                rightFinished = true
                pairAndCheck()
            }, receiveValue: { rights.append($0); pairAndCheck() }))
            return relay.cancellable
        }
    }

    /// Triples of three publishers' values, in order (Combine's `Publishers.Zip3`).
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        /// Triples of values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The publishers' error.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Zips `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Sends each triple as its last value arrives.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            Zip(Zip(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// Quadruples of four publishers' values, in order (Combine's `Publishers.Zip4`).
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// Quadruples of values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The publishers' error.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// The fourth publisher.
        public let d: D

        /// Zips `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Sends each quadruple as its last value arrives.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            Zip(Zip3(a, b, c), d).map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The values of any number of publishers of one type as they come (Combine's `Publishers.MergeMany`):
    /// ends when all have finished, or at the first failure.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The values.
        public typealias Output = Upstream.Output
        /// The publishers' error.
        public typealias Failure = Upstream.Failure
        /// The publishers merged.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// These publishers and `other`.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }

        /// Sends every publisher's values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let relay = StreamRelay<Output, Failure>(receiveCompletion, receiveValue)
            var running = publishers.count
            if running == 0 { relay.finish(.finished) }
            for publisher in publishers {
                relay.hold(publisher.subscribe(receiveCompletion: { ending in
                    if case .failure = ending { return relay.finish(ending) }
                    running -= 1
                    if running == 0 { relay.finish(.finished) }
                }, receiveValue: relay.send))
            }
            return relay.cancellable
        }
    }

    /// The values of four publishers as they come (`Publishers.Merge4(a, b, c, d)`).
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The values.
        public typealias Output = A.Output
        /// The publishers' error.
        public typealias Failure = A.Failure
        private let merged: MergeMany<AnyPublisher<Output, Failure>>
        /// Merges `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            merged = MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher())
        }
        /// Sends the publishers' values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            merged.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// Pairs of the streams' values in order (Combine's `zip(_:)`).
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure { Publishers.Zip(self, other) }

    /// Pairs of the streams' values in order, mapped (Combine's `zip(_:_:)`).
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure {
        zip(other).map { transform($0.0, $0.1) }
    }

    /// Triples of three streams' values in order (Combine's `zip(_:_:)`).
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Triples of three streams' values in order, mapped.
    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure {
        zip(publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
    }

    /// Quadruples of four streams' values in order (Combine's `zip(_:_:_:)`).
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.Zip4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Quadruples of four streams' values in order, mapped.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                                                 _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        zip(publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
    }

    /// Both streams' values as they come (Combine's `merge(with:)`); ends when both have finished.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        Publishers.MergeMany(eraseToAnyPublisher(), other.eraseToAnyPublisher()).eraseToAnyPublisher()
    }

    /// Three streams' values as they come (Combine's `merge(with:_:)`).
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// Four streams' values as they come (Combine's `merge(with:_:_:)`).
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, C.Output == Output, D.Output == Output, B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }
}
#endif
