#if os(Linux)
@_exported import Foundation

// Connectable publishers (`makeConnectable`, `multicast`, `autoconnect`) and the operators that
// buffer or time a stream. A render lays a screen out at one instant, so nothing waits: buffers
// pass values on at once, timeouts never fire, and measured intervals are zero.

/// A publisher that sends nothing until connected (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the upstream subscription; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects when first subscribed to and disconnects when the last subscriber
    /// cancels (Combine's `autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Timer.TimerPublisher: ConnectablePublisher {}

extension Publishers {
    /// A publisher sharing one upstream subscription through a subject, from `connect()` on
    /// (Combine's `Publishers.Multicast`).
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        /// The values.
        public typealias Output = Upstream.Output
        /// The error.
        public typealias Failure = Upstream.Failure
        /// The publisher shared.
        public let upstream: Upstream
        /// Makes the subject values pass through.
        public let createSubject: () -> SubjectType
        private lazy var subject: SubjectType = createSubject()
        private var connection: AnyCancellable?

        /// Shares `upstream` through the subject `createSubject` makes.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// Subscribes to the shared values.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            subject.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }

        /// Subscribes the subject to the upstream publisher, once.
        public func connect() -> any Cancellable {
            if connection == nil {
                let subject = self.subject
                connection = upstream.subscribe(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
            }
            return AnyCancellable { [weak self] in
                self?.connection?.cancel()
                self?.connection = nil
            }
        }
    }

    /// A publisher that sends nothing until `connect()` (Combine's `Publishers.MakeConnectable`).
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The values.
        public typealias Output = Upstream.Output
        /// The error.
        public typealias Failure = Upstream.Failure
        private let shared: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Makes `upstream` connectable.
        public init(upstream: Upstream) { shared = Multicast(upstream: upstream) { PassthroughSubject() } }

        /// Subscribes to the values sent once connected.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            shared.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }

        /// Starts the upstream subscription.
        public func connect() -> any Cancellable { shared.connect() }
    }

    /// A connectable publisher connected by its first subscriber (Combine's `Publishers.Autoconnect`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The values.
        public typealias Output = Upstream.Output
        /// The error.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public let upstream: Upstream
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// Connects `upstream` on the first subscriber.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes, connecting if this is the first subscriber.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let link = upstream.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            subscribers += 1
            if subscribers == 1 { connection = upstream.connect() }
            return AnyCancellable { [weak self] in
                link.cancel()
                guard let self else { return }
                subscribers -= 1
                if subscribers == 0 {
                    connection?.cancel()
                    connection = nil
                }
            }
        }
    }

    /// When a buffer starts asking for values (Combine's `Publishers.PrefetchStrategy`).
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Fills the buffer at once and keeps it full.
        case keepFull
        /// Asks for values as the subscriber does.
        case byRequest
    }

    /// What a full buffer does (Combine's `Publishers.BufferingStrategy`).
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the newest value.
        case dropNewest
        /// Drops the oldest value.
        case dropOldest
        /// Fails with the error the closure makes.
        case customError(() -> Failure)
    }
}

extension Publisher where Failure == Never {
    /// A publisher that sends nothing until `connect()` (Combine's `makeConnectable()`).
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

extension Publisher {
    /// The stream shared through the subject `createSubject` makes, from `connect()` on (Combine's `multicast(_:)`).
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// The stream shared through `subject`, from `connect()` on (Combine's `multicast(subject:)`).
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// The values, buffered for a slow subscriber (Combine's `buffer(size:prefetch:whenFull:)`): a
    /// render's subscribers take every value at once, so the buffer never fills.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// The stream, ended if it is silent for `interval` (Combine's `timeout(_:scheduler:options:customError:)`):
    /// a render does not wait, so it never times out.
    public func timeout(_ interval: SchedulerStride, scheduler: Any, options: Any? = nil,
                        customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// The time between values (Combine's `measureInterval(using:options:)`): zero, as a render's
    /// values all arrive at one instant.
    public func measureInterval(using scheduler: Any, options: Any? = nil) -> AnyPublisher<SchedulerStride, Failure> {
        map { _ in SchedulerStride(0) }
    }
}

extension SchedulerStride {
    /// The length in seconds (a scheduler stride's `magnitude`).
    public var magnitude: Double { seconds }
    /// The length as a time interval (a scheduler stride's `timeInterval`).
    public var timeInterval: TimeInterval { seconds }
}
#endif
